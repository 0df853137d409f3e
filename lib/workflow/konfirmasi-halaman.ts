import { ApiError } from "@/lib/http/errors";
import { urlPublik } from "@/lib/http/url-publik";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { GalatKonfirmasi } from "./konfirmasi";

/**
 * Where the konfirmasi link lands: the result page, or sign-in first (then back to the same link). `url` is the
 * request's URL, used only for its path and query: the origin is PUBLIC_BASE_URL's, never the request's Host.
 */
export function halamanHasilKonfirmasi(url: URL, hasil: { hasil: "berhasil"; id: string } | unknown): URL {
  const tujuan = urlPublik("/walidata/konfirmasi");
  if (typeof hasil === "object" && hasil !== null && "hasil" in hasil && "id" in hasil) {
    tujuan.searchParams.set("hasil", "berhasil");
    tujuan.searchParams.set("id", String(hasil.id));
    return tujuan;
  }
  tujuan.searchParams.set("hasil", "galat");
  if (hasil instanceof GalatKonfirmasi) tujuan.searchParams.set("alasan", hasil.alasan);
  else if (hasil instanceof ApiError && hasil.kode === "terlalu_banyak_permintaan") tujuan.searchParams.set("alasan", "batas");
  else if (hasil instanceof ApiError && hasil.kode === "tidak_terautentikasi") {
    const masuk = urlPublik("/masuk");
    masuk.searchParams.set("lanjut", url.pathname + url.search);
    return masuk;
  } else if (hasil instanceof ApiError && hasil.kode === "dilarang") tujuan.searchParams.set("alasan", "peran");
  else {
    if (!(hasil instanceof ApiError)) catatGalat("[konfirmasi] galat tak terduga", hasil);
    tujuan.searchParams.set("alasan", "server");
  }
  return tujuan;
}
