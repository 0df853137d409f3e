import crypto from "node:crypto";
import { authSecret } from "@/lib/env";

export const OTP_UMUR_DETIK = 5 * 60;
export const OTP_SALAH_MAKS = 5;

/** HMAC of the code bound to its pending login: a database reader cannot turn stored hashes into codes. */
export function hashOtp(loginTertundaId: string, kode: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`${loginTertundaId}:${kode}`).digest("hex");
}

export function otpSama(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
