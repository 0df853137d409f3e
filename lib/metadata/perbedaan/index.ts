export { bandingkanDokumen, ratakanDokumen, type PerbedaanBidang } from "./bandingkan";
export { getPerbedaanSalinanOrThrow, type PerbedaanSalinan } from "./get-perbedaan-salinan";
export { labelJalur } from "./label";
