import { permintaanTidakValid } from "@/lib/http/errors";
import { idMetadataSah } from "@/lib/metadata/id";
import { PAGE_SIZE_DCAT_BAWAAN, PAGE_SIZE_DCAT_MAKS, type KueriKatalog } from "./halaman";
import { PENULIS, type FormatRdf } from "./serialisasi";

/** `catalog.ttl` → "ttl"; null for any other name (a 404 at the route). */
export function formatBerkas(berkas: string, nama: string): FormatRdf | null {
  const m = /^(.+)\.(jsonld|ttl|rdf)$/.exec(berkas);
  return m && m[1] === nama && m[2]! in PENULIS ? (m[2] as FormatRdf) : null;
}

/** `{id}.jsonld` → id and format, or null. */
export function pisahBerkasRekaman(berkas: string): { id: string; format: FormatRdf } | null {
  const m = /^(.+)\.(jsonld|ttl|rdf)$/.exec(berkas);
  return m ? { id: m[1]!, format: m[2] as FormatRdf } : null;
}

function bilangan(params: URLSearchParams, nama: string, bawaan: number, maks: number): number {
  const v = params.get(nama)?.trim();
  if (!v) return bawaan;
  if (!/^\d{1,9}$/.test(v) || Number(v) < 1 || Number(v) > maks) throw permintaanTidakValid(`Parameter ${nama} harus bilangan bulat 1–${maks}.`);
  return Number(v);
}

/**
 * `page` (ckanext-dcat's parameter, 1-based), `pageSize` (1–500, default 100) and `setelah` (the id the
 * `next` links carry). Empty values count as absent, as on the feed.
 */
export function parseKueriKatalog(params: URLSearchParams): KueriKatalog {
  const page = bilangan(params, "page", 1, 1_000_000);
  const pageSize = bilangan(params, "pageSize", PAGE_SIZE_DCAT_BAWAAN, PAGE_SIZE_DCAT_MAKS);
  const setelah = params.get("setelah")?.trim() || undefined;
  if (setelah && !idMetadataSah(setelah)) throw permintaanTidakValid("Parameter setelah harus id metadata (UUID).");
  return { page, pageSize, ...(setelah ? { setelah: setelah.toLowerCase() } : {}) };
}

const TIPE_FORMAT: [FormatRdf, string[]][] = [
  ["ttl", ["text/turtle", "application/x-turtle"]],
  ["rdf", ["application/rdf+xml"]],
  ["jsonld", ["application/ld+json", "application/json"]],
];

/**
 * The format an Accept header prefers among ours (q-values honoured, the first listed wins a tie); JSON-LD when it
 * names none of them (browsers, `*\/*`).
 */
export function formatDariAccept(accept: string | null): FormatRdf {
  let terbaik: { format: FormatRdf; q: number } = { format: "jsonld", q: 0 };
  for (const bagian of (accept ?? "").split(",")) {
    const [tipe, ...param] = bagian.trim().toLowerCase().split(";");
    const q = Number(param.map((p) => p.trim()).find((p) => p.startsWith("q="))?.slice(2) ?? 1);
    const cocok = TIPE_FORMAT.find(([, t]) => t.includes(tipe!.trim()));
    if (cocok && Number.isFinite(q) && q > terbaik.q) terbaik = { format: cocok[0], q };
  }
  return terbaik.format;
}
