import crypto from "node:crypto";
import { assertBatas } from "@/lib/ratelimit";

/** Per-account limiter key: a hash, so Redis never holds the address itself. */
export const kunciAkun = (email: string) => crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);

/**
 * Count one password guess against the sign-in's limits, per client IP and per account (`loginIp`, `loginAkun`).
 * Every endpoint that checks a password shares these counters, so a guesser gets the sign-in's budget once, not
 * once per endpoint; `pesan` lets an endpoint word the 429 for its own form.
 */
export async function assertBatasTebakan(p: { ip: string; email: string; pesan?: { ip: string; akun: string } }): Promise<void> {
  await assertBatas("loginIp", p.ip, p.pesan?.ip);
  await assertBatas("loginAkun", kunciAkun(p.email), p.pesan?.akun);
}
