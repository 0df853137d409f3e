/**
 * Labels of the document's fields as the record page and the editor name them, keyed by path segment inside
 * its parent ("identifikasi.kontak" → "Kontak"). A path's label is its segments' labels joined by " › ", with
 * list positions counted from 1 ("Identifikasi › Kontak 2 › E-mail").
 */
const LABEL: Record<string, string> = {
  identifikasi: "Identifikasi",
  "identifikasi.judul": "Judul",
  "identifikasi.judulAlternatif": "Judul alternatif",
  "identifikasi.abstrak": "Abstrak",
  "identifikasi.tujuan": "Tujuan",
  "identifikasi.tanggal": "Tanggal",
  "identifikasi.tanggal.*.tanggal": "Tanggal",
  "identifikasi.tanggal.*.jenis": "Jenis tanggal",
  "identifikasi.edisi": "Edisi",
  "identifikasi.statusProgres": "Status",
  "identifikasi.frekuensiPembaruan": "Frekuensi pembaruan",
  "identifikasi.bahasa": "Bahasa",
  "identifikasi.tipeData": "Tipe data",
  "identifikasi.representasiSpasial": "Representasi spasial",
  "identifikasi.resolusi": "Resolusi",
  "identifikasi.resolusi.skala": "Skala (penyebut)",
  "identifikasi.resolusi.jarak": "Jarak",
  "identifikasi.resolusi.jarak.nilai": "Nilai",
  "identifikasi.resolusi.jarak.satuan": "Satuan",
  "identifikasi.topikKategori": "Kategori topik",
  "identifikasi.kataKunci": "Kelompok kata kunci",
  "identifikasi.kataKunci.*.kata": "Kata",
  "identifikasi.kataKunci.*.jenis": "Jenis kata kunci",
  "identifikasi.kataKunci.*.tesaurus": "Tesaurus",
  "identifikasi.kataKunci.*.tesaurus.judul": "Judul",
  "identifikasi.kataKunci.*.tesaurus.tanggal": "Tanggal",
  "identifikasi.kataKunci.*.tesaurus.tanggal.tanggal": "Tanggal",
  "identifikasi.kataKunci.*.tesaurus.tanggal.jenis": "Jenis tanggal",
  "identifikasi.klasifikasiKeamanan": "Klasifikasi keamanan",
  "identifikasi.batasan": "Batasan",
  "identifikasi.batasan.penggunaan": "Batasan penggunaan",
  "identifikasi.batasan.lisensi": "Lisensi",
  "identifikasi.batasan.aksesBatasan": "Batasan akses",
  "identifikasi.grafik": "Grafik",
  "identifikasi.grafik.*.url": "Alamat",
  "identifikasi.grafik.*.deskripsi": "Deskripsi",
  "identifikasi.grafik.*.tipe": "Tipe",
  "identifikasi.kontak": "Kontak",
  cakupan: "Cakupan",
  "cakupan.bbox": "Kotak batas",
  "cakupan.bbox.utara": "Utara",
  "cakupan.bbox.selatan": "Selatan",
  "cakupan.bbox.barat": "Barat",
  "cakupan.bbox.timur": "Timur",
  "cakupan.temporal": "Rentang waktu",
  "cakupan.temporal.mulai": "Mulai",
  "cakupan.temporal.selesai": "Selesai",
  "cakupan.wilayah": "Wilayah",
  "cakupan.wilayah.*.kode": "Kode",
  "cakupan.wilayah.*.nama": "Nama",
  distribusi: "Distribusi",
  "distribusi.format": "Format data",
  "distribusi.format.*.nama": "Nama",
  "distribusi.format.*.versi": "Versi",
  "distribusi.sumberDaring": "Sumber daring",
  "distribusi.sumberDaring.*.url": "Alamat",
  "distribusi.sumberDaring.*.protokol": "Protokol",
  "distribusi.sumberDaring.*.nama": "Nama",
  "distribusi.sumberDaring.*.deskripsi": "Deskripsi",
  "distribusi.sumberDaring.*.fungsi": "Fungsi",
  "distribusi.distributor": "Distributor",
  sistemReferensi: "Sistem referensi",
  "sistemReferensi.kode": "Kode EPSG",
  "sistemReferensi.ruangKode": "Ruang kode",
  kualitasData: "Kualitas data",
  "kualitasData.cakupan": "Cakupan",
  "kualitasData.silsilah": "Silsilah",
  "kualitasData.silsilah.pernyataan": "Pernyataan",
  "kualitasData.silsilah.langkahProses": "Langkah proses",
  "kualitasData.silsilah.langkahProses.*.deskripsi": "Deskripsi",
  "kualitasData.silsilah.langkahProses.*.tanggal": "Tanggal",
  "kualitasData.silsilah.sumber": "Sumber",
  "kualitasData.silsilah.sumber.*.deskripsi": "Deskripsi",
  "kualitasData.laporan": "Laporan",
  "kualitasData.laporan.*.elemen": "Elemen",
  "kualitasData.laporan.*.metodeEvaluasi": "Metode evaluasi",
  "kualitasData.laporan.*.ukuran": "Ukuran",
  "kualitasData.laporan.*.ukuran.nama": "Nama",
  "kualitasData.laporan.*.ukuran.deskripsi": "Deskripsi",
  "kualitasData.laporan.*.hasil": "Hasil",
  "kualitasData.laporan.*.hasil.nilai": "Nilai",
  "kualitasData.laporan.*.hasil.satuan": "Satuan",
  "kualitasData.laporan.*.kesesuaian": "Kesesuaian",
  "kualitasData.laporan.*.kesesuaian.spesifikasi": "Spesifikasi",
  "kualitasData.laporan.*.kesesuaian.penjelasan": "Penjelasan",
  "kualitasData.laporan.*.kesesuaian.lulus": "Lulus",
  metadataInfo: "Informasi metadata",
  "metadataInfo.pengenal": "Pengenal",
  "metadataInfo.pengenalInduk": "Pengenal induk",
  "metadataInfo.bahasa": "Bahasa metadata",
  "metadataInfo.levelHierarki": "Level hierarki",
  "metadataInfo.namaStandar": "Nama standar",
  "metadataInfo.versiStandar": "Versi standar",
  "metadataInfo.tanggalStempel": "Cap waktu",
  "metadataInfo.kontak": "Kontak metadata",
};

/** Fields of a contact, wherever one sits (dataset, distributor or metadata contact). */
const LABEL_KONTAK: Record<string, string> = {
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
};
const DAFTAR_KONTAK = new Set(["identifikasi.kontak", "distribusi.distributor", "metadataInfo.kontak"]);

type Segmen = { label: string; urutan: number; posisi?: number };

const URUTAN = new Map(Object.keys(LABEL).map((k, i) => [k, i]));
const URUTAN_KONTAK = new Map(Object.keys(LABEL_KONTAK).map((k, i) => [k, i]));

/** Each named segment of a path with its label, its place in the document's order and its list position. */
function segmen(jalur: string): Segmen[] {
  const hasil: Segmen[] = [];
  const pola: string[] = [];
  for (const seg of jalur.split(".")) {
    if (/^\d+$/.test(seg)) {
      const akhir = hasil.at(-1);
      if (akhir) akhir.posisi = Number(seg);
      pola.push("*");
      continue;
    }
    const induk = pola.filter((p) => p !== "*").join(".");
    const diKontak = DAFTAR_KONTAK.has(induk) && pola.at(-1) === "*";
    pola.push(seg);
    const kunci = pola.join(".");
    hasil.push(
      diKontak
        ? { label: LABEL_KONTAK[seg] ?? seg, urutan: URUTAN_KONTAK.get(seg) ?? Number.MAX_SAFE_INTEGER }
        : { label: LABEL[kunci] ?? seg, urutan: URUTAN.get(kunci) ?? Number.MAX_SAFE_INTEGER },
    );
  }
  return hasil;
}

/** "identifikasi.kontak.1.email" → "Identifikasi › Kontak 2 › E-mail"; unknown segments show as written. */
export function labelJalur(jalur: string): string {
  return segmen(jalur)
    .map((s) => (s.posisi === undefined ? s.label : `${s.label} ${s.posisi + 1}`))
    .join(" › ");
}

/** Compare two paths in the order the record page shows the fields (then list position, then name). */
export function bandingkanUrutanJalur(a: string, b: string): number {
  const sa = segmen(a);
  const sb = segmen(b);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const x = sa[i]!;
    const y = sb[i]!;
    if (x.urutan !== y.urutan) return x.urutan - y.urutan;
    if (x.label !== y.label) return x.label < y.label ? -1 : 1;
    if ((x.posisi ?? -1) !== (y.posisi ?? -1)) return (x.posisi ?? -1) - (y.posisi ?? -1);
  }
  return sa.length - sb.length;
}
