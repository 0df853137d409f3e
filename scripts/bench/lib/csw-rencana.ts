import { sql } from "drizzle-orm";
import { kueriGetRecords } from "@/lib/csw/get-records";
import { kvpKeMentah } from "@/lib/csw/kvp";
import type { PermintaanGetRecords } from "@/lib/csw/permintaan";
import { validasiPermintaan } from "@/lib/csw/validasi";

type Db = Parameters<typeof kueriGetRecords>[0];
const cql = (teks: string) => `constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent(teks)}`;

/**
 * One representative GetRecords per queryable family: full text, box, scalar text, multi-valued text (GIN),
 * dates (periods and ranges), numbers, and sorts. Values exist in seeded catalogues (lib/seed).
 */
export const KASUS_RENCANA: [string, string][] = [
  ["AnyText kata + BBOX", "q=hutan&bbox=100,-5,110,5"],
  ["AnyText LIKE", cql("csw:AnyText LIKE '%hutan%'")],
  ["TopicCategory", cql("apiso:TopicCategory = 'elevation'")],
  ["Subject (kata kunci ∪ topik)", cql("dc:subject = 'batas wilayah'")],
  ["dc:type", cql("dc:type = 'series'")],
  ["Language (metadata)", cql("apiso:Language = 'eng'")],
  ["ResourceLanguage", cql("apiso:ResourceLanguage = 'eng'")],
  ["dc:format", cql("dc:format = 'GeoJSON'")],
  ["OrganisationName", cql("apiso:OrganisationName = 'Kementerian Perhubungan'")],
  ["dc:creator", cql("dc:creator = 'Badan Pusat Statistik'")],
  ["CRS", cql("apiso:CRS = 'EPSG:32750'")],
  ["Classification", cql("apiso:Classification = 'restricted'")],
  ["CreationDate hari", cql("apiso:CreationDate = 2019-03-01")],
  ["PublicationDate rentang", cql("apiso:PublicationDate BETWEEN 2021-01 AND 2021-02")],
  ["RevisionDate >", cql("apiso:RevisionDate > 2025-06-01")],
  ["TempExtent", cql("apiso:TempExtent_begin >= 2024-06 AND apiso:TempExtent_end <= 2024-12")],
  ["Denominator", cql("apiso:Denominator <= 10000")],
  ["Modified rentang", cql("dct:modified >= 2025-12-15")],
  ["tanpa filter, halaman 200", "startPosition=20000&maxRecords=100"],
  ["Modified turun", "sortBy=dct:modified:D&maxRecords=10"],
  ["urut OrganisationName", "sortBy=apiso:OrganisationName:A&maxRecords=10"],
  ["urut CreationDate", "sortBy=apiso:CreationDate:A&maxRecords=10"],
];

export type RingkasanRencana = { nama: string; bagian: string; seq: boolean; saring: number; indeks: string[]; ms: number };

/** Rows an index or bitmap scan read and then threw away: past this, the "index scan" walked most of the table. */
const BATAS_SARING = 10_000;

/** EXPLAIN ANALYZE of the exact count and page queries GetRecords runs; flags sequential scans on `metadata`. */
export async function cetakRencana(db: Db, { rinci = true } = {}): Promise<RingkasanRencana[]> {
  const hasil: RingkasanRencana[] = [];
  if (rinci) console.log("\nRencana kueri (EXPLAIN ANALYZE):");
  for (const [nama, qs] of KASUS_RENCANA) {
    const p = validasiPermintaan(kvpKeMentah(new URLSearchParams(`service=CSW&version=2.0.2&request=GetRecords&${qs}`))) as PermintaanGetRecords;
    for (const [bagian, q] of Object.entries(kueriGetRecords(db, p))) {
      const { sql: teks, params } = q.toSQL();
      const rencana = (await db.execute(sql.raw(`explain analyze ${isiParameter(teks, params)}`))) as unknown as { "QUERY PLAN": string }[];
      const baris = rencana.map((r) => r["QUERY PLAN"]);
      const seq = baris.some((b) => /Seq Scan on metadata/.test(b));
      const indeks = [...new Set(baris.flatMap((b) => [...b.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map((m) => m[1]!)))];
      const saring = Math.max(0, ...baris.map((b) => Number(/Rows Removed by Filter: (\d+)/.exec(b)?.[1] ?? 0)));
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(baris.join("\n"))?.[1] ?? NaN);
      hasil.push({ nama, bagian, seq, saring, indeks, ms });
      if (rinci) {
        const tanda = seq ? "  ⚠ SEQ SCAN pada metadata" : saring >= BATAS_SARING ? `  ⚠ ${saring} baris dibuang filter` : "";
        console.log(`\n-- ${nama} (${bagian})${tanda}`);
        console.log(baris.map((b) => `   ${b}`).join("\n"));
      }
    }
  }
  console.log("\nRingkasan rencana:");
  for (const h of hasil) {
    const tanda = h.seq ? "⚠ SEQ   " : h.saring >= BATAS_SARING ? "⚠ SARING" : "        ";
    console.log(`${tanda} ${`${h.nama} (${h.bagian})`.padEnd(40)} ${h.ms.toFixed(2).padStart(9)} ms  ${h.indeks.join(", ") || "-"}${h.saring ? ` (filter membuang ${h.saring})` : ""}`);
  }
  const seq = hasil.filter((h) => h.seq).length;
  const saring = hasil.filter((h) => !h.seq && h.saring >= BATAS_SARING).length;
  console.log(seq ? `\n⚠ ${seq} kueri memindai tabel metadata secara berurutan` : "\nTidak ada Seq Scan pada metadata.");
  if (saring) console.log(`⚠ ${saring} kueri memakai indeks tetapi membuang ≥ ${BATAS_SARING} baris lewat filter (praktis memindai tabel)`);
  return hasil;
}

/** Inline bound parameters as literals for EXPLAIN (benchmark-only; values come from this script). */
function isiParameter(teks: string, params: unknown[]): string {
  return teks.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}
