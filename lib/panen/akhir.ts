import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { barisAudit } from "@/lib/audit/catat-audit";
import type { Actor } from "@/lib/context";
import type { Db, Tx } from "@/lib/db/client";
import { asalPanen, auditLog, catatanPanen, jalanPanen, metadata, pengguna, sumberPanen } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { antrekanPesan } from "@/lib/mail/antrean";

type Akhir = { keadaan: "selesai" | "gagal" | "dibatalkan"; aktor: Actor; galat?: string; adaPerubahanPublik?: boolean };

/**
 * End a run held by `pemegang`, in one transaction: on a complete run that walked the whole source without a
 * failed page, records of this source it did not see are retired (to PRIVATE, with a note) or deleted as the
 * source says (detached ones are left); the source remembers the run for incremental runs; the Walidata of the
 * target organisation get a mail when the run failed or rejected records.
 */
export async function akhiriJalan(db: Db, jalanId: string, pemegang: string, a: Akhir): Promise<void> {
  let publik = a.adaPerubahanPublik ?? false;
  await db.transaction(async (tx) => {
    const [j] = await tx.select().from(jalanPanen).where(and(eq(jalanPanen.id, jalanId), eq(jalanPanen.pemegang, pemegang), eq(jalanPanen.keadaan, "berjalan"))).for("update").limit(1);
    if (!j) return;
    const [s] = await tx.select().from(sumberPanen).where(eq(sumberPanen.id, j.sumberId)).limit(1);
    if (!s) return;
    let dipensiunkan = 0;
    if (a.keadaan === "selesai" && j.penuh && j.halamanGagal === 0) {
      const r = await tanganiHilang(tx, j.id, s, a.aktor);
      dipensiunkan = r.jumlah;
      publik ||= r.publik;
    }
    await tx
      .update(jalanPanen)
      .set({ keadaan: a.keadaan, galat: a.galat?.slice(0, 1000) ?? null, dipensiunkan, selesaiAt: sql`now()`, sewaSampai: null })
      .where(eq(jalanPanen.id, j.id));
    if (a.keadaan === "selesai") {
      await tx
        .update(sumberPanen)
        .set({ suksesTerakhirAt: j.mulaiAt, ...(j.penuh ? { penuhTerakhirAt: j.mulaiAt } : {}) })
        .where(eq(sumberPanen.id, s.id));
    }
    if (a.keadaan === "gagal" || (a.keadaan === "selesai" && j.ditolak > 0)) await kabariWalidata(tx, s, { ...j, keadaan: a.keadaan, galat: a.galat ?? null });
  });
  if (publik) {
    // public lists and CSW answers are cached per data generation: a publication must be visible at once
    await import("@/lib/cache/csw-generasi").then((m) => m.naikkanGenerasiCsw()).catch(() => {});
  }
}

type Sumber = typeof sumberPanen.$inferSelect;

async function tanganiHilang(tx: Tx, jalanId: string, s: Sumber, aktor: Actor): Promise<{ jumlah: number; publik: boolean }> {
  const hilang = await tx
    .select({ id: asalPanen.metadataId, pengenal: asalPanen.pengenalSumber, status: metadata.status })
    .from(asalPanen)
    .innerJoin(metadata, eq(metadata.id, asalPanen.metadataId))
    .where(and(eq(asalPanen.sumberId, s.id), eq(asalPanen.dilepas, false), or(isNull(asalPanen.jalanTerakhirId), ne(asalPanen.jalanTerakhirId, jalanId)), ...(s.kebijakanHilang === "pensiun" ? [ne(metadata.status, "PRIVATE")] : [])));
  if (hilang.length === 0) return { jumlah: 0, publik: false };
  const id = hilang.map((h) => h.id);
  const catatan = `Rekaman tidak lagi ada di sumber panen "${s.nama}".`;
  if (s.kebijakanHilang === "hapus") await tx.delete(metadata).where(inArray(metadata.id, id));
  else await tx.update(metadata).set({ status: "PRIVATE", updatedAt: sql`now()`, versi: sql`${metadata.versi} + 1` }).where(inArray(metadata.id, id));
  const jenis = s.kebijakanHilang === "hapus" ? "dihapus" : "dipensiunkan";
  await tx.insert(catatanPanen).values(hilang.map((h) => ({ jalanId, jenis, pengenal: h.pengenal, metadataId: h.id, alasan: [catatan] })));
  await tx.insert(auditLog).values(
    hilang.map((h) => barisAudit({ aktor, aksi: s.kebijakanHilang === "hapus" ? "harvest-hapus" : "harvest-pensiun", entitas: "metadata", entitasId: h.id, dari: h.status, ke: s.kebijakanHilang === "hapus" ? null : "PRIVATE", catatan, data: { sumberId: s.id } })),
  );
  return { jumlah: hilang.length, publik: hilang.some((h) => h.status === "PUBLISHED") };
}

async function kabariWalidata(tx: Tx, s: Sumber, j: typeof jalanPanen.$inferSelect): Promise<void> {
  const penerima = await tx
    .select({ email: pengguna.email })
    .from(pengguna)
    .where(and(eq(pengguna.organisasiId, s.organisasiId), eq(pengguna.peran, "Walidata"), eq(pengguna.aktif, true)));
  const tautan = new URL(`/dashboard/panen/jalan/${j.id}`, env().PUBLIC_BASE_URL).toString();
  const gagal = j.keadaan === "gagal";
  const subjek = gagal ? `Panen "${s.nama}" gagal` : `Panen "${s.nama}" selesai dengan ${j.ditolak} rekaman ditolak`;
  const isi = [
    gagal ? `Panen dari sumber "${s.nama}" (${s.url}) gagal: ${j.galat ?? "tanpa keterangan"}.` : `Panen dari sumber "${s.nama}" (${s.url}) selesai.`,
    `Dilihat ${j.dilihat}, baru ${j.baru}, diperbarui ${j.diperbarui}, tidak berubah ${j.tidakBerubah}, ditolak ${j.ditolak}.`,
    `Laporan lengkap beserta alasan setiap penolakan: ${tautan}`,
  ].join("\n\n");
  await antrekanPesan(tx, penerima.map((p) => ({ saluran: "email" as const, tujuan: p.email, jenis: "panen", subjek, isi, data: { jalanId: j.id, sumberId: s.id } })));
}
