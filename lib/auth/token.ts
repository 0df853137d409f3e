import { decode, encode } from "next-auth/jwt";
import { authSecret } from "@/lib/env";

/**
 * next-auth (v4) supplies the cookie token machinery: an encrypted JWT (JWE, A256GCM, key derived from
 * AUTH_SECRET by HKDF with a per-purpose salt). It carries only ids; everything else is read from the
 * database on each request, which is what makes sessions revocable.
 */
export type TujuanToken = "sesi" | "otp";

const SALT: Record<TujuanToken, string> = { sesi: "geokatalog.sesi", otp: "geokatalog.otp" };

export function tandaiToken(tujuan: TujuanToken, id: string, umurDetik: number): Promise<string> {
  return encode({ token: { sid: id }, secret: authSecret(), salt: SALT[tujuan], maxAge: umurDetik });
}

/** The id inside a token of this purpose, or null when the token is missing, forged, of another purpose or expired. */
export async function bacaToken(tujuan: TujuanToken, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 4096) return null;
  try {
    const isi = await decode({ token, secret: authSecret(), salt: SALT[tujuan] });
    return typeof isi?.sid === "string" ? isi.sid : null;
  } catch {
    return null;
  }
}
