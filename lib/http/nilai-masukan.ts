import { permintaanTidakValid, type DetailGalat } from "./errors";

/**
 * Deepest nesting accepted in a request body. The deepest real document (a keyword's thesaurus date) is 7 levels;
 * the limit keeps hostile bodies away from recursive code (merge patch, zod, jsonb) whose stack they would exhaust.
 */
export const KEDALAMAN_MAKS = 32;

// C0 controls other than tab, LF and CR: Postgres refuses NUL in text and jsonb, XML 1.0 (every export) cannot
// carry any of them, and no form or editor produces them.
const KENDALI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
// A surrogate without its pair: not a character; Postgres' jsonb refuses the escape, XML cannot carry it.
const SURROGATE_TUNGGAL = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const PESAN_KENDALI = "Teks berisi karakter kendali (mis. NUL) yang tidak diizinkan.";
const PESAN_SURROGATE = "Teks berisi karakter Unicode yang tidak utuh (surrogate tanpa pasangan).";

/** Why a string cannot be stored or exported, or null when it can. */
export function masalahTeks(teks: string): string | null {
  if (KENDALI.test(teks)) return PESAN_KENDALI;
  if (SURROGATE_TUNGGAL.test(teks)) return PESAN_SURROGATE;
  return null;
}

/**
 * Text from outside (a file or zip entry name) made safe to store and show: control characters and lone
 * surrogates become U+FFFD, and the cut at `maks` never splits a surrogate pair (half a pair would be one).
 */
export function teksTersimpan(teks: string, maks: number): string {
  const bersih = teks.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "\ufffd").replace(new RegExp(SURROGATE_TUNGGAL.source, "g"), "\ufffd");
  const potong = bersih.slice(0, maks);
  return /[\ud800-\udbff]$/.test(potong) ? potong.slice(0, -1) : potong;
}

/**
 * Check parsed input (a JSON body, form fields) before any schema or service sees it: at most KEDALAMAN_MAKS
 * levels, and no string (value or key) with control characters or lone surrogates. Iterative, so the check itself
 * cannot overflow the stack. A 400 naming the first offending field.
 */
export function periksaNilaiMasukan(data: unknown): void {
  const tumpukan: { nilai: unknown; jalur: string; tingkat: number }[] = [{ nilai: data, jalur: "", tingkat: 0 }];
  while (tumpukan.length > 0) {
    const { nilai, jalur, tingkat } = tumpukan.pop()!;
    if (typeof nilai === "string") {
      const masalah = masalahTeks(nilai);
      if (masalah) throw tolak(jalur, masalah);
      continue;
    }
    if (typeof nilai !== "object" || nilai === null) continue;
    if (tingkat >= KEDALAMAN_MAKS) {
      throw permintaanTidakValid(`Data bersarang terlalu dalam (maksimum ${KEDALAMAN_MAKS} tingkat).`, [{ path: jalur || "(badan)", pesan: `Lebih dari ${KEDALAMAN_MAKS} tingkat.` }]);
    }
    if (Array.isArray(nilai)) {
      nilai.forEach((v, i) => tumpukan.push({ nilai: v, jalur: gabung(jalur, String(i)), tingkat: tingkat + 1 }));
      continue;
    }
    for (const [k, v] of Object.entries(nilai)) {
      const masalah = masalahTeks(k);
      if (masalah) throw tolak(jalur || "(badan)", `Nama isian: ${masalah}`);
      tumpukan.push({ nilai: v, jalur: gabung(jalur, k), tingkat: tingkat + 1 });
    }
  }
}

/** The same rule for named values (decoded path parameters): a 400 naming the parameter. */
export function periksaParameter(params: Iterable<[string, string]>): void {
  for (const [k, v] of params) {
    const masalah = masalahTeks(k) ?? masalahTeks(v);
    if (masalah) throw permintaanTidakValid(`Parameter ${masalahTeks(k) ? "(nama)" : k.slice(0, 40)}: ${masalah}`);
  }
}

/**
 * Why a raw query string ("?a=1&b=%00") cannot be read, or null: a malformed percent escape, or a control
 * character or lone surrogate in a name or value. Behind `next start` the router has already turned a malformed
 * escape into U+FFFD (harmless); a request built any other way may still carry one.
 */
export function masalahKueri(kueri: string): string | null {
  for (const pasangan of kueri.replace(/^\?/, "").split("&")) {
    if (pasangan === "") continue;
    let teks: string;
    try {
      teks = decodeURIComponent(pasangan.replace(/\+/g, " "));
    } catch {
      return "Parameter alamat berisi kode persen (%) yang rusak.";
    }
    const masalah = masalahTeks(teks);
    if (masalah) return `Parameter alamat: ${masalah}`;
  }
  return null;
}

/** An API request's query string and decoded path parameters, under the rules above. */
export function periksaPermintaan(req: { nextUrl: URL }, params: Record<string, string | string[]>): void {
  const masalah = masalahKueri(req.nextUrl.search);
  if (masalah) throw permintaanTidakValid(masalah);
  periksaParameter(Object.entries(params).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x])));
}

const gabung = (jalur: string, kunci: string) => (jalur ? `${jalur}.${kunci}` : kunci);

function tolak(jalur: string, pesan: string) {
  const detail: DetailGalat[] = [{ path: jalur || "(badan)", pesan }];
  return permintaanTidakValid("Data yang dikirim tidak valid.", detail);
}
