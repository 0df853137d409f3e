import { kolomCsw, type KolomCsw } from "./kolom-csw";
import type { DokumenMetadata } from "./schema";
import { teksLengkapDari, tsvectorKata, VERSI_TEKS_LENGKAP } from "./teks-lengkap";

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
  kataLengkap: string;
  teksLengkapVersi: number;
} & KolomCsw;

export function kolomDariDokumen(dokumen: DokumenMetadata): KolomMetadata {
  const { identifikasi, cakupan } = dokumen;
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
    ...teksDanKata(teksLengkapDari(dokumen)),
    teksLengkapVersi: VERSI_TEKS_LENGKAP,
  };
}

const teksDanKata = (teksLengkap: string) => ({ teksLengkap, kataLengkap: tsvectorKata(teksLengkap) });
