/**
 * A tiny Markdown subset for the standards pages: headings, paragraphs, lists, fenced code, bold, italic, inline
 * code and links. It builds a tree that React renders as text, so raw HTML in the source is shown, never run.
 */
export type Sebaris =
  | { jenis: "teks"; teks: string }
  | { jenis: "tebal" | "miring"; isi: Sebaris[] }
  | { jenis: "kode"; teks: string }
  | { jenis: "tautan"; href: string; isi: Sebaris[] };

export type Tingkat = 2 | 3 | 4 | 5 | 6;

export type Blok =
  | { jenis: "judul"; tingkat: Tingkat; isi: Sebaris[] }
  | { jenis: "paragraf"; isi: Sebaris[] }
  | { jenis: "daftar"; berurut: boolean; butir: Sebaris[][] }
  | { jenis: "kodeBlok"; teks: string };

const JUDUL = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BUTIR_TAK_BERURUT = /^\s{0,3}[-*+]\s+(.*)$/;
const BUTIR_BERURUT = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const PAGAR = /^\s{0,3}(```|~~~)/;

/** Parse Markdown into blocks. The document's top heading level becomes h2, since the page's own title is the h1. */
export function uraiMarkdown(sumber: string): Blok[] {
  const blok = uraiBlok(sumber);
  const teratas = Math.min(6, ...blok.map((b) => (b.jenis === "judul" ? b.tingkat : 6)));
  return blok.map((b) => (b.jenis === "judul" ? { ...b, tingkat: Math.min(6, b.tingkat - teratas + 2) as Tingkat } : b));
}

/** Blocks with headings at their written level (1 for `#`), before uraiMarkdown shifts them. */
type BlokMentah = Exclude<Blok, { jenis: "judul" }> | { jenis: "judul"; tingkat: number; isi: Sebaris[] };

function uraiBlok(sumber: string): BlokMentah[] {
  const baris = sumber.replace(/\r\n?/g, "\n").split("\n");
  const blok: BlokMentah[] = [];
  let i = 0;
  while (i < baris.length) {
    const b = baris[i]!;
    if (b.trim() === "") {
      i++;
      continue;
    }
    const pagar = PAGAR.exec(b);
    if (pagar) {
      const isi: string[] = [];
      i++;
      while (i < baris.length && !baris[i]!.trimStart().startsWith(pagar[1]!)) isi.push(baris[i++]!);
      i++;
      blok.push({ jenis: "kodeBlok", teks: isi.join("\n") });
      continue;
    }
    const judul = JUDUL.exec(b);
    if (judul) {
      blok.push({ jenis: "judul", tingkat: judul[1]!.length, isi: uraiSebaris(judul[2]!) });
      i++;
      continue;
    }
    const berurut = BUTIR_BERURUT.test(b);
    if (berurut || BUTIR_TAK_BERURUT.test(b)) {
      const pola = berurut ? BUTIR_BERURUT : BUTIR_TAK_BERURUT;
      const butir: string[] = [];
      while (i < baris.length && baris[i]!.trim() !== "") {
        const m = pola.exec(baris[i]!);
        if (m) butir.push(m[1]!);
        else if (butir.length > 0 && /^\s+\S/.test(baris[i]!)) butir[butir.length - 1] += ` ${baris[i]!.trim()}`;
        else break;
        i++;
      }
      blok.push({ jenis: "daftar", berurut, butir: butir.map(uraiSebaris) });
      continue;
    }
    const isi: string[] = [];
    while (i < baris.length && baris[i]!.trim() !== "" && !JUDUL.test(baris[i]!) && !PAGAR.test(baris[i]!) && !(isi.length > 0 && (BUTIR_TAK_BERURUT.test(baris[i]!) || BUTIR_BERURUT.test(baris[i]!)))) {
      isi.push(baris[i++]!.trim());
    }
    blok.push({ jenis: "paragraf", isi: uraiSebaris(isi.join(" ")) });
  }
  return blok;
}

// Earliest match wins; within one position the order of the alternatives decides (code before emphasis).
const SEBARIS = /`([^`]+)`|\[([^\]]*)\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?(?:\s+"[^"]*")?\s*\)|\*\*(?=\S)([\s\S]+?)\*\*|__(?=\S)([\s\S]+?)__|\*(?=\S)([\s\S]+?)\*|(?<![\p{L}\p{N}])_(?=\S)([\s\S]+?)_(?![\p{L}\p{N}])/u;

/** Parse inline Markdown; a link whose address is not safe keeps only its text. */
export function uraiSebaris(teks: string): Sebaris[] {
  const hasil: Sebaris[] = [];
  let sisa = teks;
  while (sisa.length > 0) {
    const m = SEBARIS.exec(sisa);
    if (!m) {
      tambahTeks(hasil, sisa);
      break;
    }
    if (m.index > 0) tambahTeks(hasil, sisa.slice(0, m.index));
    const [, kode, teksTautan, href, tebal1, tebal2, miring1, miring2] = m;
    if (kode !== undefined) hasil.push({ jenis: "kode", teks: kode });
    else if (teksTautan !== undefined) {
      const aman = alamatAman(href ?? "");
      const isi = uraiSebaris(teksTautan || (href ?? ""));
      if (aman) hasil.push({ jenis: "tautan", href: aman, isi });
      else isi.forEach((s) => (s.jenis === "teks" ? tambahTeks(hasil, s.teks) : hasil.push(s)));
    } else if (tebal1 !== undefined || tebal2 !== undefined) hasil.push({ jenis: "tebal", isi: uraiSebaris((tebal1 ?? tebal2)!) });
    else hasil.push({ jenis: "miring", isi: uraiSebaris((miring1 ?? miring2)!) });
    sisa = sisa.slice(m.index + m[0].length);
  }
  return hasil;
}

function tambahTeks(hasil: Sebaris[], teks: string): void {
  const akhir = hasil[hasil.length - 1];
  if (akhir?.jenis === "teks") akhir.teks += teks;
  else hasil.push({ jenis: "teks", teks });
}

const SKEMA_AMAN = new Set(["http:", "https:", "mailto:"]);

/**
 * The link target if it is safe to put in href: http(s), mailto, or a relative path/anchor. Browsers ignore
 * whitespace and control characters inside a scheme ("java\tscript:"), so those are removed before checking.
 */
export function alamatAman(href: string): string | undefined {
  const bersih = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (bersih === "") return undefined;
  const skema = /^([a-z][a-z0-9+.-]*):/i.exec(bersih);
  if (skema) return SKEMA_AMAN.has(skema[1]!.toLowerCase() + ":") ? bersih : undefined;
  // "\\evil.example" is read as "//evil.example" by browsers; relative paths never need backslashes.
  return bersih.includes("\\") ? undefined : bersih;
}
