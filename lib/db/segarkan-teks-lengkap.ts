import { asc, lt, sql } from "drizzle-orm";
import { teksLengkapDari, tsvectorKata, VERSI_TEKS_LENGKAP } from "@/lib/metadata/teks-lengkap";
import type { Db } from "./client";
import { metadata } from "./schema";

const UKURAN_BATCH = 500;

/**
 * Rewrite `teks_lengkap` and `kata_lengkap` of every row an older VERSI_TEKS_LENGKAP wrote, with the code that writes it on every
 * save (run after the migrations, so an upgraded deployment searches its old records like its new ones). A row
 * whose document cannot be read keeps its text but gets the new version, so a start never loops on it.
 * `updated_at` is left alone: the record itself did not change. Returns how many rows were rewritten.
 */
export async function segarkanTeksLengkap(db: Db): Promise<number> {
  let jumlah = 0;
  for (;;) {
    const baris = await db
      .select({ id: metadata.id, dokumen: metadata.dokumen, teks: metadata.teksLengkap })
      .from(metadata)
      .where(lt(metadata.teksLengkapVersi, VERSI_TEKS_LENGKAP))
      .orderBy(asc(metadata.id))
      .limit(UKURAN_BATCH);
    if (baris.length === 0) return jumlah;
    const baru = baris.map((b) => {
      const teks = teksAman(b.id, b.dokumen, b.teks);
      return { id: b.id, teks, kata: tsvectorKata(teks) };
    });
    await db.execute(sql`
      update ${metadata} set teks_lengkap = v.teks, kata_lengkap = v.kata, teks_lengkap_versi = ${VERSI_TEKS_LENGKAP}
      from jsonb_to_recordset(${JSON.stringify(baru)}::jsonb) as v(id uuid, teks text, kata tsvector)
      where ${metadata.id} = v.id`);
    jumlah += baris.length;
  }
}

function teksAman(id: string, dokumen: Parameters<typeof teksLengkapDari>[0], lama: string): string {
  try {
    return teksLengkapDari(dokumen);
  } catch (err) {
    console.warn(`[csw] teks_lengkap ${id} tidak dapat disusun ulang: ${err instanceof Error ? err.message : String(err)}`);
    return lama;
  }
}
