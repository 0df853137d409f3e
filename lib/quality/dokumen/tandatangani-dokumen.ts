import { eq } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { dokumenKualitas, organisasi, pengguna } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { aktorPenggunaOrThrow } from "@/lib/metadata/kelola/akses";
import { getPenyimpanan } from "@/lib/storage";
import { setelahTransisi, transisiDalamTx } from "@/lib/workflow/jalankan-transisi";
import type { IsiQa, TipeDokumen } from "../isi";
import { kunciPenandatangan } from "../tanda-tangan/kunci";
import { dokumenAktif, rekamanKerjaOrThrow, type BarisDokumen } from "./akses";
import { keDto, type DokumenKualitasDto } from "./dto";
import { renderPdfDokumen } from "./render-pdf";
import { kunciPdf, segelDokumen, siapkanMuatan } from "./segel";

/**
 * Sign a PENDING document (PKI): render its PDF with the verification QR code (or take the uploaded PDF), sign
 * the canonical payload with the service key, store the PDF, mark it SIGNED. Signing QA runs the workflow's
 * decision in the same transaction: approve (REVIEW → PUBLISHED) or reject (→ REJECTED).
 */
export async function tandatanganiDokumen({ ctx, id, tipe }: { ctx: Ctx; id: string; tipe: TipeDokumen }): Promise<DokumenKualitasDto & { keputusan?: string }> {
  const aktor = aktorPenggunaOrThrow(ctx);
  // Before anything: production without a configured key refuses here with a clear 503.
  const kunci = kunciPenandatangan();
  const penyimpanan = getPenyimpanan();
  const hasil = await ctx.db.transaction(async (tx) => {
    const { m, orgNama } = await rekamanKerjaOrThrow(tx, aktor, id, tipe);
    const d = await dokumenAktif(tx, m.id, tipe, true);
    if (!d) throw new ApiError("konflik", `Belum ada dokumen ${tipe} untuk ditandatangani.`);
    if (d.status === "SIGNED") throw new ApiError("konflik", `Dokumen ${tipe} sudah ditandatangani.`);
    if (d.status !== "PENDING") throw new ApiError("konflik", `Dokumen ${tipe} masih DRAFT; ajukan terlebih dahulu untuk ditandatangani.`);
    if (tipe === "QA") {
      // Separation of duties: whoever signed QC or QE of this round does not also sign its QA.
      const [qc, qe] = await Promise.all([dokumenAktif(tx, m.id, "QC"), dokumenAktif(tx, m.id, "QE")]);
      if ([qc, qe].some((x) => x?.pemeriksaId === aktor.id)) {
        throw new ApiError("dilarang", "Penandatangan QC atau QE tidak boleh menandatangani QA metadata yang sama.");
      }
    }
    const [p] = await tx
      .select({ nama: pengguna.namaLengkap, jabatan: pengguna.jabatan, peran: pengguna.peran, orgNama: organisasi.nama })
      .from(pengguna)
      .innerJoin(organisasi, eq(organisasi.id, pengguna.organisasiId))
      .where(eq(pengguna.id, aktor.id));
    const jabatan = p!.jabatan ?? p!.peran;
    const { token, muatan } = siapkanMuatan(kunci, {
      dokumen: d,
      metadata: { id: m.salinanDari ?? m.id, judul: m.judul, organisasi: { id: m.organisasiId, nama: orgNama } },
      penandatangan: { id: aktor.id, namaLengkap: p!.nama, jabatan, organisasi: { id: aktor.organisasiId, nama: p!.orgNama } },
      signedAt: new Date(),
    });

    let pdf: Buffer;
    let storageKey: string;
    if (d.uploadedDoc && d.storageKey) {
      const unggahan = await penyimpanan.baca(d.storageKey);
      if (!unggahan) throw new ApiError("konflik", "Berkas PDF yang diunggah tidak ditemukan di penyimpanan; unggah ulang.");
      pdf = unggahan;
      storageKey = d.storageKey;
    } else {
      pdf = await renderPdfDokumen(tx, muatan, token, d);
      storageKey = kunciPdf(d.id);
      // Same key on every attempt: a rolled-back signing leaves nothing behind that the next one does not overwrite.
      await penyimpanan.simpan(storageKey, pdf, "application/pdf");
    }
    const nilai = segelDokumen(kunci, muatan, pdf);
    const [baris] = (await tx
      .update(dokumenKualitas)
      .set({ ...nilai, storageKey })
      .where(eq(dokumenKualitas.id, d.id))
      .returning()) as [BarisDokumen];
    await catatAudit(tx, { aktor, aksi: "kualitas_tandatangani", entitas: "dokumen_kualitas", entitasId: d.id, dari: "PENDING", ke: "SIGNED", data: { metadataId: m.id, tipe, kid: kunci.kid, pdfSha256: nilai.pdfSha256 } });
    let keputusan: string | undefined;
    if (tipe === "QA") {
      const isi = d.isi as IsiQa;
      keputusan = isi.keputusan;
      await transisiDalamTx(tx, aktor, m.id, isi.keputusan === "setujui" ? "setujui" : "tolak", { catatan: isi.catatan });
    }
    return { ...keDto(baris, p!.nama), ...(keputusan ? { keputusan } : {}) };
  });
  if (tipe === "QA") await setelahTransisi();
  return hasil;
}
