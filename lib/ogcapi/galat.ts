import { env } from "@/lib/env";
import { CswError } from "@/lib/csw/exception";
import { isKueriDihentikan, pesanBatasWaktu } from "@/lib/http/db-errors";
import { ApiError } from "@/lib/http/errors";

/**
 * An OGC API request error, answered as RFC 7807 problem details: an HTTP status, an Indonesian message safe to
 * show, and the query parameter it concerns (400s always name one, as OGC API – Features /req/core/query-param-invalid asks).
 */
export class MasalahOgc extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
    this.name = "MasalahOgc";
  }
}

export const parameterSalah = (parameter: string, pesan: string) => new MasalahOgc(400, pesan, parameter);
export const tidakAda = (pesan: string) => new MasalahOgc(404, pesan);

/** Run a parser of one parameter: whatever it refuses (the CSW filter builders throw CswError) names that parameter. */
export function untukParameter<T>(parameter: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof CswError || (err instanceof ApiError && err.status === 400)) throw parameterSalah(parameter, err.message);
    throw err;
  }
}

const JUDUL: Record<number, string> = {
  400: "Parameter tidak valid",
  404: "Tidak ditemukan",
  405: "Metode tidak diizinkan",
  406: "Format tidak tersedia",
  413: "Permintaan terlalu besar",
  415: "Tipe konten tidak didukung",
  429: "Terlalu banyak permintaan",
  500: "Kesalahan internal",
  503: "Layanan tidak tersedia",
};

export type DetailMasalah = { type: string; title: string; status: number; detail: string; parameter?: string };

/**
 * Problem details for anything thrown while serving: unknown errors get a fixed message (their text may hold SQL),
 * a statement cut off by the public timeout a 503 saying so, the concurrency limit its own 429 with Retry-After.
 */
export function keMasalah(err: unknown): { isi: DetailMasalah; header: Record<string, string> } {
  const isi = (status: number, detail: string, parameter?: string): DetailMasalah => ({
    type: status === 400 ? "http://www.opengis.net/def/exceptions/ogcapi-features-1/1.0/invalid-parameter-value" : "about:blank",
    title: JUDUL[status] ?? "Kesalahan",
    status,
    detail,
    ...(parameter ? { parameter } : {}),
  });
  if (err instanceof MasalahOgc) return { isi: isi(err.status, err.message, err.parameter), header: {} };
  if (err instanceof ApiError && err.kode === "terlalu_banyak_permintaan") {
    return { isi: isi(429, err.message), header: err.cobaLagiDetik ? { "retry-after": String(err.cobaLagiDetik) } : {} };
  }
  if (err instanceof ApiError && err.status < 500) return { isi: isi(err.status, err.message), header: {} };
  if (isKueriDihentikan(err)) return { isi: isi(503, pesanBatasWaktu(env().DATABASE_PUBLIC_TIMEOUT_SECONDS)), header: {} };
  console.error("[ogcapi]", err);
  return { isi: isi(500, "Terjadi kesalahan internal pada layanan katalog. Silakan coba lagi nanti."), header: {} };
}
