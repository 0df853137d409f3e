import { MulaiJalanInput, SumberInput, TesKoneksiInput, UbahSumberInput } from "@/lib/panen/skema";
import type { Operasi } from "./jenis";

const DESKRIPSI_SUMBER =
  "Sumber panen (issue 20): `jenis` csw-geonetwork | csw-pycsw | csw-geoserver | csw-esri | csw-geokatalog | waf; `batasan` {cql?, kataKunci?, bbox? [barat, selatan, timur, utara]}; " +
  "`skemaKeluaran` gmd | 19115-3 (sumber csw-esri selalu diminta csw:Record Dublin Core, satu-satunya bentuk jawaban GetRecords Esri Geoportal); `jadwal` {jenis: manual} | {jenis: jam, setiap: N} | {jenis: harian, pukul: \"HH:MM\"} (WIB); `modeTerbit` DRAFT | PUBLISHED; " +
  "`kebijakanHilang` pensiun (ke PRIVATE dengan catatan) | hapus; `kredensial` {pengguna, sandi} (HTTP basic, disimpan terenkripsi, tidak pernah dikembalikan: jawaban hanya memuat `kredensial: {pengguna}` atau null).";

const DESKRIPSI_JALAN =
  "Jalan panen: `keadaan` antri | berjalan | selesai | gagal | dibatalkan; hitungan dilihat, baru, diperbarui, tidakBerubah, ditolak, dipensiunkan; `posisi` (startPosition berikutnya atau berkas selesai + 1), " +
  "`total` (rekaman/berkas menurut sumber), `halaman`, `halamanGagal`, `laju` (rekaman/detik), `sisaDetik`, `pemegang` dan `sewaSampai` (instans yang menjalankan dan sewanya).";

/** The same operations under /api/admin (every organisation) and /api/walidata (the own organisation). */
function operasiPanen(akar: "admin" | "walidata"): Operasi[] {
  const tag = akar === "admin" ? "Admin" : "Walidata";
  const lingkup = akar === "admin" ? "semua organisasi" : "organisasi sendiri";
  const p = `/api/${akar}/panen`;
  const tidakAda = { 404: { deskripsi: "Tidak ditemukan atau di luar lingkup" } };
  return [
    {
      metode: "get", path: `${p}/sumber`, tag, akses: "sesi", ringkasan: `Daftar sumber panen (${lingkup}) dengan jalan terakhir, jadwal berikutnya dan kesehatan`, deskripsi: DESKRIPSI_SUMBER,
      ...(akar === "admin" ? { kueri: [{ nama: "organisasiId", deskripsi: "Hanya sumber organisasi ini" }] } : {}), respons: { 200: { deskripsi: "Daftar sumber", json: "larik" } },
    },
    { metode: "post", path: `${p}/sumber`, tag, akses: "sesi", ringkasan: "Buat sumber panen", deskripsi: DESKRIPSI_SUMBER, body: { json: SumberInput }, respons: { 201: { deskripsi: "Dibuat", json: "objek" }, 403: { deskripsi: "Organisasi tujuan di luar lingkup" } } },
    { metode: "get", path: `${p}/sumber/{id}`, tag, akses: "sesi", ringkasan: "Satu sumber panen", respons: { 200: { deskripsi: "Sumber", json: "objek" }, ...tidakAda } },
    { metode: "patch", path: `${p}/sumber/{id}`, tag, akses: "sesi", ringkasan: "Ubah sumber panen (`kredensial: null` menghapus kredensial)", deskripsi: "Mengubah URL, jenis, batasan, skema atau organisasi membuat jalan berikutnya penuh.", body: { json: UbahSumberInput }, respons: { 200: { deskripsi: "Diubah", json: "objek" }, ...tidakAda } },
    { metode: "delete", path: `${p}/sumber/{id}`, tag, akses: "sesi", ringkasan: "Hapus sumber dan riwayat jalannya (rekamannya tetap)", respons: { 204: { deskripsi: "Dihapus" }, 409: { deskripsi: "Sedang ada jalan aktif" }, ...tidakAda } },
    { metode: "get", path: `${p}/sumber/{id}/jalan`, tag, akses: "sesi", ringkasan: "Riwayat jalan sumber (90 hari), terbaru dahulu", deskripsi: DESKRIPSI_JALAN, respons: { 200: { deskripsi: "Daftar jalan", json: "larik" }, ...tidakAda } },
    {
      metode: "post", path: `${p}/sumber/{id}/jalan`, tag, akses: "sesi", ringkasan: "Jalankan sekarang (diantrekan; `penuh: true` memaksa jalan penuh)",
      deskripsi: "Tanpa `penuh`, jalan inkremental (rekaman yang berubah sejak jalan sukses terakhir) bila jenis sumber mendukung dan jalan penuh terakhir belum seminggu.",
      body: { json: MulaiJalanInput }, respons: { 202: { deskripsi: "Jalan diantrekan", json: "objek" }, 409: { deskripsi: "Sudah ada jalan antre atau berjalan" }, ...tidakAda },
    },
    { metode: "get", path: `${p}/jalan/{id}`, tag, akses: "sesi", ringkasan: "Keadaan dan kemajuan satu jalan (untuk bilah kemajuan)", deskripsi: DESKRIPSI_JALAN, respons: { 200: { deskripsi: "Jalan", json: "objek" }, ...tidakAda } },
    { metode: "post", path: `${p}/jalan/{id}/batal`, tag, akses: "sesi", ringkasan: "Batalkan jalan (yang berjalan berhenti dalam beberapa detik; halaman tersimpan tetap)", respons: { 200: { deskripsi: "Jalan", json: "objek" }, 409: { deskripsi: "Jalan sudah berakhir" }, ...tidakAda } },
    {
      metode: "get", path: `${p}/jalan/{id}/laporan`, tag, akses: "sesi", ringkasan: "Laporan jalan: hitungan dan setiap rekaman ditolak (dengan alasan), dipensiunkan/dihapus, halaman gagal",
      kueri: [{ nama: "format", deskripsi: "json (bawaan) atau csv", pilihan: ["json", "csv"] }],
      respons: { 200: { deskripsi: "`{jalan, butir: [{jenis, pengenal, metadataId, alasan[], waktu}]}`, atau CSV", json: "objek", media: "text/csv" }, ...tidakAda },
    },
    {
      metode: "post", path: `${p}/tes-koneksi`, tag, akses: "sesi", ringkasan: "Tes koneksi: GetCapabilities + kueri hits (CSW) atau daftar berkas .xml (WAF)",
      deskripsi: "Dari formulir (jenis, url, batasan, skemaKeluaran, kredensial) atau sumber tersimpan (`sumberId`). Jawaban `{ok: true, jenis: csw, judul, jumlahRekaman, skemaKeluaran[], skemaDidukung, kendala}`, `{ok: true, jenis: waf, jumlahBerkas, contoh[]}` atau `{ok: false, galat}`.",
      body: { json: TesKoneksiInput }, respons: { 200: { deskripsi: "Hasil tes", json: "objek" } },
    },
    { metode: "post", path: `${p}/rekaman/{id}/lepas`, tag, akses: "sesi", ringkasan: "Lepaskan rekaman panen: dapat diubah di editor dan tidak pernah ditimpa panen berikutnya", respons: { 200: { deskripsi: "`{id, dilepas: true}`", json: "objek" }, 409: { deskripsi: "Sudah dilepas" }, ...tidakAda } },
  ];
}

export const OPERASI_PANEN: Operasi[] = [...operasiPanen("admin"), ...operasiPanen("walidata")];
