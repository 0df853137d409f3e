import type { DokumenMetadata, Kontak } from "./schema";

/**
 * The CSW queryable columns of a `metadata` row (conformance E), read from its document exactly as the SQL of
 * migration 0005 backfills them and as the CSW renderers show them. NULL (or an empty array) when absent.
 */
export type KolomCsw = {
  levelHierarki: string;
  bahasaMetadata: string;
  bahasaSumber: string[];
  format: string[];
  namaOrganisasi: string[];
  organisasiUtama: string | null;
  pencipta: string[];
  penerbit: string[];
  tanggalDibuat: Date | null;
  tanggalTerbit: Date | null;
  tanggalRevisi: Date | null;
  temporalMulai: Date | null;
  temporalSelesai: Date | null;
  skala: number | null;
  jarakNilai: number | null;
  jarakSatuan: string | null;
  crs: string | null;
  klasifikasi: string | null;
  judulAlternatif: string | null;
  pengenalInduk: string | null;
  jenisKataKunci: string[];
  kodeWilayah: string[];
  aksesBatasan: string | null;
  lisensi: string | null;
  penggunaan: string[];
  silsilah: string | null;
  peranKontak: string[];
  judulSpesifikasi: string[];
  derajat: boolean | null;
};

/** A document date (`YYYY-MM-DD`, or date-time with offset); a bare date is UTC midnight. */
export function tanggalDokumen(t: string | undefined): Date | null {
  if (!t) return null;
  return new Date(t.length === 10 ? `${t}T00:00:00Z` : t);
}

const PERAN_PENCIPTA = ["originator", "author", "coAuthor", "principalInvestigator"];
const namaPihak = (k: Kontak) => k.namaOrganisasi ?? k.namaIndividu ?? "";
const ada = <T>(x: T | undefined): x is T => x !== undefined;

export function kolomCsw(dokumen: DokumenMetadata): KolomCsw {
  const { identifikasi: idf, cakupan, distribusi, kualitasData, metadataInfo } = dokumen;
  const tanggal = (jenis: string) => {
    const t = idf.tanggal.filter((x) => x.jenis === jenis).map((x) => tanggalDokumen(x.tanggal)!.getTime());
    return t.length ? new Date(Math.max(...t)) : null;
  };
  // Parties as lib/xml/dc.ts names them: creator roles, else the first resource contact.
  const pihak = [...idf.kontak, ...(distribusi?.distributor ?? [])];
  const peran = (daftar: string[]) => pihak.filter((k) => daftar.includes(k.peran)).map(namaPihak);
  const pencipta = peran(PERAN_PENCIPTA);
  const namaOrganisasi = idf.kontak.map((k) => k.namaOrganisasi).filter(ada);
  const kesesuaian = (kualitasData?.laporan ?? []).map((l) => l.kesesuaian).filter(ada);
  return {
    levelHierarki: metadataInfo.levelHierarki ?? "dataset",
    bahasaMetadata: metadataInfo.bahasa ?? "ind",
    bahasaSumber: idf.bahasa,
    format: (distribusi?.format ?? []).map((f) => f.nama),
    namaOrganisasi,
    organisasiUtama: namaOrganisasi[0] ?? null,
    pencipta: pencipta.length > 0 ? pencipta : [namaPihak(idf.kontak[0]!)],
    penerbit: peran(["publisher"]),
    tanggalDibuat: tanggal("creation"),
    tanggalTerbit: tanggal("publication"),
    tanggalRevisi: tanggal("revision"),
    temporalMulai: tanggalDokumen(cakupan.temporal?.mulai),
    temporalSelesai: tanggalDokumen(cakupan.temporal?.selesai),
    skala: idf.resolusi?.skala ?? null,
    jarakNilai: idf.resolusi?.jarak?.nilai ?? null,
    jarakSatuan: idf.resolusi?.jarak?.satuan ?? null,
    crs: dokumen.sistemReferensi ? `EPSG:${dokumen.sistemReferensi.kode}` : null,
    klasifikasi: idf.klasifikasiKeamanan ?? null,
    judulAlternatif: idf.judulAlternatif ?? null,
    pengenalInduk: metadataInfo.pengenalInduk ?? null,
    jenisKataKunci: idf.kataKunci.map((k) => k.jenis).filter(ada),
    kodeWilayah: cakupan.wilayah.map((w) => w.kode).filter(ada),
    aksesBatasan: idf.batasan?.aksesBatasan ?? null,
    lisensi: idf.batasan?.lisensi ?? null,
    penggunaan: idf.batasan?.penggunaan ?? [],
    silsilah: kualitasData?.silsilah?.pernyataan ?? null,
    peranKontak: idf.kontak.map((k) => k.peran),
    judulSpesifikasi: kesesuaian.map((k) => k.spesifikasi),
    derajat: kesesuaian.length ? kesesuaian.every((k) => k.lulus) : null,
  };
}
