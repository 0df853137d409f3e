import { ApiError } from "@/lib/http/errors";
import { detailDariZod } from "@/lib/http/body";
import { DokumenMetadata } from "@/lib/metadata/schema";

/** The full document, or a 400 naming every invalid field (`detail: [{path, pesan}]`, messages in Indonesian). */
export function validasiDokumen(data: unknown, stempel: { id: string; waktu: Date }): DokumenMetadata {
  const hasil = DokumenMetadata.safeParse(data);
  if (!hasil.success) throw new ApiError("permintaan_tidak_valid", "Dokumen metadata tidak valid.", detailDariZod(hasil.error, data, DokumenMetadata));
  const dokumen = hasil.data;
  // The service owns the identifier and date stamp: whatever the client sent there is replaced.
  dokumen.metadataInfo.pengenal = stempel.id;
  dokumen.metadataInfo.tanggalStempel = stempel.waktu.toISOString();
  return dokumen;
}
