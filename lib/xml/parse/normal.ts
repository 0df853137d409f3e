import { DAFTAR_REFERENSI, JENIS_TANGGAL, type JenisReferensi } from "@/lib/metadata/kode";
import { masalahUrl, type JenisUrl } from "@/lib/metadata/url";

/**
 * Values of foreign records brought into the forms the document schema accepts. Each function returns the
 * value and, when it had to change or drop something, a note for the import report (Indonesian).
 */
export type Hasil<T> = { nilai: T | undefined; catatan?: string };

const PETA_KODE = new Map<string, Map<string, string>>();
for (const [jenis, daftar] of Object.entries(DAFTAR_REFERENSI)) {
  PETA_KODE.set(jenis, new Map(daftar.map((i) => [i.kode.toLowerCase(), i.kode])));
}
/** Spellings seen in real records (THREDDS ncISO, GeoNetwork) for codes of our lists. */
const ALIAS_KODE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  JENIS_TANGGAL: { issued: "publication" },
  JENIS_KATAKUNCI: { datacenter: "dataCentre" },
};

const PETA_TANGGAL = new Map<string, string>(JENIS_TANGGAL.map((j) => [j.toLowerCase(), j]));

/** A code of a reference list, matched without regard to case ("Dataset" → "dataset"). */
export function kodeReferensi(jenis: JenisReferensi, nilai: string | undefined): Hasil<string> {
  if (nilai === undefined) return { nilai: undefined };
  const kecil = nilai.trim().toLowerCase();
  const k = PETA_KODE.get(jenis)?.get(kecil);
  if (k) return { nilai: k };
  const alias = ALIAS_KODE[jenis]?.[kecil];
  if (alias) return { nilai: alias, catatan: `Kode "${potong(nilai)}" dibaca sebagai ${alias}.` };
  return { nilai: undefined, catatan: `Kode "${potong(nilai)}" tidak ada dalam daftar ${jenis}.` };
}

export function jenisTanggal(nilai: string | undefined): Hasil<(typeof JENIS_TANGGAL)[number]> {
  const k = nilai && PETA_TANGGAL.get(nilai.trim().toLowerCase());
  if (k) return { nilai: k as (typeof JENIS_TANGGAL)[number] };
  const alias = nilai && ALIAS_KODE.JENIS_TANGGAL![nilai.trim().toLowerCase()];
  if (alias) return { nilai: alias as (typeof JENIS_TANGGAL)[number], catatan: `Jenis tanggal "${potong(nilai!)}" dibaca sebagai ${alias}.` };
  return { nilai: undefined, catatan: `Jenis tanggal "${potong(nilai ?? "")}" tidak dikenal.` };
}

const TANGGAL = /^(\d{4})-(\d{2})-(\d{2})$/;
const WAKTU = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function tanggalSah(s: string): boolean {
  const m = TANGGAL.exec(s);
  if (!m) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/**
 * An ISO 8601 date or a date-time with offset. A date-time without a zone at midnight is the date itself (our
 * own gco:DateTime rendering of a bare date); other zone-less times are read as UTC; a year or year-month alone
 * becomes its first day.
 */
export function tanggalIso(mentah: string | undefined): Hasil<string> {
  if (mentah === undefined) return { nilai: undefined };
  const s = mentah.trim();
  if (tanggalSah(s)) return { nilai: s };
  const w = WAKTU.exec(s);
  if (w && tanggalSah(w[1]!)) {
    const [, tgl, jam, menit, detik, pecahan, zona] = w;
    if (zona === undefined && jam === "00" && menit === "00" && (detik ?? "00") === "00" && !pecahan) return { nilai: tgl };
    const zonaSah = zona === undefined ? "Z" : zona.length === 5 ? `${zona.slice(0, 3)}:${zona.slice(3)}` : zona;
    const nilai = `${tgl}T${jam}:${menit}:${detik ?? "00"}${pecahan ?? ""}${zonaSah}`;
    return zona === undefined ? { nilai, catatan: `Waktu "${s}" tanpa zona waktu dibaca sebagai UTC.` } : { nilai };
  }
  if (/^\d{4}$/.test(s)) return { nilai: `${s}-01-01`, catatan: `Tahun "${s}" dibaca sebagai ${s}-01-01.` };
  if (/^\d{4}-\d{2}$/.test(s) && tanggalSah(`${s}-01`)) return { nilai: `${s}-01`, catatan: `Bulan "${s}" dibaca sebagai ${s}-01.` };
  return { nilai: undefined, catatan: `Tanggal "${potong(s)}" bukan tanggal ISO 8601 yang dapat dibaca.` };
}

/** ISO 639-1 and ISO 639-2/T codes → the ISO 639-2/B codes of the BAHASA list. */
const ALIAS_BAHASA: Readonly<Record<string, string>> = {
  id: "ind", in: "ind", en: "eng", fr: "fre", fra: "fre", de: "ger", deu: "ger", nl: "dut", nld: "dut",
  ja: "jpn", ko: "kor", zh: "chi", zho: "chi", ar: "ara", ms: "may", msa: "may", jv: "jav", su: "sun",
};

/** A language code: "eng", "en", "fra", "eng; CAN", "ind-ID" are all understood. */
export function bahasa(mentah: string | undefined): Hasil<string> {
  if (mentah === undefined) return { nilai: undefined };
  const token = /^[A-Za-z]{2,3}/.exec(mentah.trim())?.[0]?.toLowerCase();
  const kode = token && (ALIAS_BAHASA[token] ?? token);
  if (kode && PETA_KODE.get("BAHASA")!.has(kode)) {
    return kode === mentah.trim() ? { nilai: kode } : { nilai: kode, catatan: `Bahasa "${potong(mentah)}" dibaca sebagai ${kode}.` };
  }
  return { nilai: undefined, catatan: `Kode bahasa "${potong(mentah)}" tidak dikenal.` };
}

const PROTOKOL = new Set(DAFTAR_REFERENSI.PROTOKOL_DISTRIBUSI.map((i) => i.kode));

/** Patterns on the protocol text, then on the URL, in order: the first match names the protocol. */
const POLA_PROTOKOL: readonly [RegExp, string][] = [
  [/OGC.?API.?FEATURES|\/collections\/[^/]+\/items/i, "OGC:OGC-API-Features-items"],
  [/WMTS/i, "OGC:WMTS"],
  [/WMS/i, "OGC:WMS"],
  [/WFS/i, "OGC:WFS"],
  [/WCS/i, "OGC:WCS"],
  [/WPS/i, "OGC:WPS"],
  [/\bSOS\b|service=SOS/i, "OGC:SOS"],
  [/CSW/i, "OGC:CSW"],
  [/KML|KMZ/i, "OGC:KML"],
  [/MapServer/i, "ESRI:ArcGIS:MapServer"],
  [/FeatureServer/i, "ESRI:ArcGIS:FeatureServer"],
  [/ImageServer/i, "ESRI:ArcGIS:ImageServer"],
  [/^ftp:|ftp--download/i, "WWW:DOWNLOAD-1.0-ftp--download"],
  [/DOWNLOAD/i, "WWW:DOWNLOAD-1.0-http--download"],
  [/^FILE/i, "FILE:GEO"],
];

/**
 * The distribution protocol, as one of our codes: GeoNetwork's "OGC:WMS-1.1.1-http-get-map" is OGC:WMS, a
 * missing protocol is guessed from the URL (`service=WFS`, `/MapServer`), and anything else is a plain link.
 */
export function protokol(mentah: string | undefined, url: string): Hasil<string> {
  const p = mentah?.trim() ?? "";
  if (PROTOKOL.has(p)) return { nilai: p };
  // the URL is only a hint when the record names no protocol, or an Esri one without the service kind (Esri
  // Geoportal's dct:references schemes, urn:x-esri:specification:…:Metadata:Server, say only "a server")
  for (const sumber of p === "" || /^(ESRI|urn:x-esri:)/i.test(p) ? [p, url] : [p]) {
    for (const [pola, kode] of POLA_PROTOKOL) {
      if (pola.test(sumber)) return { nilai: kode, catatan: `Protokol "${potong(p || "(kosong)")}" dibaca sebagai ${kode}.` };
    }
  }
  return { nilai: "WWW:LINK-1.0-http--link", catatan: `Protokol "${potong(p || "(kosong)")}" dibaca sebagai tautan biasa (WWW:LINK-1.0-http--link).` };
}

/** A finite decimal (gco:Decimal, gco:Real, "1,5" written with a decimal comma). */
export function angka(mentah: string | undefined): number | undefined {
  if (mentah === undefined) return undefined;
  const s = mentah.trim().replace(/^(-?\d+),(\d+)$/, "$1.$2");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A URL of this kind of field, trimmed, or the Indonesian reason it is dropped (the scheme rule of
 * lib/metadata/url.ts, so an import keeps exactly what the editor would accept).
 */
export function urlDari(mentah: string | undefined, jenis: JenisUrl): { url: string } | { alasan: string } {
  const s = mentah?.trim();
  if (!s) return { alasan: "URL kosong" };
  const masalah = masalahUrl(s, jenis) ?? (URL.canParse(s) ? null : "URL tidak dapat diurai.");
  return masalah ? { alasan: masalah } : { url: s };
}

export function potong(s: string, n = 60): string {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}
