import { kolomCsw, type KolomCsw } from "./kolom-csw";
import type { DokumenMetadata } from "./schema";

/** The indexed columns of a `metadata` row, derived from its document: written on every insert and update. */
export type KolomMetadata = {
  judul: string;
  abstrak: string;
  tipeData: string;
  topikKategori: string[];
  kataKunci: string[];
  kataKunciTeks: string;
  bboxBarat: number;
  bboxTimur: number;
  bboxSelatan: number;
  bboxUtara: number;
  teksLengkap: string;
} & KolomCsw;

/** Diacritics removed, lower case: how AnyText compares (the CSW filter folds request text the same way). */
const lipat = (teks: string) => teks.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export function kolomDariDokumen(dokumen: DokumenMetadata): KolomMetadata {
  const { identifikasi, cakupan, kualitasData, metadataInfo } = dokumen;
  const kataKunci = [...new Set(identifikasi.kataKunci.flatMap((k) => k.kata))];
  return {
    ...kolomCsw(dokumen),
    judul: identifikasi.judul,
    abstrak: identifikasi.abstrak,
    tipeData: identifikasi.tipeData,
    topikKategori: [...new Set(identifikasi.topikKategori)],
    kataKunci,
    kataKunciTeks: kataKunci.join(" "),
    bboxBarat: cakupan.bbox.barat,
    bboxTimur: cakupan.bbox.timur,
    bboxSelatan: cakupan.bbox.selatan,
    bboxUtara: cakupan.bbox.utara,
    teksLengkap: lipat(
      [
        identifikasi.judul,
        identifikasi.judulAlternatif,
        identifikasi.abstrak,
        kataKunci.join(" "),
        identifikasi.topikKategori.join(" "),
        identifikasi.kontak.map((k) => k.namaOrganisasi ?? "").join(" "),
        kualitasData?.silsilah?.pernyataan,
        metadataInfo.pengenal,
      ]
        .filter((t) => t)
        .join(" "),
    ),
  };
}
