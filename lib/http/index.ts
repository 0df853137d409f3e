export { ApiError, KODE_GALAT, permintaanTidakValid, tidakDitemukan, type KodeGalat, type DetailGalat } from "./errors";
export { handleApiError } from "./respond";
export { withPublic } from "./handler";
