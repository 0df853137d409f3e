export { daftarSumber, ambilSumber, buatSumber, ubahSumber, hapusSumber, type SumberDto } from "./sumber";
export { mulaiJalan, ambilJalan, daftarJalan, batalkanJalan, laporanJalan, laporanCsv, antrekanJalan, type LaporanJalan } from "./jalan";
export { tesKoneksi, type HasilTesKoneksi } from "./tes-koneksi";
export { lepasRekaman, assertBukanPanen } from "./lepas";
export { jalankanJalan, OPSI_MESIN_BAWAAN, type OpsiMesin } from "./mesin";
export { klaimJalan, perpanjangSewa, lepasSewa } from "./sewa";
export { detakPenjadwal } from "./penjadwal";
export { statusPanen as ringkasanPanen } from "./status";
export * from "./skema";
