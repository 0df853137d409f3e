import type { Ctx } from "@/lib/context";
import { permintaanTidakValid, tidakDitemukan } from "@/lib/http/errors";
import { idMetadataSah } from "@/lib/metadata/id";
import { PESAN_TIDAK_DITEMUKAN } from "@/lib/metadata/publik/detail";
import type { FormatIso } from "./jenis";
import { bentukUnduh, fragmenRekaman } from "./fragmen";
import { stylesheetXsltTerkonfigurasi, terapkanXslt } from "./xslt";

/** Spec 4.1 `format` values of the public download, the default first. */
export const FORMAT_UNDUH_PUBLIK = ["mdb2016", "mdb2018", "gmd", "xslt"] as const;
export type FormatUnduhPublik = (typeof FORMAT_UNDUH_PUBLIK)[number];

export const PESAN_XSLT_TIDAK_ADA = "Format xslt tidak tersedia: Admin belum mengonfigurasi stylesheet XSLT.";

export type BerkasXml = { xml: string; namaBerkas: string };

/**
 * The `format` query parameter (absent or empty: mdb2016). Checked before the database is touched, and `xslt`
 * only while a stylesheet is configured, so a client learns why instead of getting a different document.
 */
export function parseFormatUnduhPublik(params: URLSearchParams): FormatUnduhPublik {
  const mentah = params.get("format")?.trim() ?? "";
  if (mentah === "") return "mdb2016";
  const f = FORMAT_UNDUH_PUBLIK.find((x) => x === mentah.toLowerCase());
  if (!f) {
    const tampil = mentah.length > 20 ? `${mentah.slice(0, 20)}…` : mentah;
    throw permintaanTidakValid(`Format "${tampil}" tidak dikenal. Nilai yang diizinkan: ${FORMAT_UNDUH_PUBLIK.join(", ")}.`);
  }
  if (f === "xslt" && !stylesheetXsltTerkonfigurasi()) throw permintaanTidakValid(PESAN_XSLT_TIDAK_ADA);
  return f;
}

/** Same name scheme as the authenticated export, so both downloads of one record sort together. */
export function namaBerkasXml(id: string, format: string): string {
  return `metadata-${id}-${format}.xml`;
}

/** GET /api/public/metadata/{id}/xml: a PUBLISHED record as a pretty-printed download; anything else is a 404. */
export async function unduhXmlPublikOrThrow({ ctx, id, format }: { ctx: Ctx; id: string; format: FormatUnduhPublik }): Promise<BerkasXml> {
  if (!idMetadataSah(id)) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
  // the stylesheet transforms the national profile (SNI 8843-1:2019 = ISO 19115-3:2016)
  const profil: FormatIso = format === "xslt" ? "mdb2016" : format;
  const [iso] = await fragmenRekaman(ctx.db, [id], bentukUnduh(profil), { hanyaPublik: true });
  if (iso === undefined) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
  const xml = format === "xslt" ? await terapkanXslt(iso) : iso;
  return { xml, namaBerkas: namaBerkasXml(id, format) };
}

/** Spec 4.1 download headers; nosniff so a browser never renders the XML as something else. */
export function responsBerkasXml(b: BerkasXml, cacheControl?: string): Response {
  const headers = new Headers({
    "Content-Type": "application/xml; charset=utf-8",
    "Content-Disposition": `attachment; filename="${b.namaBerkas}"`,
    "X-Content-Type-Options": "nosniff",
  });
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return new Response(b.xml, { headers });
}
