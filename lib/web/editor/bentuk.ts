/**
 * The editor's form state: the metadata document with every typed value as a string (what inputs hold) and
 * optional parts always present, so inputs stay controlled. `formKeDokumen` turns it back into a document.
 */
export type FormKontak = {
  peran: string;
  namaIndividu: string;
  namaOrganisasi: string;
  jabatan: string;
  email: string;
  telepon: string;
  alamat: string;
  kota: string;
  provinsi: string;
  kodePos: string;
  negara: string;
  url: string;
};
export type FormTanggal = { tanggal: string; jenis: string };
export type FormKataKunci = { kata: string[]; jenis: string; tesaurusJudul: string; tesaurusTanggal: string; tesaurusJenisTanggal: string };
export type FormSumberDaring = { url: string; protokol: string; nama: string; deskripsi: string; fungsi: string };
export type FormLaporan = {
  elemen: string;
  metodeEvaluasi: string;
  ukuranNama: string;
  ukuranDeskripsi: string;
  hasilNilai: string;
  hasilSatuan: string;
  spesifikasi: string;
  penjelasan: string;
  /** "" (not stated), "ya" or "tidak": a select, since a checkbox cannot say "not stated". */
  lulus: string;
};

export type FormDokumen = {
  identifikasi: {
    judul: string;
    judulAlternatif: string;
    abstrak: string;
    tujuan: string;
    tanggal: FormTanggal[];
    edisi: string;
    statusProgres: string;
    frekuensiPembaruan: string;
    bahasa: string[];
    tipeData: string;
    representasiSpasial: string[];
    skala: string;
    jarakNilai: string;
    jarakSatuan: string;
    topikKategori: string[];
    kataKunci: FormKataKunci[];
    klasifikasiKeamanan: string;
    /** Use limitations, one statement per line. */
    penggunaan: string;
    lisensi: string;
    aksesBatasan: string;
    grafik: { url: string; deskripsi: string; tipe: string }[];
    kontak: FormKontak[];
  };
  cakupan: {
    barat: string;
    timur: string;
    selatan: string;
    utara: string;
    mulai: string;
    selesai: string;
    wilayah: { kode: string; nama: string }[];
  };
  distribusi: { format: { nama: string; versi: string }[]; sumberDaring: FormSumberDaring[]; distributor: FormKontak[] };
  /** EPSG code, e.g. "4326"; empty when not stated. */
  epsg: string;
  kualitasData: {
    cakupan: string;
    pernyataan: string;
    langkahProses: { deskripsi: string; tanggal: string }[];
    sumber: { deskripsi: string }[];
    laporan: FormLaporan[];
  };
  metadataInfo: { pengenalInduk: string; bahasa: string; levelHierarki: string; kontak: FormKontak[] };
};

export const kontakKosong = (peran = "pointOfContact"): FormKontak => ({
  peran,
  namaIndividu: "",
  namaOrganisasi: "",
  jabatan: "",
  email: "",
  telepon: "",
  alamat: "",
  kota: "",
  provinsi: "",
  kodePos: "",
  negara: "",
  url: "",
});
export const tanggalKosong = (jenis = "creation"): FormTanggal => ({ tanggal: "", jenis });
export const kataKunciKosong = (): FormKataKunci => ({ kata: [], jenis: "", tesaurusJudul: "", tesaurusTanggal: "", tesaurusJenisTanggal: "publication" });
export const sumberDaringKosong = (): FormSumberDaring => ({ url: "", protokol: "", nama: "", deskripsi: "", fungsi: "" });
export const laporanKosong = (): FormLaporan => ({
  elemen: "",
  metodeEvaluasi: "",
  ukuranNama: "",
  ukuranDeskripsi: "",
  hasilNilai: "",
  hasilSatuan: "",
  spesifikasi: "",
  penjelasan: "",
  lulus: "",
});

/**
 * A new record's starting point: one date, one contact each (a copy of `kontak`, the producer's own details, when
 * given), Indonesian, dataset, WGS 84.
 */
export function formKosong(kontak?: FormKontak): FormDokumen {
  const awalKontak = () => (kontak ? { ...kontak } : kontakKosong());
  return {
    identifikasi: {
      judul: "",
      judulAlternatif: "",
      abstrak: "",
      tujuan: "",
      tanggal: [tanggalKosong()],
      edisi: "",
      statusProgres: "",
      frekuensiPembaruan: "",
      bahasa: ["ind"],
      tipeData: "vector",
      representasiSpasial: [],
      skala: "",
      jarakNilai: "",
      jarakSatuan: "m",
      topikKategori: [],
      kataKunci: [kataKunciKosong()],
      klasifikasiKeamanan: "",
      penggunaan: "",
      lisensi: "",
      aksesBatasan: "",
      grafik: [],
      kontak: [awalKontak()],
    },
    cakupan: { barat: "", timur: "", selatan: "", utara: "", mulai: "", selesai: "", wilayah: [] },
    distribusi: { format: [], sumberDaring: [], distributor: [] },
    epsg: "4326",
    kualitasData: { cakupan: "dataset", pernyataan: "", langkahProses: [], sumber: [], laporan: [] },
    metadataInfo: { pengenalInduk: "", bahasa: "ind", levelHierarki: "dataset", kontak: [awalKontak()] },
  };
}
