export { mintaResetSandi, LupaSandiInput, PESAN_LUPA_TERKIRIM, JALUR_ATUR_ULANG } from "./minta-reset";
export { aturUlangSandi, AturUlangSandiInput, PESAN_TAUTAN_TIDAK_BERLAKU } from "./atur-ulang";
export { pemilikTokenReset, POLA_TOKEN_RESET, UMUR_TOKEN_RESET_MENIT } from "./token";
