import { NextResponse } from "next/server";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { ApiError } from "./errors";
import { isDatabaseUnavailable } from "./db-errors";

/** Render any thrown value as `{error}` with the right status; unexpected errors never leak their message. */
export function handleApiError(err: unknown): NextResponse {
  if (err instanceof ApiError) {
    const body = err.detail ? { error: err.message, detail: err.detail } : { error: err.message };
    return NextResponse.json(body, { status: err.status });
  }
  if (isDatabaseUnavailable(err)) {
    return NextResponse.json({ error: "Basis data sedang tidak dapat dihubungi. Silakan coba lagi nanti." }, { status: 503 });
  }
  catatGalat("[api] galat tak terduga", err);
  return NextResponse.json({ error: "Terjadi kesalahan pada server." }, { status: 500 });
}
