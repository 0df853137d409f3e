import type { DokumenMetadata } from "@/lib/metadata/schema";
import { ELEMENT_SETS, renderXml, StringSink, tulisRekaman, type ElementSet, type FormatIso, type FormatXml } from "../index";

/**
 * The version of everything that writes a stored fragment (lib/xml and this file). Bump it with any change that
 * alters a record's markup: rows of another version are never served, and the startup fill renders them again.
 * tests/integration/xml-fragmen.test.ts fails while the renders of its fixtures differ from those this version
 * recorded, so a change cannot ship without the bump.
 */
export const VERSI_RENDER = 1;

export const FORMAT_CSW: readonly FormatXml[] = ["gmd", "mdb2016", "mdb2018", "dc"];
export const FORMAT_UNDUH: readonly FormatIso[] = ["gmd", "mdb2016", "mdb2018"];

/** One stored output form: a CSW record (compact, no namespace declarations) or a pretty download document. */
export type Bentuk = `csw/${FormatXml}/${ElementSet}` | `unduh/${FormatIso}`;

export const bentukCsw = (format: FormatXml, elementSet: ElementSet): Bentuk => `csw/${format}/${elementSet}`;
export const bentukUnduh = (format: FormatIso): Bentuk => `unduh/${format}`;

/**
 * Every form a PUBLISHED record is stored in: the 12 CSW records, each as its compressed piece. The downloads are
 * rendered when asked for: a person's click, where 1.4 ms of rendering is nothing, while storing them cost every
 * publish and harvest that rendering and a TOAST compression of ≈ 100 KB of pretty markup (docs/decisions.md).
 */
export const SEMUA_BENTUK: readonly Bentuk[] = FORMAT_CSW.flatMap((f) => ELEMENT_SETS.map((s) => bentukCsw(f, s)));

export const disimpan = (bentuk: Bentuk): boolean => SEMUA_BENTUK.includes(bentuk);

/** What rendering one record needs. */
export type SumberRender = { id: string; dokumen: DokumenMetadata; updatedAt: Date; createdAt: Date };

/** A record inside a CSW response: no XML declaration, namespaces and schemaLocation on the response root. */
export function renderRekamanCsw(b: SumberRender, format: FormatXml, elementSet: ElementSet): string {
  const w = new StringSink();
  tulisRekaman(w, b.dokumen, {
    format,
    id: b.id,
    dateStamp: b.updatedAt.toISOString(),
    dateCreated: b.createdAt.toISOString(),
    elementSet,
    namespaces: false,
    schemaLocation: false,
  });
  return w.toString();
}

/** The public download: a whole, pretty-printed ISO document. */
export function renderUnduh(b: SumberRender, format: FormatIso): string {
  return renderXml(b.dokumen, { format, id: b.id, dateStamp: b.updatedAt.toISOString(), dateCreated: b.createdAt.toISOString(), pretty: true });
}

export function renderBentuk(b: SumberRender, bentuk: Bentuk): string {
  const [jenis, format, elementSet] = bentuk.split("/") as ["csw" | "unduh", FormatXml, ElementSet | undefined];
  return jenis === "csw" ? renderRekamanCsw(b, format, elementSet!) : renderUnduh(b, format as FormatIso);
}
