import { eq } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import type { Tx } from "@/lib/db/client";
import { dokumenKualitas, pengguna } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { aktorPenggunaOrThrow } from "@/lib/metadata/kelola/akses";
import { getPenyimpanan } from "@/lib/storage";
import { MasukanQa, MasukanQc, MasukanQe, susunQa, susunQc, susunQe, type TipeDokumen } from "../isi";
import { dokumenAktif, rekamanKerjaOrThrow, type BarisDokumen } from "./akses";
import { keDto, type DokumenKualitasDto } from "./dto";

/** The body schema of a draft per kind (PUT /api/metadata/{id}/qcqe/{tipe}). */
export const SKEMA_MASUKAN = { QC: MasukanQc, QE: MasukanQe, QA: MasukanQa } as const;
export type MasukanDokumen = MasukanQc | MasukanQe | MasukanQa;

async function isiDari(tx: Tx, tipe: TipeDokumen, masukan: MasukanDokumen, m: { id: string; dokumen: Parameters<typeof susunQc>[0] }) {
  if (tipe === "QC") return susunQc(m.dokumen, masukan as MasukanQc);
  if (tipe === "QE") return susunQe(masukan as MasukanQe);
  const qa = masukan as MasukanQa;
  const [qc, qe] = await Promise.all([dokumenAktif(tx, m.id, "QC"), dokumenAktif(tx, m.id, "QE")]);
  const hasil = susunQa(qa, qc && { tipe: "QC", status: qc.status, sesuai: qc.sesuai }, qe && { tipe: "QE", status: qe.status, sesuai: qe.sesuai });
  if (!qa.catatan && qa.keputusan === "tolak") {
    throw new ApiError("permintaan_tidak_valid", "Alasan penolakan wajib diisi.", [{ path: "catatan", pesan: "Tuliskan alasan penolakan." }]);
  }
  if (!qa.catatan && qa.keputusan === "setujui" && hasil.passed < hasil.total) {
    throw new ApiError("permintaan_tidak_valid", "Menyetujui dengan butir yang tidak lulus memerlukan catatan.", [
      { path: "catatan", pesan: "Jelaskan mengapa metadata tetap disetujui." },
    ]);
  }
  return hasil;
}

/**
 * Create or replace the current draft of a QC, QE or QA document. A PENDING document goes back to DRAFT (its
 * uploaded PDF, if any, no longer matches and is discarded); a SIGNED one cannot change (409).
 */
export async function simpanDokumen({ ctx, id, tipe, masukan }: { ctx: Ctx; id: string; tipe: TipeDokumen; masukan: MasukanDokumen }): Promise<DokumenKualitasDto> {
  const aktor = aktorPenggunaOrThrow(ctx);
  let unggahanLama: string | null = null;
  const hasil = await ctx.db.transaction(async (tx) => {
    const { m } = await rekamanKerjaOrThrow(tx, aktor, id, tipe);
    const lama = await dokumenAktif(tx, m.id, tipe, true);
    if (lama?.status === "SIGNED") throw new ApiError("konflik", `Dokumen ${tipe} sudah ditandatangani dan tidak dapat diubah.`);
    const { isi, passed, total, sesuai } = await isiDari(tx, tipe, masukan, m);
    const nilai = { isi, passed, total, sesuai, status: "DRAFT" as const, pemeriksaId: aktor.id, organisasiPemeriksaId: aktor.organisasiId, updatedAt: new Date() };
    let baris: BarisDokumen;
    if (lama) {
      if (lama.uploadedDoc) unggahanLama = lama.storageKey;
      [baris] = (await tx
        .update(dokumenKualitas)
        .set({ ...nilai, uploadedDoc: false, storageKey: null })
        .where(eq(dokumenKualitas.id, lama.id))
        .returning()) as [BarisDokumen];
    } else {
      [baris] = (await tx.insert(dokumenKualitas).values({ ...nilai, metadataId: m.id, tipe }).returning()) as [BarisDokumen];
    }
    await catatAudit(tx, { aktor, aksi: "kualitas_simpan", entitas: "dokumen_kualitas", entitasId: baris.id, dari: lama?.status ?? null, ke: "DRAFT", data: { metadataId: m.id, tipe } });
    const [p] = await tx.select({ nama: pengguna.namaLengkap }).from(pengguna).where(eq(pengguna.id, aktor.id));
    return keDto(baris, p?.nama ?? null);
  });
  if (unggahanLama) await getPenyimpanan().hapus(unggahanLama).catch((err) => console.error("[kualitas] unggahan lama tidak terhapus", err));
  return hasil;
}

/** Submit a draft for signature: DRAFT → PENDING (its content is then fixed until signed or edited again). */
export async function ajukanDokumen({ ctx, id, tipe }: { ctx: Ctx; id: string; tipe: TipeDokumen }): Promise<DokumenKualitasDto> {
  const aktor = aktorPenggunaOrThrow(ctx);
  return ctx.db.transaction(async (tx) => {
    const { m } = await rekamanKerjaOrThrow(tx, aktor, id, tipe);
    const d = await dokumenAktif(tx, m.id, tipe, true);
    if (!d) throw new ApiError("konflik", `Belum ada draf dokumen ${tipe} untuk diajukan.`);
    if (d.status !== "DRAFT") throw new ApiError("konflik", `Dokumen ${tipe} berstatus ${d.status}; hanya DRAFT yang dapat diajukan untuk ditandatangani.`);
    const [baris] = (await tx.update(dokumenKualitas).set({ status: "PENDING", updatedAt: new Date() }).where(eq(dokumenKualitas.id, d.id)).returning()) as [BarisDokumen];
    await catatAudit(tx, { aktor, aksi: "kualitas_ajukan", entitas: "dokumen_kualitas", entitasId: d.id, dari: "DRAFT", ke: "PENDING", data: { metadataId: m.id, tipe } });
    const [p] = await tx.select({ nama: pengguna.namaLengkap }).from(pengguna).where(eq(pengguna.id, d.pemeriksaId ?? aktor.id));
    return keDto(baris, p?.nama ?? null);
  });
}
