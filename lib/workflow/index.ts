export { jalankanTransisi, TransisiInput, type HasilTransisi } from "./jalankan-transisi";
export { TRANSISI, type AksiTransisi } from "./transisi";
export { konfirmasiSetujui, GalatKonfirmasi } from "./konfirmasi";
