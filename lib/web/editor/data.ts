import { getMetadataOrThrow, pengelola, aktorPenggunaOrThrow } from "@/lib/metadata/kelola";
import { PESAN_TIDAK_DITEMUKAN } from "@/lib/metadata/kelola/akses";
import type { Ctx } from "@/lib/context";
import { tidakDitemukan } from "@/lib/http/errors";
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

/**
 * The record for its edit page: only its owner or an Admin of its organisation get it; everyone else gets the same
 * 404 as for a missing id (a published record of someone else is readable, but not editable, and the page should
 * not tell a guesser which ids exist).
 */
export async function dataUbahOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<DataUbah> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const d = await getMetadataOrThrow({ ctx, id });
  if (!pengelola(aktor, { pemilikId: d.pemilik.id, organisasiId: d.organisasi.id })) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
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
