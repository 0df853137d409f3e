/**
 * The URL fields of a record and the schemes each may use. Everything else (javascript:, data:, vbscript:, file:,
 * …) is refused on input, dropped (and reported) on import and harvest, and never written out: CSW, ISO XML and
 * JSON-LD are read by other catalogues that may put the link straight into an href or an img.
 */
export const SKEMA_URL = {
  /** CI_OnlineResource of a distribution: something to download or open. */
  sumberDaring: ["http", "https", "ftp", "ftps"],
  /** A contact's online resource: a web page, or an e-mail link. */
  kontak: ["http", "https", "mailto"],
  /** A browse graphic: shown as an image, which browsers load only over http(s). */
  grafik: ["http", "https"],
} as const satisfies Record<string, readonly string[]>;

export type JenisUrl = keyof typeof SKEMA_URL;

const LABEL: Record<JenisUrl, string> = { sumberDaring: "sumber daring", kontak: "URL kontak", grafik: "gambar pratinjau" };

// Browsers drop tabs and newlines inside a URL ("java\tscript:") and ignore leading controls: none is legitimate.
const KENDALI = /[\u0000-\u001f\u007f]/;
const SKEMA = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/** Why `mentah` (already trimmed) may not be a URL of this kind, or null when it may. Messages are Indonesian. */
export function masalahUrl(mentah: string, jenis: JenisUrl): string | null {
  const izin: readonly string[] = SKEMA_URL[jenis];
  const daftar = izin.map((s) => (s === "mailto" ? "mailto:" : `${s}://`)).join(", ");
  if (KENDALI.test(mentah)) return `URL ${LABEL[jenis]} berisi karakter kendali.`;
  const skema = SKEMA.exec(mentah)?.[1]?.toLowerCase();
  if (!skema) return `URL ${LABEL[jenis]} harus absolut, diawali ${daftar}.`;
  if (!izin.includes(skema)) return `Skema "${skema.slice(0, 20)}:" tidak diizinkan untuk ${LABEL[jenis]}; gunakan ${daftar}.`;
  let url: URL;
  try {
    url = new URL(mentah);
  } catch {
    return `URL ${LABEL[jenis]} tidak dapat diurai.`;
  }
  if (url.protocol !== `${skema}:`) return `URL ${LABEL[jenis]} tidak dapat diurai.`;
  if (skema === "mailto") return url.pathname ? null : "Tautan mailto: tanpa alamat e-mail.";
  // "https:evil.example" and "http:\\host" are read differently by different parsers: the authority must be
  // written out as "//host".
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/\\]/.test(mentah) || !url.hostname) return `URL ${LABEL[jenis]} harus diawali ${daftar} diikuti nama host.`;
  return null;
}

/**
 * URLs already judged allowed, per kind: every render of a record (15 stored forms, each CSW answer) asks again
 * about the same few URLs, and URL parsing was a tenth of a harvested record's rendering. Bounded: emptied when full.
 * Each is kept as a copy of its own: a URL read from XML is a slice of the parsed text, and would hold the whole
 * record's markup alive (≈ 17 KB a URL, 340 MB at the bound, seen as the harvester's memory climbing).
 */
const DIIZINKAN: Record<JenisUrl, Set<string>> = { sumberDaring: new Set(), kontak: new Set(), grafik: new Set() };
const MAKS_DIINGAT = 5_000;

/** The trimmed URL when it is allowed for this kind, else undefined. */
export function urlAman(mentah: string | undefined, jenis: JenisUrl): string | undefined {
  const s = mentah?.trim();
  if (!s) return undefined;
  const ingat = DIIZINKAN[jenis];
  if (ingat.has(s)) return s;
  if (masalahUrl(s, jenis) !== null) return undefined;
  if (ingat.size >= MAKS_DIINGAT) ingat.clear();
  ingat.add(Buffer.from(s, "utf8").toString("utf8"));
  return s;
}

type UrlDokumen = {
  identifikasi: { grafik?: { url: string }[]; kontak: { url?: string }[] };
  distribusi?: { sumberDaring: { url: string }[]; distributor: { url?: string }[] };
  metadataInfo: { kontak: { url?: string }[] };
};

/**
 * The document as it may be written out: a contact keeps everything but an unsafe URL, a browse graphic or an
 * online resource with one is left out. For rows stored before the URL rule; returns the same object when nothing
 * is unsafe (the common case costs a few comparisons, no copy).
 */
export function saringUrlDokumen<D extends UrlDokumen>(dok: D): D {
  const kontakAman = (k: { url?: string }) => k.url === undefined || urlAman(k.url, "kontak") !== undefined;
  const kontak = [...dok.identifikasi.kontak, ...dok.metadataInfo.kontak, ...(dok.distribusi?.distributor ?? [])];
  const grafikAman = (g: { url: string }) => urlAman(g.url, "grafik") !== undefined;
  const daringAman = (s: { url: string }) => urlAman(s.url, "sumberDaring") !== undefined;
  if (kontak.every(kontakAman) && (dok.identifikasi.grafik ?? []).every(grafikAman) && (dok.distribusi?.sumberDaring ?? []).every(daringAman)) return dok;
  const saringKontak = <K extends { url?: string }>(daftar: K[]): K[] =>
    daftar.map((k) => {
      if (kontakAman(k)) return k;
      const { url: _url, ...sisa } = k;
      return sisa as K;
    });
  return {
    ...dok,
    identifikasi: {
      ...dok.identifikasi,
      kontak: saringKontak(dok.identifikasi.kontak),
      ...(dok.identifikasi.grafik ? { grafik: dok.identifikasi.grafik.filter(grafikAman) } : {}),
    },
    metadataInfo: { ...dok.metadataInfo, kontak: saringKontak(dok.metadataInfo.kontak) },
    ...(dok.distribusi
      ? { distribusi: { ...dok.distribusi, sumberDaring: dok.distribusi.sumberDaring.filter(daringAman), distributor: saringKontak(dok.distribusi.distributor) } }
      : {}),
  };
}

/**
 * The browse graphic a page may draw: the first whose URL is https. The schema allows http(s), but the CSP's
 * img-src allows `https:` only and an https page would block an http image as mixed content anyway, so an http
 * graphic is left out rather than drawn as a broken image.
 */
export function pratinjauAman(daftar: readonly { url: string; deskripsi?: string }[] | null | undefined): { url: string; deskripsi?: string } | undefined {
  for (const g of daftar ?? []) {
    const url = urlAman(g.url, "grafik");
    if (url && /^https:/i.test(url)) return g.deskripsi?.trim() ? { url, deskripsi: g.deskripsi.trim() } : { url };
  }
  return undefined;
}
