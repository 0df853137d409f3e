import { readFile, stat } from "node:fs/promises";
import { XmlParser, Xslt } from "xslt-processor";
import { parseXmlTree, XmlTidakValid } from "@/lib/csw/xml-tree";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";

/**
 * The Admin's XSLT stylesheet (spec 4.1 `format=xslt`), applied to our own ISO 19115-3:2016 rendering.
 * xslt-processor (LGPL-3.0, pure TypeScript, XSLT 1.0 with namespace-aware XPath) was chosen over SaxonJS,
 * whose licence is proprietary and whose package is obfuscated; see docs/decisions.md.
 */

/** The configured stylesheet path, or undefined when `xslt` is not offered. */
export function stylesheetXsltTerkonfigurasi(): string | undefined {
  return env().XSLT_STYLESHEET_PATH;
}

type Tersimpan = { jalur: string; mtimeMs: number; teks: string };
let tersimpan: Tersimpan | undefined;

/** Re-read when the file changes, so an Admin replacing it needs no restart; otherwise served from memory. */
async function bacaStylesheet(jalur: string): Promise<string> {
  try {
    const s = await stat(jalur);
    if (tersimpan?.jalur === jalur && tersimpan.mtimeMs === s.mtimeMs) return tersimpan.teks;
    const teks = await readFile(jalur, "utf8");
    tersimpan = { jalur, mtimeMs: s.mtimeMs, teks };
    return teks;
  } catch (err) {
    console.error("[xslt] stylesheet tidak dapat dibaca:", jalur, err instanceof Error ? err.message : err);
    throw new ApiError("kesalahan_internal", "Stylesheet XSLT yang dikonfigurasi tidak dapat dibaca.");
  }
}

/**
 * xslt-processor leaves text that looks like an entity ("AT&amp;T", "&#169;") unescaped on output, so it would be
 * read back as "AT&T" or "©". Every "&" of the data travels through the transform as U+E000 (a private-use
 * character) and is written back as "&amp;" afterwards; the data's "&" are exactly the input's "&amp;".
 */
const TANDA_AMP = "\uE000";

/** Transform an XML document with a stylesheet given as text (exported for tests and scripts). */
export async function transformasiXslt(xml: string, stylesheet: string): Promise<string> {
  assertStylesheet(stylesheet);
  const parser = new XmlParser();
  let hasil: string;
  try {
    const xslt = new Xslt({
      outputMethod: "xml",
      escape: true,
      // xsl:import/include and document() would otherwise fetch URLs from the server: the stylesheet is one file
      fetchFunction: (uri) => Promise.reject(new Error(`Sumber luar tidak diizinkan: ${uri}`)),
      documentLoader: () => null,
    });
    hasil = await xslt.xsltProcess(parser.xmlParse(xml.replaceAll("&amp;", "&#xE000;")), parser.xmlParse(stylesheet));
  } catch (err) {
    console.error("[xslt] transformasi gagal:", err instanceof Error ? err.message : err);
    throw new ApiError("kesalahan_internal", "Transformasi XSLT gagal; periksa stylesheet yang dikonfigurasi.");
  }
  hasil = hasil.replaceAll(TANDA_AMP, "&amp;");
  // xslt-processor writes no XML declaration; a download should say its encoding
  return hasil.startsWith("<?xml") ? hasil : `<?xml version="1.0" encoding="UTF-8"?>\n${hasil}`;
}

const NS_XSL = "http://www.w3.org/1999/XSL/Transform";
const BATAS_STYLESHEET = { maxBytes: 2 * 1024 * 1024, maxDepth: 64, maxElements: 50_000 };

/**
 * xslt-processor's own parser is lenient (a truncated file transforms into an empty document), so the stylesheet
 * is first read by our hardened parser: well-formed, no DTD, bounded, and rooted in xsl:stylesheet/transform.
 */
function assertStylesheet(stylesheet: string): void {
  let akar;
  try {
    akar = parseXmlTree(stylesheet, BATAS_STYLESHEET);
  } catch (err) {
    console.error("[xslt] stylesheet tidak valid:", err instanceof XmlTidakValid ? err.message : err);
    throw new ApiError("kesalahan_internal", "Stylesheet XSLT yang dikonfigurasi bukan XML yang valid.");
  }
  if (akar.uri !== NS_XSL || (akar.local !== "stylesheet" && akar.local !== "transform")) {
    throw new ApiError("kesalahan_internal", "Berkas yang dikonfigurasi bukan stylesheet XSLT (akar harus xsl:stylesheet).");
  }
}

/** Apply the configured stylesheet; callers check `stylesheetXsltTerkonfigurasi()` first (a 400 otherwise). */
export async function terapkanXslt(xml: string): Promise<string> {
  const jalur = stylesheetXsltTerkonfigurasi();
  if (!jalur) throw new ApiError("permintaan_tidak_valid", "Format xslt tidak tersedia: Admin belum mengonfigurasi stylesheet XSLT.");
  return transformasiXslt(xml, await bacaStylesheet(jalur));
}
