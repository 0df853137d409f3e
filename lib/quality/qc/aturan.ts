import wilayah from "@/lib/data/wilayah.json";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { tanggalWibDari } from "@/lib/waktu/wib";

/**
 * One automatic QC check against the national metadata profile (SNI 8843-1:2019). `cek` returns null when the
 * record passes, otherwise the reason in plain Indonesian. `hariIni` is the day of the check in WIB (YYYY-MM-DD).
 * `wajib` checks decide `sesuai`; the others count in passed/total only.
 */
export type AturanQc = {
  kode: string;
  label: string;
  wajib: boolean;
  cek: (d: DokumenMetadata, hariIni: string) => string | null;
};

/** Indonesia's extent (lib/data/wilayah.json) widened by 2° for territorial sea and EEZ datasets. */
const MARGIN_DERAJAT = 2;
const NASIONAL = wilayah.nasional.bbox;
export const KOTAK_INDONESIA = {
  barat: NASIONAL.barat - MARGIN_DERAJAT,
  timur: NASIONAL.timur + MARGIN_DERAJAT,
  selatan: NASIONAL.selatan - MARGIN_DERAJAT,
  utara: NASIONAL.utara + MARGIN_DERAJAT,
};

const PANJANG_ABSTRAK_MIN = 100;
const PANJANG_JUDUL_MIN = 10;
const KATA_KUNCI_MIN = 3;
const JENIS_TANGGAL_SITASI = new Set(["creation", "publication", "revision"]);
/** Dates that may lie in the future by nature. */
const JENIS_TANGGAL_MASA_DEPAN = new Set(["expiry", "nextUpdate"]);

type Kotak = DokumenMetadata["cakupan"]["bbox"];
const dalamIndonesia = (b: Kotak) =>
  b.barat >= KOTAK_INDONESIA.barat && b.timur <= KOTAK_INDONESIA.timur && b.selatan >= KOTAK_INDONESIA.selatan && b.utara <= KOTAK_INDONESIA.utara;

const adaEmail = (kontak: readonly { email?: string }[]) => kontak.some((k) => !!k.email);
const jumlahKataKunci = (d: DokumenMetadata) => d.identifikasi.kataKunci.reduce((n, k) => n + k.kata.length, 0);

/**
 * The QC checklist, in the order shown to the checker and printed on the PDF. To add a check, add a row: the
 * `kode` is stored in signed documents, so never rename or reuse one.
 */
export const ATURAN_QC: readonly AturanQc[] = [
  {
    kode: "pengenal",
    label: "Pengenal metadata (fileIdentifier) terisi",
    wajib: true,
    cek: (d) => (d.metadataInfo.pengenal ? null : "Pengenal metadata belum terisi."),
  },
  {
    kode: "judul",
    label: `Judul jelas (minimal ${PANJANG_JUDUL_MIN} karakter)`,
    wajib: true,
    cek: (d) => (d.identifikasi.judul.trim().length >= PANJANG_JUDUL_MIN ? null : `Judul hanya ${d.identifikasi.judul.trim().length} karakter.`),
  },
  {
    kode: "abstrak",
    label: `Abstrak informatif (minimal ${PANJANG_ABSTRAK_MIN} karakter, bukan salinan judul)`,
    wajib: true,
    cek: (d) => {
      const a = d.identifikasi.abstrak.trim();
      if (a.toLowerCase() === d.identifikasi.judul.trim().toLowerCase()) return "Abstrak sama dengan judul.";
      return a.length >= PANJANG_ABSTRAK_MIN ? null : `Abstrak hanya ${a.length} karakter.`;
    },
  },
  {
    kode: "tanggal_sitasi",
    label: "Tanggal pembuatan, publikasi atau revisi tercantum",
    wajib: true,
    cek: (d) => (d.identifikasi.tanggal.some((t) => JENIS_TANGGAL_SITASI.has(t.jenis)) ? null : "Tidak ada tanggal pembuatan, publikasi atau revisi."),
  },
  {
    kode: "tanggal_wajar",
    label: "Tanggal pembuatan, publikasi dan revisi tidak di masa depan",
    wajib: true,
    cek: (d, hariIni) => {
      const salah = d.identifikasi.tanggal.filter((t) => !JENIS_TANGGAL_MASA_DEPAN.has(t.jenis) && tanggalWibDari(t.tanggal) > hariIni);
      return salah.length ? `Tanggal di masa depan: ${salah.map((t) => `${t.jenis} ${t.tanggal}`).join(", ")}.` : null;
    },
  },
  {
    kode: "kontak_sumber",
    label: "Kontak sumber daya dengan peran dan alamat e-mail",
    wajib: true,
    cek: (d) => (adaEmail(d.identifikasi.kontak) ? null : "Tidak ada kontak sumber daya yang memiliki alamat e-mail."),
  },
  {
    kode: "kontak_metadata",
    label: "Kontak metadata dengan peran dan alamat e-mail",
    wajib: true,
    cek: (d) => (adaEmail(d.metadataInfo.kontak) ? null : "Tidak ada kontak metadata yang memiliki alamat e-mail."),
  },
  {
    kode: "topik_kategori",
    label: "Kategori topik ISO 19115 dipilih",
    wajib: true,
    cek: (d) => (d.identifikasi.topikKategori.length ? null : "Kategori topik belum dipilih."),
  },
  {
    kode: "kata_kunci",
    label: `Kata kunci (minimal ${KATA_KUNCI_MIN})`,
    wajib: true,
    cek: (d) => (jumlahKataKunci(d) >= KATA_KUNCI_MIN ? null : `Hanya ${jumlahKataKunci(d)} kata kunci.`),
  },
  {
    kode: "bbox_valid",
    label: "Batas geografis (bbox) valid dan memiliki luas",
    wajib: true,
    cek: ({ cakupan: { bbox: b } }) => {
      if (![b.barat, b.timur, b.selatan, b.utara].every(Number.isFinite)) return "Koordinat batas bukan angka.";
      if (b.barat >= b.timur || b.selatan >= b.utara) return "Batas barat harus lebih kecil dari timur dan selatan lebih kecil dari utara.";
      return null;
    },
  },
  {
    kode: "bbox_indonesia",
    label: "Batas geografis berada di wilayah Indonesia",
    wajib: true,
    cek: ({ cakupan: { bbox: b } }) => {
      // Swapped latitude/longitude cannot reach here: Indonesia's longitudes (> 94°) are not valid latitudes.
      if (dalamIndonesia(b)) return null;
      return `Kotak (${b.barat}, ${b.selatan}, ${b.timur}, ${b.utara}) berada di luar wilayah Indonesia.`;
    },
  },
  {
    kode: "sistem_referensi",
    label: "Sistem referensi koordinat (EPSG) tercantum",
    wajib: true,
    cek: (d) => (d.sistemReferensi?.kode ? null : "Sistem referensi belum diisi."),
  },
  {
    kode: "distribusi_tautan",
    label: "Tautan distribusi dengan protokol",
    wajib: true,
    cek: (d) => (d.distribusi.sumberDaring.some((s) => s.url && s.protokol) ? null : "Belum ada tautan distribusi daring dengan protokol."),
  },
  {
    kode: "silsilah",
    label: "Silsilah (lineage) data dijelaskan",
    wajib: true,
    cek: (d) => {
      const s = d.kualitasData?.silsilah;
      return s?.pernyataan || s?.langkahProses.length ? null : "Pernyataan silsilah atau langkah proses belum diisi.";
    },
  },
  {
    kode: "format_distribusi",
    label: "Format distribusi tercantum",
    wajib: false,
    cek: (d) => (d.distribusi.format.length ? null : "Format distribusi belum diisi."),
  },
  {
    kode: "tautan_https",
    label: "Tautan distribusi memakai HTTPS",
    wajib: false,
    cek: (d) => {
      const http = d.distribusi.sumberDaring.filter((s) => s.url.startsWith("http://"));
      return http.length ? `${http.length} tautan masih memakai http://.` : null;
    },
  },
  {
    kode: "batasan_penggunaan",
    label: "Lisensi atau batasan penggunaan dinyatakan",
    wajib: false,
    cek: (d) => (d.identifikasi.batasan.lisensi || d.identifikasi.batasan.penggunaan.length ? null : "Lisensi dan batasan penggunaan belum diisi."),
  },
  {
    kode: "resolusi",
    label: "Skala atau resolusi spasial tercantum",
    wajib: false,
    cek: (d) => (d.identifikasi.resolusi?.skala || d.identifikasi.resolusi?.jarak ? null : "Skala atau resolusi belum diisi."),
  },
  {
    kode: "cakupan_temporal",
    label: "Cakupan waktu data tercantum",
    wajib: false,
    cek: (d) => (d.cakupan.temporal?.mulai || d.cakupan.temporal?.selesai ? null : "Cakupan waktu belum diisi."),
  },
  {
    kode: "laporan_kualitas",
    label: "Laporan kualitas data (ISO 19157) tercantum",
    wajib: false,
    cek: (d) => (d.kualitasData?.laporan.length ? null : "Belum ada laporan kualitas data."),
  },
];
