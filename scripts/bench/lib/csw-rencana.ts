import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { kvpKeMentah } from "@/lib/csw/kvp";
import { kueriGetRecords } from "@/lib/csw/kueri-get-records";
import type { PermintaanGetRecords } from "@/lib/csw/permintaan";
import { validasiPermintaan } from "@/lib/csw/validasi";
import { barisHasil } from "@/lib/db/baris";
import type { Db } from "@/lib/db/client";
import { KASUS_RENCANA, type KasusRencana } from "./csw-rencana-kasus";

export type RingkasanRencana = { nama: string; bagian: string; seq: boolean; saring: number; indeks: string[]; ms: number; cocok: number; masalah: boolean };

/** Rows an index or bitmap scan read and then threw away: past this, the "index scan" walked most of the table. */
const BATAS_SARING = 10_000;
const dialek = new PgDialect();

/**
 * EXPLAIN ANALYZE of the exact count and page queries GetRecords runs (the page in the shape the count selects).
 * A Seq Scan on `metadata`, or an index scan whose filter discards ≥ BATAS_SARING rows, is a problem, except what
 * the case allows (csw-rencana-kasus.ts `boleh`) and a count whose result is ≥ 10 % of the public records. The
 * page query is only EXPLAINed when GetRecords would run it.
 */
export async function cetakRencana(db: Db, { rinci = true } = {}): Promise<{ hasil: RingkasanRencana[]; lulus: boolean }> {
  const hasil: RingkasanRencana[] = [];
  if (rinci) console.log("\nRencana kueri (EXPLAIN ANALYZE):");
  const publik = barisHasil<{ n: number }>(await db.execute(sql`select count(*)::int as n from metadata where status = 'PUBLISHED'`))[0]?.n ?? 0;
  for (const k of KASUS_RENCANA) {
    const p = validasiPermintaan(kvpKeMentah(new URLSearchParams(`service=CSW&version=2.0.2&request=GetRecords&${k.qs}`))) as PermintaanGetRecords;
    const kueri = kueriGetRecords(p);
    const cocok = barisHasil<{ n: number }>(await db.execute(kueri.hitung))[0]?.n ?? 0;
    const kueriDijalankan: ["hitung" | "ids", SQL][] = [["hitung", kueri.hitung]];
    if (cocok >= p.startPosition) kueriDijalankan.push(["ids", kueri.ids(cocok, publik)]);
    for (const [bagian, q] of kueriDijalankan) {
      const { sql: teks, params } = dialek.sqlToQuery(q);
      const baris = barisHasil<{ "QUERY PLAN": string }>(await db.execute(sql.raw(`explain analyze ${isiParameter(teks, params)}`))).map((r) => r["QUERY PLAN"]);
      const r = ringkas(k, bagian, baris, cocok, publik);
      hasil.push(r);
      if (rinci) {
        const tanda = r.seq ? "  ⚠ SEQ SCAN pada metadata" : r.saring >= BATAS_SARING ? `  ⚠ ${r.saring} baris dibuang filter` : "";
        console.log(`\n-- ${k.nama} (${bagian}, ${cocok} cocok)${tanda}${k.boleh ? ` [${k.boleh}]` : ""}`);
        console.log(baris.map((b) => `   ${b}`).join("\n"));
      }
    }
  }
  console.log(`\nRingkasan rencana, ${publik} rekaman publik (⚠ masalah; ~ membaca banyak baris sesuai sifatnya: hasil ≥ 10 % katalog, negasi, penyaringan poligon/Overlaps, pola LIKE < 3 huruf):`);
  for (const h of hasil) {
    const tanda = h.masalah ? "⚠" : h.seq || h.saring >= BATAS_SARING ? "~" : " ";
    const pindai = h.seq ? " Seq Scan" : "";
    console.log(`${tanda} ${`${h.nama} (${h.bagian})`.padEnd(52)} ${String(h.cocok).padStart(6)} cocok ${h.ms.toFixed(2).padStart(9)} ms  ${h.indeks.join(", ") || "-"}${pindai}${h.saring ? ` (filter membuang ${h.saring})` : ""}`);
  }
  const masalah = hasil.filter((h) => h.masalah);
  const lebar = hasil.filter((h) => !h.masalah && (h.seq || h.saring >= BATAS_SARING));
  console.log(masalah.length ? `\n⚠ ${masalah.length} kueri memindai tabel metadata: ${masalah.map((h) => `${h.nama} (${h.bagian})`).join("; ")}` : "\nSemua kueri memakai indeks.");
  if (lebar.length) console.log(`~ ${lebar.length} kueri membaca banyak baris sesuai sifatnya.`);
  return { hasil, lulus: masalah.length === 0 };
}

function ringkas(k: KasusRencana, bagian: "hitung" | "ids", baris: string[], cocok: number, publik: number): RingkasanRencana {
  const seq = baris.some((b) => /Seq Scan on metadata/.test(b));
  const indeks = [...new Set(baris.flatMap((b) => [...b.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map((m) => m[1]!)))];
  const saring = Math.max(0, ...baris.map((b) => Number(/Rows Removed by (?:Filter|Index Recheck): (\d+)/.exec(b)?.[1] ?? 0)));
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(baris.join("\n"))?.[1] ?? NaN);
  // A count whose result is a tenth of the catalogue or more touches that many rows in any plan.
  const besar = bagian === "hitung" && cocok * 10 >= publik;
  const diizinkan = besar || k.boleh === "pendek" || (k.boleh === "lebar" && bagian === "hitung") || (k.boleh === "saring" && !seq);
  const masalah = (seq || saring >= BATAS_SARING) && !diizinkan;
  return { nama: k.nama, bagian, seq, saring, indeks, ms, cocok, masalah };
}

/** Inline bound parameters as literals for EXPLAIN (benchmark-only; values come from this script). */
function isiParameter(teks: string, params: unknown[]): string {
  return teks.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}
