import crypto from "node:crypto";
import { masalahKataSandi } from "./aturan-kata-sandi";

/** No look-alikes (0/O, 1/l/I), so a password read from a mail can be typed without guessing. */
const ABJAD = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";
const PANJANG = 16;

/**
 * A temporary password the app mails to a user (admin create/reset): 16 random characters, about 92 bits. It
 * must pass the same rules as a password a person chooses; the rare draw that does not (a run like `abc`
 * covering too much) is drawn again.
 */
export function buatKataSandiSementara(email: string): string {
  for (;;) {
    const batas = 256 - (256 % ABJAD.length);
    const hasil: string[] = [];
    while (hasil.length < PANJANG) {
      for (const b of crypto.randomBytes(PANJANG * 2)) if (b < batas && hasil.length < PANJANG) hasil.push(ABJAD[b % ABJAD.length]!);
    }
    const sandi = hasil.join("");
    if (masalahKataSandi(sandi, { email }) === null) return sandi;
  }
}
