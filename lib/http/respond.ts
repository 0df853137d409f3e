import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { ApiError } from "./errors";
import { isDatabaseUnavailable, isKueriDihentikan, pesanBatasWaktu } from "./db-errors";

/** Render any thrown value as `{error}` with the right status; unexpected errors never leak their message. */
export function handleApiError(err: unknown): NextResponse {
  if (err instanceof ApiError) {
    const body = err.detail ? { error: err.message, detail: err.detail } : { error: err.message };
    const headers = err.cobaLagiDetik === undefined ? undefined : { "Retry-After": String(err.cobaLagiDetik) };
    return NextResponse.json(body, { status: err.status, headers });
  }
  if (isKueriDihentikan(err)) {
    // 503, not 504: nothing upstream timed out; the service refused to spend longer on this request.
    console.warn("[api] kueri publik dihentikan (batas waktu atau klien pergi)");
    return NextResponse.json({ error: pesanBatasWaktu(env().DATABASE_PUBLIC_TIMEOUT_SECONDS) }, { status: 503 });
  }
  if (isDatabaseUnavailable(err)) {
    return NextResponse.json({ error: "Basis data sedang tidak dapat dihubungi. Silakan coba lagi nanti." }, { status: 503 });
  }
  catatGalat("[api] galat tak terduga", err);
  return NextResponse.json({ error: "Terjadi kesalahan pada server." }, { status: 500 });
}
