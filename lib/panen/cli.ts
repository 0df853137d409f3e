import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { catatanPanen, jalanPanen, sumberPanen } from "@/lib/db/schema";
import { tentukanTujuan } from "@/lib/xml/harvest";
import { GalatPanen } from "@/lib/xml/harvest/klien";
import type { JenisSumber } from "./jenis";
import { antrekanJalan } from "./jalan";
import { jalankanJalan, OPSI_MESIN_BAWAAN } from "./mesin";
import { klaimJalan } from "./sewa";

export type OpsiCli = {
  url: string;
  organisasi?: string;
  jenis: JenisSumber;
  terbitkan: boolean;
  ukuranHalaman: number;
  penuh: boolean;
  pemegang: string;
  lapor: (baris: string) => void;
  /** Told the run id once claimed (the command gives it back on Ctrl-C). */
  padaKlaim?: (jalanId: string) => void;
};

/**
 * `npm run harvest`: the same sources and runs as the dashboard. The command's URL and organisation name a
 * source (created on first use, "CLI: <host>"); a run of it is queued and run here under this process's lease.
 * A run left by a killed command is taken over once its lease expires and continues from its last committed page.
 */
export async function panenDariCli(db: Db, o: OpsiCli) {
  const aktor = { jenis: "sistem" as const, nama: "harvest" };
  const tujuan = await tentukanTujuan({ db, actor: aktor }, o.organisasi);
  const modeTerbit = o.terbitkan ? "PUBLISHED" : "DRAFT";
  let [s] = await db.select().from(sumberPanen).where(and(eq(sumberPanen.url, o.url), eq(sumberPanen.organisasiId, tujuan.organisasiId))).limit(1);
  if (!s) {
    [s] = await db.insert(sumberPanen).values({ nama: `CLI: ${new URL(o.url).host}`, jenis: o.jenis, url: o.url, organisasiId: tujuan.organisasiId, modeTerbit }).returning();
  } else if (s.modeTerbit !== modeTerbit || s.jenis !== o.jenis) {
    [s] = await db.update(sumberPanen).set({ modeTerbit, jenis: o.jenis }).where(eq(sumberPanen.id, s.id)).returning();
  }
  const sumber = s!;
  o.lapor(`Tujuan: organisasi ${tujuan.kode} (${tujuan.nama}), rekaman sebagai ${modeTerbit}; sumber "${sumber.nama}".`);
  const [aktif] = await db.select().from(jalanPanen).where(and(eq(jalanPanen.sumberId, sumber.id), inArray(jalanPanen.keadaan, ["antri", "berjalan"]))).limit(1);
  const id = aktif?.id ?? (await antrekanJalan(db, sumber, { pemicu: "cli", penuh: o.penuh }));
  if (!id) throw new GalatPanen("Sumber ini sedang dipanen oleh proses lain.");
  if ((await klaimJalan(db, o.pemegang, OPSI_MESIN_BAWAAN.sewaMs, id)) !== id) {
    throw new GalatPanen(`Jalan panen sumber ini sedang dipegang ${aktif?.pemegang ?? "proses lain"} (sewa sampai ${aktif?.sewaSampai?.toISOString() ?? "?"}); coba lagi setelah sewanya habis.`);
  }
  o.padaKlaim?.(id);
  if (aktif?.keadaan === "berjalan") o.lapor(`Mengambil alih jalan yang terhenti dari posisi ${aktif.posisi} (${aktif.dilihat} rekaman sudah dilihat).`);
  await jalankanJalan(db, id, { ...OPSI_MESIN_BAWAAN, ukuranHalaman: o.ukuranHalaman, pemegang: o.pemegang, lapor: o.lapor });
  const [j] = await db.select().from(jalanPanen).where(eq(jalanPanen.id, id));
  const catatan = await db.select().from(catatanPanen).where(eq(catatanPanen.jalanId, id)).orderBy(asc(catatanPanen.id)).limit(51);
  return { jalan: j!, catatan, kode: tujuan.kode };
}
