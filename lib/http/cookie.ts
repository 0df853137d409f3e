import type { NextResponse } from "next/server";
import { env } from "@/lib/env";

/** The session cookie (spec 5: HTTP-only; CSRF protection rests on SameSite) and the pending-OTP cookie. */
export const COOKIE_SESI = "gk_sesi";
export const COOKIE_OTP = "gk_otp";
/** The e-mail of a failed sign-in, so the form keeps it (a cookie, not the URL: addresses stay out of logs). */
export const COOKIE_EMAIL_MASUK = "gk_email_masuk";
export const UMUR_EMAIL_MASUK_DETIK = 15 * 60;

function opsi(umurDetik: number, path = "/") {
  return { httpOnly: true, sameSite: "lax" as const, secure: env().NODE_ENV === "production", path, maxAge: umurDetik };
}

export function pasangCookie(res: NextResponse, nama: string, nilai: string, umurDetik: number): void {
  res.cookies.set(nama, nilai, opsi(umurDetik, nama === COOKIE_OTP ? "/api/auth" : "/"));
}

export function hapusCookie(res: NextResponse, nama: string): void {
  res.cookies.set(nama, "", opsi(0, nama === COOKIE_OTP ? "/api/auth" : "/"));
}
