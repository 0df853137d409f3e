export { bacaIdentitas, keIdentitas, urlGambar } from "./baca";
export { IDENTITAS_BAWAAN } from "./bawaan";
export { bacaGambar, bacaGambarUnggahan, hapusGambar, jenisGambarOrThrow, unggahGambar } from "./gambar";
export { HALAMAN_IDENTITAS, ISIAN_IDENTITAS, JENIS_GAMBAR, LABEL_IDENTITAS, type JenisGambar, type KunciHalaman } from "./label";
export { BATAS_GAMBAR, periksaGambar } from "./periksa-gambar";
export { IdentitasInput, type Identitas } from "./skema";
export { getIdentitasAdmin, ubahIdentitas } from "./ubah";
