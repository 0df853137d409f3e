import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { dokumenKualitas, metadata, organisasi } from "@/lib/db/schema";
import { kataPencarian, tsqueryAwalan } from "@/lib/metadata/teks";
import type { GrupFaset } from "./grup";
import type { KotakKueri, KueriDaftarPublik } from "./query";

/** Boxes touching the query box count as intersecting: Postgres's box `&&` includes the boundary. */
function berpotonganDengan(k: KotakKueri): SQL {
  const kotak = (barat: number, timur: number) =>
    sql`${metadata.bbox} && box(point(${barat}::float8, ${k.selatan}::float8), point(${timur}::float8, ${k.utara}::float8))`;
  // West > east is a box crossing the antimeridian: the two halves either side of it.
  if (k.barat > k.timur) return or(kotak(k.barat, 180), kotak(-180, k.timur)) as SQL;
  return kotak(k.barat, k.timur);
}

/** The record has a signed QA document (the unique index on (metadata_id, tipe) of current documents answers it). */
export const adaQa = sql`exists (select 1 from ${dokumenKualitas} where ${dokumenKualitas.metadataId} = ${metadata.id} and ${dokumenKualitas.tipe} = 'QA' and ${dokumenKualitas.status} = 'SIGNED')`;

/**
 * The same test for many rows at once (the facet counts): an uncorrelated IN becomes one hashed subplan (the signed
 * QA documents read once) where EXISTS in a select list would probe the index once per matching row.
 */
export const adaQaMassal = sql`${metadata.id} in (select ${dokumenKualitas.metadataId} from ${dokumenKualitas} where ${dokumenKualitas.tipe} = 'QA' and ${dokumenKualitas.status} = 'SIGNED')`;

type KueriSaring = Omit<KueriDaftarPublik, "page" | "pageSize">;


const teksArray = (nilai: readonly (string | number)[]) => sql`array[${sql.join(nilai.map((v) => sql`${String(v)}`), sql`, `)}]::text[]`;

/**
 * One condition per facet group with values: a record matches the group when it has any of them (OR within the
 * group). Array columns use `&&` (overlap), which their GIN indexes answer as they answered `@>`; scalar ones
 * `= any(…)`, which their B-tree indexes answer. `qa` is how QA is tested: the correlated EXISTS for a WHERE,
 * the hashed IN (adaQaMassal) where the condition is a column computed for many rows.
 */
export function kondisiGrup(kueri: KueriSaring, qa: SQL = adaQa): Partial<Record<GrupFaset, SQL>> {
  const k: Partial<Record<GrupFaset, SQL>> = {};
  if (kueri.kategori?.length) k.kategori = sql`${metadata.topikKategori} && ${teksArray(kueri.kategori)}`;
  if (kueri.tipeData?.length) k.tipeData = sql`${metadata.tipeData} = any(${teksArray(kueri.tipeData)})`;
  if (kueri.organisasi?.length) k.organisasi = sql`${metadata.organisasiId} in (select ${organisasi.id} from ${organisasi} where ${organisasi.kode} = any(${teksArray(kueri.organisasi)}))`;
  if (kueri.tahun?.length) k.tahun = sql`${metadata.tahun} = any(array[${sql.join(kueri.tahun.map((t) => sql`${t}`), sql`, `)}]::int[])`;
  if (kueri.format?.length) k.format = sql`${metadata.format} && ${teksArray(kueri.format)}`;
  if (kueri.provinsi?.length) k.provinsi = sql`${metadata.provinsi} && ${teksArray(kueri.provinsi)}`;
  // Both values together are every record: no condition at all.
  const kualitas = new Set(kueri.kualitas ?? []);
  if (kualitas.size === 1) k.kualitas = kualitas.has("qa") ? qa : sql`not ${qa}`;
  return k;
}

/** The conditions every search has whatever its facets: PUBLISHED, the words, the box, an organisation page's organisation. */
export function kondisiDasar(kueri: KueriSaring): { syarat: SQL[]; tsquery?: SQL } {
  const syarat: SQL[] = [eq(metadata.status, "PUBLISHED")];
  let tsquery: SQL | undefined;
  const kata = kueri.q ? kataPencarian(kueri.q) : [];
  if (kata.length > 0) {
    tsquery = tsqueryAwalan(kata);
    syarat.push(sql`${metadata.cariTeks} @@ ${tsquery}`);
  }
  if (kueri.bbox) syarat.push(berpotonganDengan(kueri.bbox));
  if (kueri.organisasiId) syarat.push(eq(metadata.organisasiId, kueri.organisasiId));
  return { syarat, tsquery };
}

/** The WHERE clause of the public list: PUBLISHED only, then each given filter (OR within a facet group, AND across). */
export function kondisiPublik(kueri: KueriSaring): { where: SQL; tsquery?: SQL } {
  const { syarat, tsquery } = kondisiDasar(kueri);
  return { where: and(...syarat, ...Object.values(kondisiGrup(kueri))) as SQL, tsquery };
}
