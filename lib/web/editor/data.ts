import { getMetadataOrThrow, pengelola, aktorPenggunaOrThrow } from "@/lib/metadata/kelola";
import type { Ctx } from "@/lib/context";
import { ApiError } from "@/lib/http/errors";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import type { StatusMetadata } from "@/lib/metadata/kode";

/** What the edit page hands its client form: plain data, no rows. */
export type DataUbah = {
  id: string;
  status: StatusMetadata;
  versi: number;
  salinanDari: string | null;
  salinanKerja: string | null;
  dokumen: DokumenMetadata;
  /** Why the form cannot save (status in checking or review, rejected, or a working copy already exists). */
  alasanTerkunci: string | null;
};

export const PESAN_TIDAK_DAPAT_DIUBAH = "Anda dapat membaca metadata ini, tetapi tidak dapat mengubahnya.";

/**
 * The record for its edit page: only its owner or an Admin of its organisation get it. A reader who may not edit
 * (a checker, a reviewer, a colleague) gets 403, and the page sends them to the read-only record page; a record
 * they cannot read is the same 404 as a missing id, so a guesser learns nothing.
 */
export async function dataUbahOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<DataUbah> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const d = await getMetadataOrThrow({ ctx, id });
  if (!pengelola(aktor, { pemilikId: d.pemilik.id, organisasiId: d.organisasi.id })) throw new ApiError("dilarang", PESAN_TIDAK_DAPAT_DIUBAH);
  return {
    id: d.id,
    status: d.status,
    versi: d.versi,
    salinanDari: d.salinanDari,
    salinanKerja: d.salinanKerja,
    dokumen: d.dokumen,
    alasanTerkunci: alasanTerkunci(d.status, d.salinanKerja),
  };
}

function alasanTerkunci(status: StatusMetadata, salinanKerja: string | null): string | null {
  if (status === "DRAFT") return null;
  if (status === "PUBLISHED" || status === "PRIVATE") return salinanKerja ? "Metadata ini sudah memiliki salinan kerja; ubah salinan tersebut." : null;
  if (status === "REJECTED") return "Metadata ini ditolak. Kembalikan ke DRAFT (revisi) terlebih dahulu, lalu ubah.";
  return "Metadata ini sedang diperiksa atau ditinjau dan tidak dapat diubah sampai prosesnya selesai.";
}
