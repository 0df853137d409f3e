/**
 * The Indonesian label of every field of the metadata document, by path pattern ("#" stands for a list index, and
 * "{n}" in a list item's label for its number from 1). Messages (lib/validation/pesan-galat.ts), the editor and the
 * API's `detail` name fields by these labels, never by the dotted path. tests/unit/label-bidang.test.ts walks the
 * schema and fails when a field has no label here.
 */

const KONTAK = {
  peran: "Peran",
  namaIndividu: "Nama individu",
  namaOrganisasi: "Nama organisasi",
  jabatan: "Jabatan",
  email: "E-mail",
  telepon: "Telepon",
  alamat: "Alamat",
  kota: "Kota",
  provinsi: "Provinsi",
  kodePos: "Kode pos",
  negara: "Negara",
  url: "Situs web",
} as const;

const TANGGAL = { tanggal: "Tanggal", jenis: "Jenis tanggal" } as const;

function kontak(dasar: string, daftar: string, butir: string): Record<string, string> {
  const hasil: Record<string, string> = { [dasar]: daftar, [`${dasar}.#`]: `${butir} {n}` };
  for (const [k, v] of Object.entries(KONTAK)) hasil[`${dasar}.#.${k}`] = v;
  return hasil;
}

export const LABEL_BIDANG: Readonly<Record<string, string>> = {
  identifikasi: "Identifikasi",
  "identifikasi.judul": "Judul",
  "identifikasi.judulAlternatif": "Judul alternatif",
  "identifikasi.abstrak": "Abstrak",
  "identifikasi.tujuan": "Tujuan",
  "identifikasi.tanggal": "Tanggal sumber daya",
  "identifikasi.tanggal.#": "Tanggal sumber daya {n}",
  "identifikasi.tanggal.#.tanggal": TANGGAL.tanggal,
  "identifikasi.tanggal.#.jenis": TANGGAL.jenis,
  "identifikasi.edisi": "Edisi",
  "identifikasi.statusProgres": "Status progres",
  "identifikasi.frekuensiPembaruan": "Frekuensi pembaruan",
  "identifikasi.bahasa": "Bahasa data",
  "identifikasi.bahasa.#": "Bahasa data {n}",
  "identifikasi.tipeData": "Tipe data",
  "identifikasi.representasiSpasial": "Representasi spasial",
  "identifikasi.representasiSpasial.#": "Representasi spasial {n}",
  "identifikasi.resolusi": "Resolusi",
  "identifikasi.resolusi.skala": "Skala (penyebut)",
  "identifikasi.resolusi.jarak": "Resolusi jarak",
  "identifikasi.resolusi.jarak.nilai": "Resolusi jarak",
  "identifikasi.resolusi.jarak.satuan": "Satuan jarak",
  "identifikasi.topikKategori": "Kategori topik",
  "identifikasi.topikKategori.#": "Kategori topik {n}",
  "identifikasi.kataKunci": "Kata kunci",
  "identifikasi.kataKunci.#": "Kelompok kata kunci {n}",
  "identifikasi.kataKunci.#.kata": "Kata",
  "identifikasi.kataKunci.#.kata.#": "Kata {n}",
  "identifikasi.kataKunci.#.jenis": "Jenis kata kunci",
  "identifikasi.kataKunci.#.tesaurus": "Tesaurus",
  "identifikasi.kataKunci.#.tesaurus.judul": "Tesaurus",
  "identifikasi.kataKunci.#.tesaurus.tanggal": "Tanggal tesaurus",
  "identifikasi.kataKunci.#.tesaurus.tanggal.tanggal": "Tanggal tesaurus",
  "identifikasi.kataKunci.#.tesaurus.tanggal.jenis": "Jenis tanggal tesaurus",
  "identifikasi.klasifikasiKeamanan": "Klasifikasi keamanan",
  "identifikasi.batasan": "Batasan",
  "identifikasi.batasan.penggunaan": "Batasan penggunaan",
  "identifikasi.batasan.penggunaan.#": "Batasan penggunaan {n}",
  "identifikasi.batasan.lisensi": "Lisensi",
  "identifikasi.batasan.aksesBatasan": "Batasan akses",
  "identifikasi.grafik": "Grafik pratinjau",
  "identifikasi.grafik.#": "Grafik {n}",
  "identifikasi.grafik.#.url": "URL gambar",
  "identifikasi.grafik.#.deskripsi": "Deskripsi",
  "identifikasi.grafik.#.tipe": "Tipe gambar",
  ...kontak("identifikasi.kontak", "Kontak sumber daya", "Kontak sumber daya"),

  cakupan: "Cakupan",
  "cakupan.bbox": "Kotak batas",
  "cakupan.bbox.utara": "Batas utara",
  "cakupan.bbox.selatan": "Batas selatan",
  "cakupan.bbox.barat": "Batas barat",
  "cakupan.bbox.timur": "Batas timur",
  "cakupan.temporal": "Periode",
  "cakupan.temporal.mulai": "Periode mulai",
  "cakupan.temporal.selesai": "Periode selesai",
  "cakupan.wilayah": "Wilayah",
  "cakupan.wilayah.#": "Wilayah {n}",
  "cakupan.wilayah.#.kode": "Kode wilayah (BPS)",
  "cakupan.wilayah.#.nama": "Nama wilayah",

  distribusi: "Distribusi",
  "distribusi.format": "Format",
  "distribusi.format.#": "Format {n}",
  "distribusi.format.#.nama": "Nama format",
  "distribusi.format.#.versi": "Versi format",
  "distribusi.sumberDaring": "Sumber daring",
  "distribusi.sumberDaring.#": "Tautan {n}",
  "distribusi.sumberDaring.#.url": "URL",
  "distribusi.sumberDaring.#.protokol": "Protokol",
  "distribusi.sumberDaring.#.nama": "Nama tautan",
  "distribusi.sumberDaring.#.deskripsi": "Deskripsi tautan",
  "distribusi.sumberDaring.#.fungsi": "Fungsi tautan",
  ...kontak("distribusi.distributor", "Distributor", "Distributor"),

  sistemReferensi: "Sistem referensi",
  "sistemReferensi.kode": "Kode EPSG",
  "sistemReferensi.ruangKode": "Ruang kode",

  kualitasData: "Kualitas data",
  "kualitasData.cakupan": "Cakupan pernyataan kualitas",
  "kualitasData.silsilah": "Silsilah",
  "kualitasData.silsilah.pernyataan": "Silsilah (lineage)",
  "kualitasData.silsilah.langkahProses": "Langkah proses",
  "kualitasData.silsilah.langkahProses.#": "Langkah {n}",
  "kualitasData.silsilah.langkahProses.#.deskripsi": "Deskripsi langkah",
  "kualitasData.silsilah.langkahProses.#.tanggal": "Tanggal langkah",
  "kualitasData.silsilah.sumber": "Sumber silsilah",
  "kualitasData.silsilah.sumber.#": "Sumber {n}",
  "kualitasData.silsilah.sumber.#.deskripsi": "Deskripsi sumber",
  "kualitasData.laporan": "Laporan kualitas",
  "kualitasData.laporan.#": "Laporan {n}",
  "kualitasData.laporan.#.elemen": "Elemen kualitas",
  "kualitasData.laporan.#.metodeEvaluasi": "Metode evaluasi",
  "kualitasData.laporan.#.ukuran": "Ukuran",
  "kualitasData.laporan.#.ukuran.nama": "Ukuran",
  "kualitasData.laporan.#.ukuran.deskripsi": "Deskripsi ukuran",
  "kualitasData.laporan.#.hasil": "Hasil",
  "kualitasData.laporan.#.hasil.nilai": "Nilai hasil",
  "kualitasData.laporan.#.hasil.satuan": "Satuan hasil",
  "kualitasData.laporan.#.kesesuaian": "Kesesuaian",
  "kualitasData.laporan.#.kesesuaian.spesifikasi": "Spesifikasi",
  "kualitasData.laporan.#.kesesuaian.penjelasan": "Penjelasan kesesuaian",
  "kualitasData.laporan.#.kesesuaian.lulus": "Hasil kesesuaian",

  metadataInfo: "Info metadata",
  "metadataInfo.pengenal": "Pengenal metadata",
  "metadataInfo.pengenalInduk": "Pengenal metadata induk",
  "metadataInfo.bahasa": "Bahasa metadata",
  "metadataInfo.levelHierarki": "Level hierarki",
  "metadataInfo.namaStandar": "Nama standar metadata",
  "metadataInfo.versiStandar": "Versi standar metadata",
  "metadataInfo.tanggalStempel": "Tanggal stempel",
  ...kontak("metadataInfo.kontak", "Kontak metadata", "Kontak metadata"),
};

/** The QC/QE/QA bodies (lib/quality/isi.ts), by the names the panel shows. */
const LABEL_KUALITAS: Readonly<Record<string, string>> = {
  itemManual: "Butir periksa manual",
  "itemManual.#": "Butir manual {n}",
  "itemManual.#.label": "Uraian butir",
  "itemManual.#.lulus": "Hasil butir",
  "itemManual.#.wajib": "Sifat butir (wajib/opsional)",
  "itemManual.#.catatan": "Catatan butir",
  evaluasi: "Evaluasi QE",
  "evaluasi.#": "Evaluasi {n}",
  "evaluasi.#.elemen": "Elemen kualitas",
  "evaluasi.#.metodeEvaluasi": "Metode evaluasi",
  "evaluasi.#.ukuran": "Ukuran",
  "evaluasi.#.nilai": "Nilai",
  "evaluasi.#.satuan": "Satuan",
  "evaluasi.#.spesifikasi": "Spesifikasi",
  "evaluasi.#.penjelasan": "Penjelasan",
  "evaluasi.#.lulus": "Hasil evaluasi",
  keputusan: "Keputusan",
};

/** Fields of other forms (sign-in, profile, admin) that may reach the same messages. */
const LABEL_UMUM: Readonly<Record<string, string>> = {
  email: "E-mail",
  password: "Kata sandi",
  kataSandi: "Kata sandi",
  kataSandiLama: "Kata sandi lama",
  kataSandiBaru: "Kata sandi baru",
  namaLengkap: "Nama lengkap",
  telepon: "Nomor telepon",
  peran: "Peran",
  organisasiId: "Organisasi",
  kode: "Kode",
  nama: "Nama",
  catatan: "Catatan",
  versi: "Versi",
};

/** A path as its pattern: list indices become "#". */
export const polaJalur = (path: readonly PropertyKey[]) => path.map((s) => (typeof s === "number" ? "#" : String(s))).join(".");

/** "namaOrganisasi" → "Nama organisasi": the last resort for a field no table names. */
function dariNamaKunci(kunci: string): string {
  const kata = kunci.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return kata.charAt(0).toUpperCase() + kata.slice(1);
}

/** Lower-case the first letter unless the word is an acronym ("URL gambar" stays, "Kontak" → "kontak"). */
export function hurufKecilAwal(teks: string): string {
  return /^[A-Z][a-z]/.test(teks) ? teks.charAt(0).toLowerCase() + teks.slice(1) : teks;
}

function labelSatu(path: readonly PropertyKey[]): string | undefined {
  const pola = polaJalur(path);
  const templat = LABEL_BIDANG[pola] ?? LABEL_KUALITAS[pola] ?? (path.length === 1 ? LABEL_UMUM[String(path[0])] : undefined);
  const akhir = path[path.length - 1];
  return templat?.replace("{n}", typeof akhir === "number" ? String(akhir + 1) : "");
}

/**
 * The label of a document path, with the list items it sits in: `identifikasi.kontak.0.namaOrganisasi` →
 * "Nama organisasi pada kontak sumber daya 1", `cakupan.bbox.utara` → "Batas utara".
 */
export function labelJalur(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "Data";
  const kunciTerakhir = [...path].reverse().find((s) => typeof s !== "number");
  const sendiri = labelSatu(path) ?? dariNamaKunci(String(kunciTerakhir ?? "data"));
  const induk: string[] = [];
  // Each enclosing list item, innermost first; the field's own item (a path ending in an index) is the label.
  for (let n = path.length - 2; n >= 0; n--) {
    if (typeof path[n] === "number") {
      const l = labelSatu(path.slice(0, n + 1));
      if (l) induk.push(hurufKecilAwal(l));
    }
  }
  return induk.length ? `${sendiri} pada ${induk.join(" pada ")}` : sendiri;
}
