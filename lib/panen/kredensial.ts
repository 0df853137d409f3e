import crypto from "node:crypto";
import { authSecret } from "@/lib/env";

/**
 * A source's HTTP basic password at rest: AES-256-GCM with a key derived from AUTH_SECRET by HKDF for this purpose
 * only (as lib/mail/rahasia.ts does for message bodies), bound to the source id so a value copied onto another
 * source does not open. A copy of the database holds no readable password.
 */
const AWALAN = "gkpanen1:";
const INFO_HKDF = "geokatalog sumber-panen kredensial v1";

const holder = globalThis as unknown as { __gkKunciPanen?: { rahasia: string; kunci: Buffer } };

function kunci(): Buffer {
  const rahasia = authSecret();
  if (holder.__gkKunciPanen?.rahasia !== rahasia) holder.__gkKunciPanen = { rahasia, kunci: Buffer.from(crypto.hkdfSync("sha256", rahasia, "", INFO_HKDF, 32)) };
  return holder.__gkKunciPanen.kunci;
}

export function sandikanKredensial(sandi: string, sumberId: string): string {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv("aes-256-gcm", kunci(), iv);
  c.setAAD(Buffer.from(sumberId, "utf8"));
  const isi = Buffer.concat([c.update(sandi, "utf8"), c.final()]);
  return AWALAN + Buffer.concat([iv, c.getAuthTag(), isi]).toString("base64url");
}

/** The plain password; throws when AUTH_SECRET changed since it was stored (the source must be saved again). */
export function bukaKredensial(nilai: string, sumberId: string): string {
  const b = Buffer.from(nilai.slice(AWALAN.length), "base64url");
  try {
    if (!nilai.startsWith(AWALAN) || b.length < 28) throw new Error();
    const d = crypto.createDecipheriv("aes-256-gcm", kunci(), b.subarray(0, 12));
    d.setAAD(Buffer.from(sumberId, "utf8"));
    d.setAuthTag(b.subarray(12, 28));
    return Buffer.concat([d.update(b.subarray(28)), d.final()]).toString("utf8");
  } catch {
    throw new Error("Kredensial sumber tidak dapat dibuka (AUTH_SECRET berubah sejak disimpan?); simpan ulang kata sandinya.");
  }
}

/** The Authorization header for a source with credentials, else nothing. */
export function kepalaOtorisasi(s: { id: string; kredensialPengguna: string | null; kredensialSandi: string | null }): Record<string, string> {
  if (!s.kredensialPengguna || !s.kredensialSandi) return {};
  const sandi = bukaKredensial(s.kredensialSandi, s.id);
  return { authorization: `Basic ${Buffer.from(`${s.kredensialPengguna}:${sandi}`, "utf8").toString("base64")}` };
}
