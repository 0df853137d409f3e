import crypto from "node:crypto";
import { authSecret } from "@/lib/env";

/**
 * Secret message bodies (OTP codes, konfirmasi links, temporary passwords) at rest in the outbox: AES-256-GCM
 * with a key derived from AUTH_SECRET by HKDF for this purpose only, so a copy of the database (a backup, a
 * replica, someone with read access) does not hold readable codes while a message waits for delivery. The
 * recipient and kind are bound as additional data: a body moved onto another row does not open.
 */
const AWALAN = "gkenc1:";
const INFO_HKDF = "geokatalog antrean-pesan isi-rahasia v1";

const holder = globalThis as unknown as { __gkKunciPesan?: { rahasia: string; kunci: Buffer } };

function kunci(): Buffer {
  const rahasia = authSecret();
  if (holder.__gkKunciPesan?.rahasia !== rahasia) {
    holder.__gkKunciPesan = { rahasia, kunci: Buffer.from(crypto.hkdfSync("sha256", rahasia, "", INFO_HKDF, 32)) };
  }
  return holder.__gkKunciPesan.kunci;
}

/** What a secret body is bound to. */
export type IkatanPesan = { saluran: string; tujuan: string; jenis: string };
const ikatan = (p: IkatanPesan) => Buffer.from(`${p.saluran}\n${p.tujuan}\n${p.jenis}`, "utf8");

export function sandikanIsi(isi: string, p: IkatanPesan): string {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv("aes-256-gcm", kunci(), iv);
  c.setAAD(ikatan(p));
  const sandi = Buffer.concat([c.update(isi, "utf8"), c.final()]);
  return AWALAN + Buffer.concat([iv, c.getAuthTag(), sandi]).toString("base64url");
}

/** Whether a stored body is in the encrypted form (bodies queued before encryption existed are not). */
export const isiTersandi = (nilai: string): boolean => nilai.startsWith(AWALAN);

export class IsiTidakTerbuka extends Error {
  constructor() {
    super("isi rahasia tidak dapat dibuka (AUTH_SECRET berubah sejak pesan diantrekan?)");
    this.name = "IsiTidakTerbuka";
  }
}

/** The plain body; a body stored before encryption existed is returned as it is. */
export function bukaIsi(nilai: string, p: IkatanPesan): string {
  if (!isiTersandi(nilai)) return nilai;
  const b = Buffer.from(nilai.slice(AWALAN.length), "base64url");
  if (b.length < 28) throw new IsiTidakTerbuka();
  try {
    const d = crypto.createDecipheriv("aes-256-gcm", kunci(), b.subarray(0, 12));
    d.setAAD(ikatan(p));
    d.setAuthTag(b.subarray(12, 28));
    return Buffer.concat([d.update(b.subarray(28)), d.final()]).toString("utf8");
  } catch {
    throw new IsiTidakTerbuka();
  }
}

/** The text to deliver of an outbox row: secret bodies decrypted, others as stored. */
export function isiPesan(b: IkatanPesan & { isi: string; rahasia: boolean }): string {
  return b.rahasia ? bukaIsi(b.isi, b) : b.isi;
}
