import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { pengguna, tokenResetSandi } from "@/lib/db/schema";

/** A reset link works for 30 minutes (issue 17), and only once. */
export const UMUR_TOKEN_RESET_MENIT = 30;

/** 32 random bytes as base64url: the same 43-character shape as the verify tokens. */
export const POLA_TOKEN_RESET = /^[A-Za-z0-9_-]{43}$/;

export const hashTokenReset = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A fresh token for a user; only its hash is stored. Older unused links of the user stop working. */
export async function buatTokenReset(db: DbOrTx, penggunaId: string, sekarang = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.update(tokenResetSandi).set({ dipakaiAt: sekarang }).where(and(eq(tokenResetSandi.penggunaId, penggunaId), isNull(tokenResetSandi.dipakaiAt)));
  await db.insert(tokenResetSandi).values({
    penggunaId,
    tokenHash: hashTokenReset(token),
    // Both from the one clock reading: the database's now() is another clock, and the link's lifetime is exact.
    dibuatAt: sekarang,
    kedaluwarsaAt: new Date(sekarang.getTime() + UMUR_TOKEN_RESET_MENIT * 60_000),
  });
  return token;
}

export type PemilikToken = { tokenId: string; penggunaId: string; email: string; namaLengkap: string; peran: (typeof pengguna.$inferSelect)["peran"]; organisasiId: string };

/**
 * The active account behind a token that is well-formed, unused and unexpired, or null. Reading does not use
 * the link up: mail scanners open links, so only the form's POST does.
 */
export async function pemilikTokenReset(db: DbOrTx, token: string | undefined): Promise<PemilikToken | null> {
  if (!token || !POLA_TOKEN_RESET.test(token)) return null;
  const [b] = await db
    .select({ tokenId: tokenResetSandi.id, penggunaId: pengguna.id, email: pengguna.email, namaLengkap: pengguna.namaLengkap, peran: pengguna.peran, organisasiId: pengguna.organisasiId })
    .from(tokenResetSandi)
    .innerJoin(pengguna, eq(pengguna.id, tokenResetSandi.penggunaId))
    .where(and(eq(tokenResetSandi.tokenHash, hashTokenReset(token)), isNull(tokenResetSandi.dipakaiAt), gt(tokenResetSandi.kedaluwarsaAt, new Date()), eq(pengguna.aktif, true)))
    .limit(1);
  return b ?? null;
}
