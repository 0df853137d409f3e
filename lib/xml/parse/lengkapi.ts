import type { DokumenMetadataMasukan } from "@/lib/metadata/schema";
import type { ButirLaporan } from "./pembaca";
import type { DokumenM, DokumenSebagian } from "./ragam";

/** MD_SpatialRepresentationTypeCode → the catalogue's data type (spec 2.1 tipeData). */
const TIPE_DARI_REPRESENTASI: Readonly<Record<string, string>> = {
  vector: "vector",
  grid: "raster",
  textTable: "tabular",
  tin: "tin",
  stereoModel: "stereoModel",
  video: "video",
};

/**
 * Fills what the document schema requires and a foreign record may lack, when it can be derived from the
 * record itself, and reports each filled value. Nothing is invented that a reader would take for the
 * producer's statement: title, abstract, topic categories and the bounding box are never filled, and a record
 * without them stays invalid (the zod issues say what is missing).
 */
export function lengkapi(dok: DokumenSebagian, laporan: ButirLaporan[]): DokumenMetadataMasukan {
  const idf = (dok.identifikasi ?? {}) as Partial<DokumenM["identifikasi"]>;
  const info = dok.metadataInfo;
  const catat = (path: string, pesan: string) => laporan.push({ path, pesan });

  const kontakIdf = idf.kontak ?? [];
  const kontakInfo = info.kontak ?? [];
  if (kontakIdf.length === 0 && kontakInfo.length > 0) {
    idf.kontak = kontakInfo.map((k) => ({ ...k }));
    catat("identifikasi.kontak", "Sumber daya tanpa kontak: kontak metadata dipakai.");
  }
  if (kontakInfo.length === 0 && kontakIdf.length > 0) {
    info.kontak = kontakIdf.map((k) => ({ ...k }));
    catat("metadataInfo.kontak", "Metadata tanpa kontak: kontak sumber daya dipakai.");
  }

  if (!idf.bahasa || idf.bahasa.length === 0) {
    idf.bahasa = [info.bahasa ?? "und"];
    catat("identifikasi.bahasa", `Bahasa sumber daya tidak ada: dipakai ${idf.bahasa[0]}${info.bahasa ? " (bahasa metadata)" : " (tidak ditentukan)"}.`);
  }
  if (!info.bahasa) {
    info.bahasa = idf.bahasa[0];
    catat("metadataInfo.bahasa", `Bahasa metadata tidak ada: dipakai ${info.bahasa}.`);
  }
  if (!info.levelHierarki) {
    info.levelHierarki = "dataset";
    catat("metadataInfo.levelHierarki", "Level hierarki tidak ada atau tidak dikenal: dipakai dataset.");
  }

  const pertama = idf.representasiSpasial?.[0];
  const tipe = pertama ? TIPE_DARI_REPRESENTASI[pertama] : undefined;
  idf.tipeData = (tipe ?? "vector") as DokumenM["identifikasi"]["tipeData"];
  if (!tipe) catat("identifikasi.tipeData", "Jenis representasi spasial tidak ada: tipe data diisi vector, periksa kembali.");

  if ((!idf.tanggal || idf.tanggal.length === 0) && info.tanggalStempel) {
    idf.tanggal = [{ tanggal: info.tanggalStempel, jenis: "revision" }];
    catat("identifikasi.tanggal", "Sitasi tanpa tanggal: tanggal stempel metadata dipakai sebagai tanggal revisi.");
  }

  return { ...dok, identifikasi: idf, metadataInfo: info } as DokumenMetadataMasukan;
}
