import crypto from "node:crypto";
import { authSecret } from "@/lib/env";

/** Spec 4.1: exactly 43 base64url characters (32 bytes). Checked before any lookup. */
export const POLA_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const formatTokenSah = (token: string): boolean => POLA_TOKEN.test(token);

let kunciTerakhir: { rahasia: string; kunci: Buffer } | undefined;

/**
 * Separate key for tokens, derived from AUTH_SECRET (HKDF), so no session key ever doubles as a token key. Kept for
 * the secret it came from: the seed derives hundreds of thousands of tokens.
 */
function kunciToken(): Buffer {
  const rahasia = authSecret();
  if (kunciTerakhir?.rahasia !== rahasia) {
    kunciTerakhir = { rahasia, kunci: Buffer.from(crypto.hkdfSync("sha256", rahasia, "geokatalog", "token-verifikasi-dokumen-kualitas", 32)) };
  }
  return kunciTerakhir.kunci;
}

/**
 * The signature token of a document: HMAC-SHA256(key, id ‖ signedAt), 32 bytes in base64url (43 characters).
 * Unguessable without the server's key, and derivable again, so the API can show it (spec 2.3) while the
 * database keeps only its hash (docs/decisions.md, "Quality documents").
 */
export function turunkanToken(dokumenId: string, signedAt: Date): string {
  return crypto.createHmac("sha256", kunciToken()).update(`${dokumenId}\u0000${signedAt.toISOString()}`).digest("base64url");
}

/** What the database stores and looks tokens up by. */
export const hashToken = (token: string): string => crypto.createHash("sha256").update(token, "utf8").digest("hex");
