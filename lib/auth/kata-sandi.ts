import { hash, verify, type Algorithm } from "@node-rs/argon2";

// Algorithm is a const enum (unusable under isolatedModules); 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP minimum). */
export function hashKataSandi(kataSandi: string): Promise<string> {
  return hash(kataSandi, { algorithm: ARGON2ID });
}

let hashSemu: Promise<string> | undefined;

/**
 * Check a password against a stored hash. Without a user (`hashTersimpan` undefined) a dummy hash is verified
 * anyway, so an unknown e-mail costs the same time as a wrong password and does not reveal the account.
 */
export async function cocokKataSandi(hashTersimpan: string | undefined, kataSandi: string): Promise<boolean> {
  hashSemu ??= hashKataSandi("kata-sandi-semu-untuk-waktu-yang-sama");
  const target = hashTersimpan ?? (await hashSemu);
  try {
    const cocok = await verify(target, kataSandi);
    return hashTersimpan !== undefined && cocok;
  } catch {
    return false;
  }
}
