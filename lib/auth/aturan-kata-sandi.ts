import kataSandiUmum from "@/lib/data/kata-sandi-umum.json";
import kataUmumId from "@/lib/data/kata-umum-id.json";
import { ApiError } from "@/lib/http/errors";
import { z } from "@/lib/validation/zod";

/**
 * Rules for every new password (NIST SP 800-63B 3.1.1.2): length, no common password or dictionary word, no
 * context word (the product's name, the account's e-mail), not mostly repeats or sequences — and no composition
 * rule. Every place that sets a password uses them: profile change, admin create/reset (the generated temporary
 * password too), the ADMIN_PASSWORD bootstrap, and any future reset flow. Sign-in never applies them, so passwords
 * set under older rules keep working.
 */
export const PANJANG_MIN = 12;
/** Bounds the argon2 input; NIST asks for at least 64. */
export const PANJANG_MAKS = 200;

export const PESAN_KATA_SANDI = {
  pendek: `Kata sandi minimal ${PANJANG_MIN} karakter. Gabungan beberapa kata mudah diingat dan cukup panjang.`,
  panjang: `Kata sandi maksimal ${PANJANG_MAKS} karakter.`,
  produk: "Kata sandi tidak boleh memuat nama aplikasi (GeoKatalog).",
  email: "Kata sandi tidak boleh memuat alamat e-mail akun ini atau bagian sebelum tanda @.",
  umum: "Kata sandi ini terlalu umum: ada dalam daftar kata sandi dan kata yang paling sering dipakai (juga bila huruf besar/kecil diubah, angka atau simbol ditambahkan di awal/akhir, atau huruf diganti seperti 0 untuk o). Pakai gabungan beberapa kata yang tidak umum.",
  pola: "Kata sandi terlalu banyak berisi karakter berulang atau berurutan (seperti aaaa, 1234 atau abcabc).",
} as const;

const NAMA_PRODUK = "geokatalog";
/** A context word shorter than this (an e-mail like `ab@x.id`) would refuse too many unrelated passwords. */
const KATA_KONTEKS_MIN = 4;

let daftar: Set<string> | undefined;
const daftarUmum = () => (daftar ??= new Set<string>([...kataSandiUmum, ...kataUmumId]));

const normal = (s: string) => s.normalize("NFKC").toLowerCase();
const hurufSaja = (s: string) => s.replace(/[^\p{L}]/gu, "");

const LEET: Record<string, string> = { "@": "a", "4": "a", "3": "e", "0": "o", "$": "s", "5": "s", "7": "t", "+": "t", "!": "i" };

/** Common look-alike substitutions undone; `1` and `|` read as `i` or as `l`. */
function tanpaLeet(s: string, satu: "i" | "l"): string {
  return s.replace(/[@43105$7+!|]/g, (c) => (c === "1" || c === "|" ? satu : LEET[c]!));
}

/**
 * The forms a password is compared in: as typed (lower case), with the digits and symbols around it removed (a
 * leading `@`/`$` kept, it may stand for a letter), each also with substitutions undone and with the separators
 * inside removed. `P@ssw0rd-2026!` → `p@ssw0rd` → `password`.
 */
function bentuk(sandi: string): Set<string> {
  const s = normal(sandi);
  const inti = [s, s.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""), s.replace(/^[^\p{L}@$]+/u, "").replace(/[^\p{L}]+$/u, "")];
  const hasil = new Set<string>();
  for (const x of inti) {
    hasil.add(x);
    for (const satu of ["i", "l"] as const) {
      const t = tanpaLeet(x, satu);
      hasil.add(t);
      hasil.add(hurufSaja(t));
    }
    hasil.add(hurufSaja(x));
  }
  hasil.delete("");
  return hasil;
}

/** The letters of an e-mail's local part (`budi.santoso88` → `budisantoso`). */
function kataEmail(email: string): string[] {
  const e = normal(email.trim());
  const lokal = hurufSaja(e.split("@")[0] ?? "");
  return lokal.length >= KATA_KONTEKS_MIN ? [lokal, e] : [e];
}

/** +1 or −1 when `b` follows `a` in code points (`ab`, `ba`), digits wrapping (`90`, `09`); else 0. */
function arah(a: number, b: number): 1 | -1 | 0 {
  const digit = (c: number) => c >= 48 && c <= 57;
  const d = digit(a) && digit(b) ? (b - a + 10) % 10 : b - a;
  return d === 1 ? 1 : d === -1 || (digit(a) && digit(b) && d === 9) ? -1 : 0;
}

/**
 * How many characters lie outside trivial runs: 3+ of one character (`aaa`), 3+ consecutive characters in one
 * direction (`abc`, `4321`, `7890`), or a unit of 2–4 characters repeating the one before it (`1212`, `abcabc`).
 */
function karakterBermakna(sandi: string): number {
  const c = [...normal(sandi)];
  const kode = c.map((x) => x.codePointAt(0)!);
  const n = c.length;
  const tertutup = new Array<boolean>(n).fill(false);
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && kode[j] === kode[i]) j++;
    if (j - i >= 3) tertutup.fill(true, i, j);
    i = j;
  }
  for (let i = 0; i < n - 1; ) {
    const d = arah(kode[i]!, kode[i + 1]!);
    if (d === 0) {
      i++;
      continue;
    }
    let k = i + 1;
    while (k + 1 < n && arah(kode[k]!, kode[k + 1]!) === d) k++;
    if (k - i >= 2) tertutup.fill(true, i, k + 1);
    i = k;
  }
  for (let unit = 2; unit <= 4; unit++) {
    for (let i = unit; i + unit <= n; i++) {
      if (c.slice(i, i + unit).join("") === c.slice(i - unit, i).join("")) tertutup.fill(true, i - unit, i + unit);
    }
  }
  return tertutup.filter((t) => !t).length;
}

/**
 * The first rule a new password breaks, as the Indonesian message for the user, or null when it may be used.
 * `email` (the account's address) adds the e-mail rule; without it the other rules still apply.
 */
export function masalahKataSandi(sandi: string, konteks: { email?: string } = {}): string | null {
  const panjang = [...sandi].length;
  if (panjang < PANJANG_MIN) return PESAN_KATA_SANDI.pendek;
  if (panjang > PANJANG_MAKS) return PESAN_KATA_SANDI.panjang;
  const bentuknya = [...bentuk(sandi)];
  if (bentuknya.some((b) => b.includes(NAMA_PRODUK))) return PESAN_KATA_SANDI.produk;
  if (konteks.email) {
    const kata = kataEmail(konteks.email);
    if (bentuknya.some((b) => kata.some((k) => b.includes(k)))) return PESAN_KATA_SANDI.email;
  }
  const umum = daftarUmum();
  if (bentuknya.some((b) => umum.has(b))) return PESAN_KATA_SANDI.umum;
  if (karakterBermakna(sandi) < Math.max(4, Math.ceil(panjang / 3))) return PESAN_KATA_SANDI.pola;
  return null;
}

const KETERANGAN = `${PANJANG_MIN}–${PANJANG_MAKS} karakter; bukan kata sandi umum, nama aplikasi, atau alamat e-mail akun.`;

/**
 * A new password field whose service applies the rules with the account (`assertKataSandiBaru`), so the 400's
 * `error` itself names the rule broken; only a size bound here.
 */
export const KataSandiBaruTeks = z.string().max(PANJANG_MAKS * 4, PESAN_KATA_SANDI.panjang).meta({ description: KETERANGAN });

/** A new password where no service follows (configuration): every rule that needs no account. */
export const KataSandiBaru = z
  .string()
  .max(PANJANG_MAKS * 4, { message: PESAN_KATA_SANDI.panjang, abort: true })
  .superRefine((s, c) => {
    const pesan = masalahKataSandi(s);
    if (pesan) c.addIssue({ code: "custom", message: pesan });
  })
  .meta({ description: KETERANGAN });

/** Throw the 400 `{error, detail}` of a password that breaks a rule for this account. */
export function assertKataSandiBaru(sandi: string, konteks: { email: string }, path = "kataSandiBaru"): void {
  const pesan = masalahKataSandi(sandi, konteks);
  if (pesan) throw new ApiError("permintaan_tidak_valid", pesan, [{ path, pesan }]);
}
