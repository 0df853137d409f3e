import { sql, type SQL } from "drizzle-orm";
import { metadata } from "@/lib/db/schema";
import { OP_SPASIAL, type Filter, type FilterAntara, type FilterBanding, type FilterSeperti, type FilterSpasial, type Properti } from "./ast";
import { polaKeSqlLike } from "./like";
import { rencanaKata, rencanaPola, type RencanaTeksBebas } from "./kata";
import { uraiAngka, uraiBoolean, uraiPeriode } from "./nilai";
import { compileSpasial, syaratSel } from "./spasial";

/**
 * Compile a filter to one boolean SQL condition over `metadata`, every request value bound as a parameter.
 * Two-valued (conformance D11): each leaf is wrapped so a record lacking the property yields false, never NULL,
 * hence `Not F` matches exactly the records `F` does not.
 */
export function compileFilter(f: Filter): SQL {
  switch (f.op) {
    case "And":
      return sql`(${sql.join([...f.anak.map(compileFilter), ...selDiSamping(f.anak)], sql` and `)})`;
    case "Or":
      return sql`(${sql.join(f.anak.map(compileFilter), sql` or `)})`;
    case "Not":
      return sql`(not ${compileFilter(f.anak)})`;
    case "PropertyIsLike":
      return seperti(f);
    case "PropertyIsNull":
      return kosong(f.properti);
    case "PropertyIsBetween":
      return antara(f);
    case "BBOX":
    case "Intersects":
    case "Within":
    case "Contains":
    case "Disjoint":
    case "Equals":
    case "Overlaps":
      return compileSpasial(f);
    default:
      return banding(f);
  }
}

/**
 * Spatial operands of an And that also asks something else (a word, a title): their grid-cell conditions
 * (spasial.ts syaratSel), so the other condition's index and the cells' index meet in one bitmap. Not for an And
 * of boxes alone, whose condition must name only the edge columns (hanyaKotak).
 */
function selDiSamping(anak: Filter[]): SQL[] {
  const datar = anak.flatMap((a) => (a.op === "And" ? a.anak : [a]));
  if (datar.every(hanyaKotak)) return [];
  return anak.flatMap((a) => (a.op !== "And" && (OP_SPASIAL as readonly string[]).includes(a.op) ? [syaratSel(a as FilterSpasial)] : [])).filter((x): x is SQL => x !== null);
}

// Diacritics fold to ASCII before lower(): lower() only knows ASCII under the C locale PGlite and many servers use.
const DARI = "ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿÑñÇç";
const KE = "aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyynncc";
const normal = (t: SQL) => sql`lower(translate(${t}, ${sql.raw(`'${DARI}'`)}, ${sql.raw(`'${KE}'`)}))`;
// ACCENTI keeps the case (CASEI is separate): the same letters, each to its unaccented letter of the same case.
const KE_AKSEN = "AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyNnCc";
const tanpaAksen = (t: SQL) => sql`translate(${t}, ${sql.raw(`'${DARI}'`)}, ${sql.raw(`'${KE_AKSEN}'`)})`;

const PETA_AKSEN = new Map([...DARI].map((c, i) => [c, KE_AKSEN[i]!]));
/** A literal folded exactly as `aksen` folds the property in SQL (the same table), for CQL2 ACCENTI. */
export const lipatAksen = (teks: string) => [...teks].map((c) => PETA_AKSEN.get(c) ?? c).join("");

const nol = (kondisi: SQL) => sql`coalesce(${kondisi}, false)`;

/** Apply `build` to the property's value; for arrays, true when some element satisfies it. */
function tiap(p: Properti, build: (v: SQL) => SQL): SQL {
  const f = (v: SQL) => (p.fungsi === "aksen" ? tanpaAksen(v) : p.fungsi ? sql`${sql.raw(p.fungsi)}(${v})` : v);
  if (p.queryable.tipe === "teks-larik") {
    return sql`exists (select 1 from unnest(${p.queryable.sql}) as u(nilai) where ${build(f(sql`u.nilai`))})`;
  }
  // "v is not null and …" rather than coalesce(…, false): as two-valued, and a bare comparison can use the column's index.
  const v = p.queryable.sql;
  return sql`(${v} is not null and ${build(f(v))})`;
}

type Pembanding = { op: FilterBanding["op"]; nilai: string; matchCase: boolean };

/** The comparison of one scalar value, by type; shared by the comparison operators and Between. */
function bandingNilai(p: Properti, { op, nilai, matchCase }: Pembanding): (v: SQL) => SQL {
  const tipe = p.queryable.tipe;
  if (tipe === "tanggal") {
    const per = uraiPeriode(nilai);
    if (!per) throw new Error("literal tanggal tidak diperiksa");
    const m = sql`${per.mulai}::timestamptz`;
    const a = per.akhir === undefined ? undefined : sql`${per.akhir}::timestamptz`;
    const sama = (v: SQL) => (a ? sql`(${v} >= ${m} and ${v} < ${a})` : sql`${v} = ${m}`);
    return {
      PropertyIsEqualTo: sama,
      PropertyIsNotEqualTo: (v: SQL) => sql`not ${sama(v)}`,
      PropertyIsLessThan: (v: SQL) => sql`${v} < ${m}`,
      PropertyIsLessThanOrEqualTo: (v: SQL) => (a ? sql`${v} < ${a}` : sql`${v} <= ${m}`),
      PropertyIsGreaterThan: (v: SQL) => (a ? sql`${v} >= ${a}` : sql`${v} > ${m}`),
      PropertyIsGreaterThanOrEqualTo: (v: SQL) => sql`${v} >= ${m}`,
    }[op];
  }
  const operator = sql.raw({ PropertyIsEqualTo: "=", PropertyIsNotEqualTo: "<>", PropertyIsLessThan: "<", PropertyIsGreaterThan: ">", PropertyIsLessThanOrEqualTo: "<=", PropertyIsGreaterThanOrEqualTo: ">=" }[op]);
  if (tipe === "angka") return (v) => sql`${v} ${operator} ${uraiAngka(nilai)}::float8`;
  if (tipe === "boolean") return (v) => sql`${v} ${operator} ${uraiBoolean(nilai)}::boolean`;
  const urutan = op !== "PropertyIsEqualTo" && op !== "PropertyIsNotEqualTo";
  // Ordering by code point (C collation): the same on every server and in PGlite.
  const kiri = (v: SQL) => (matchCase ? v : sql`lower(${v})`);
  const kanan = matchCase ? sql`${nilai}::text` : sql`lower(${nilai}::text)`;
  return (v) => (urutan ? sql`(${kiri(v)}) collate "C" ${operator} ${kanan}` : sql`${kiri(v)} ${operator} ${kanan}`);
}

function banding(f: FilterBanding): SQL {
  const p = f.properti;
  const q = p.queryable;
  if (q.tipe === "teks-bebas") {
    const cocok = teksBebas(p, rencanaKata(f.nilai));
    return f.op === "PropertyIsEqualTo" ? cocok : sql`(not ${cocok})`;
  }
  if (q.tipe === "teks-larik" && f.op === "PropertyIsNotEqualTo") {
    // Multi-valued: "not equal" means the record has values and none of them equals the literal.
    const sama = tiap(p, bandingNilai(p, { ...f, op: "PropertyIsEqualTo" }));
    return nol(sql`(cardinality(${q.sql}) > 0 and not ${sama})`);
  }
  if (keanggotaan(f)) {
    // No coalesce: both sides are never NULL here, and a wrapped operator could not use topik_kategori's GIN index.
    return sql`${q.sql} @> array[${f.nilai}]::text[]`;
  }
  if (q.uuid && f.op === "PropertyIsEqualTo" && f.matchCase && !p.fungsi) {
    return UUID.test(f.nilai) ? sql`${metadata.id} = ${f.nilai}::uuid` : sql`false`;
  }
  return tiap(p, bandingNilai(p, f));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * AnyText (docs/decisions.md "AnyText words"): records holding every word (the stored words' tsvector, its GIN
 * index), or a LIKE pattern over the stored words (its trigram index). Words hold only letters and digits, so
 * nothing a client sends reaches tsquery syntax beyond its quotes; the query is still a bound parameter.
 */
function teksBebas(p: Properti, rencana: RencanaTeksBebas): SQL {
  const { sql: teks, terlipat } = p.queryable;
  if (rencana.jenis === "tidak-ada") return sql`false`;
  if (rencana.jenis === "pola") {
    if (terlipat) return sql`(${teks} like ${rencana.like}::text escape '\\')`;
    return sql`(${normal(teks)} like ${rencana.like}::text escape '\\')`;
  }
  // A tsquery literal, not to_tsquery: the stored lexemes are exactly the words (lib/metadata/teks-lengkap.ts),
  // which the text-search parser would not always leave whole.
  const kueri = rencana.kata.map((k) => `'${k.kata}'${k.awalan ? ":*" : ""}`).join(" & ");
  if (terlipat) return sql`(${terlipat.tsvector} @@ ${kueri}::tsquery)`;
  return sql`(to_tsvector('simple'::regconfig, ${normal(teks)}) @@ ${kueri}::tsquery)`;
}

/**
 * The one whole word a filter asks of AnyText, when that is all it asks (`csw:AnyText like '%banjir%'`, what QGIS
 * sends): its count over PUBLISHED records is then one row of kata_publik. A prefix matches several stored words,
 * whose counts do not add up to the records holding any of them, so it gets null like every other filter.
 */
export function kataUtuhTunggal(f: Filter): string | null {
  if (f.op !== "PropertyIsLike" || f.properti.queryable.tipe !== "teks-bebas" || !f.properti.queryable.terlipat?.terhitung) return null;
  const rencana = rencanaPola(f.pola, f.wildCard, f.singleChar, f.escapeChar);
  if (rencana.jenis !== "kata" || rencana.kata.length !== 1 || rencana.kata[0]!.awalan) return null;
  return rencana.kata[0]!.kata;
}

/** An exact, case-sensitive equality on a multi-valued column: "the record holds this value" (`@>`). */
const keanggotaan = (f: FilterBanding): boolean =>
  f.properti.queryable.tipe === "teks-larik" && f.op === "PropertyIsEqualTo" && f.matchCase && !f.properti.fungsi;

/**
 * The one value a filter asks of topik_kategori or format, when that is all it asks (`apiso:TopicCategory =
 * 'elevation'`): its count over PUBLISHED records is then one row of larik_publik.
 */
export function larikTunggal(f: Filter): { kolom: "topik_kategori" | "format"; nilai: string } | null {
  if (f.op !== "PropertyIsEqualTo") return null;
  const kolom = f.properti.queryable.larikTerhitung;
  return kolom && keanggotaan(f) ? { kolom, nilai: f.nilai } : null;
}

/** Does a filter name only columns of the facet index (Queryable.faset), so an identifier-order walk tests it there? */
export function hanyaFaset(f: Filter): boolean {
  if (f.op === "And" || f.op === "Or") return f.anak.every(hanyaFaset);
  if (f.op === "Not") return hanyaFaset(f.anak);
  return "properti" in f && f.properti.queryable.faset === true && !(OP_SPASIAL as readonly string[]).includes(f.op);
}

/**
 * Does a filter ask only about the record's extent (spatial operators joined by And, Or, Not)? Its compiled
 * condition then names only the four edge columns, so its count over PUBLISHED records is a sum over kotak_publik,
 * one row per distinct extent (lib/csw/kueri-get-records.ts).
 */
export function hanyaKotak(f: Filter): boolean {
  if (f.op === "And" || f.op === "Or") return f.anak.every(hanyaKotak);
  if (f.op === "Not") return hanyaKotak(f.anak);
  return (OP_SPASIAL as readonly string[]).includes(f.op);
}

function seperti(f: FilterSeperti): SQL {
  const pola = polaKeSqlLike(f.pola, f.wildCard, f.singleChar, f.escapeChar);
  const p = f.properti;
  const tipe = p.queryable.tipe;
  // The trigram GIN indexes serve LIKE and ILIKE alike, so a case-sensitive CQL2 LIKE keeps its index.
  const like = sql.raw(f.matchCase ? "like" : "ilike");
  // AnyText matches words (a word search, not whole-value LIKE; its words are stored folded, so case never
  // matters); the other text queryables keep LIKE semantics, case-insensitive unless the filter says otherwise
  // (conformance D10: Filter 1.1.0 has no matchCase on PropertyIsLike; CQL2's LIKE is case-sensitive).
  if (tipe === "teks-bebas") return teksBebas(p, rencanaPola(f.pola, f.wildCard, f.singleChar, f.escapeChar));
  if (tipe === "tanggal") return nol(sql`to_char(${p.queryable.sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') ${like} ${pola}::text escape '\\'`);
  if (tipe === "angka") return nol(sql`(${p.queryable.sql})::text ${like} ${pola}::text escape '\\'`);
  const cocok = tiap(p, (v) => sql`${v} ${like} ${pola}::text escape '\\'`);
  if (tipe !== "teks-larik" || p.fungsi) return cocok;
  // An element matching the pattern makes the joined values match it anywhere: an indexable superset (trigram
  // index on csw_teks_larik), checked exactly per element after.
  return sql`(csw_teks_larik(${p.queryable.sql}) ${like} ${`%${pola}%`}::text escape '\\' and ${cocok})`;
}

function kosong(p: Properti): SQL {
  if (p.queryable.tipe === "teks-larik") return sql`(coalesce(cardinality(${p.queryable.sql}), 0) = 0)`;
  return sql`(${p.queryable.sql} is null)`;
}

function antara(f: FilterAntara): SQL {
  const p = f.properti;
  const ge = bandingNilai(p, { op: "PropertyIsGreaterThanOrEqualTo", nilai: f.bawah, matchCase: true });
  const le = bandingNilai(p, { op: "PropertyIsLessThanOrEqualTo", nilai: f.atas, matchCase: true });
  return tiap(p, (v) => sql`(${ge(v)} and ${le(v)})`);
}
