import type { DetailMetadata } from "@/lib/metadata/kelola";
import type { DetailPublik } from "@/lib/metadata/publik";
import { saringUrlDokumen } from "@/lib/metadata/url";

/**
 * What the record's sections (components/rekaman) read: the public detail has it, and so does any record the
 * dashboard shows read-only (any status), so both pages render the same sections.
 */
export type RekamanTampil = Pick<
  DetailPublik,
  "id" | "judul" | "abstrak" | "topikKategori" | "identifikasi" | "cakupan" | "distribusi" | "sistemReferensi" | "kualitasData" | "metadataInfo" | "updatedAt" | "createdBy" | "organisasi"
>;

/**
 * A signed-in reader's record as the sections read it. URLs go through the same filter as the public detail:
 * rows stored before the URL scheme rule may hold javascript: links, never rendered as links anywhere.
 */
export function rekamanTampilDariDetail(r: DetailMetadata): RekamanTampil {
  const dok = saringUrlDokumen(r.dokumen);
  return {
    id: r.id,
    judul: dok.identifikasi.judul,
    abstrak: dok.identifikasi.abstrak,
    topikKategori: dok.identifikasi.topikKategori,
    identifikasi: dok.identifikasi,
    cakupan: dok.cakupan,
    distribusi: dok.distribusi,
    sistemReferensi: dok.sistemReferensi,
    kualitasData: dok.kualitasData,
    metadataInfo: dok.metadataInfo,
    updatedAt: r.updatedAt,
    createdBy: { namaLengkap: r.pemilik.namaLengkap, organisasi: r.organisasi.nama },
    organisasi: { kode: r.organisasi.kode, nama: r.organisasi.nama },
  };
}
