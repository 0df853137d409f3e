import { and, eq, inArray } from "drizzle-orm";
import type { NamaTerurai } from "@/lib/csw/xml-tree";
import type { DbOrTx } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { NS, PREFIX_DC, PREFIX_GMD, PREFIX_MDB, StringSink, type ElementSet, type FormatXml, type XmlSink } from "@/lib/xml";
import { tulisRekaman } from "@/lib/xml";
import { bentukCsw, fragmenRekaman, renderRekamanCsw } from "@/lib/xml/fragmen";

/** What rendering one record needs. */
export type BarisRekaman = { id: string; dokumen: DokumenMetadata; updatedAt: Date; createdAt: Date };

export const kolomRekaman = { id: metadata.id, dokumen: metadata.dokumen, updatedAt: metadata.updatedAt, createdAt: metadata.createdAt };

/**
 * The rows of these ids, in the given order; ids that are not there are skipped. Status is checked by the caller's
 * query that chose the ids (GetRecords) or here (`hanyaPublik`, GetRecordById).
 */
export async function bacaRekaman(db: DbOrTx, ids: readonly string[], hanyaPublik = false): Promise<BarisRekaman[]> {
  if (ids.length === 0) return [];
  const publik = hanyaPublik ? eq(metadata.status, "PUBLISHED") : undefined;
  const baris = await db
    .select(kolomRekaman)
    .from(metadata)
    .where(and(inArray(metadata.id, [...ids]), publik));
  const perId = new Map(baris.map((b) => [b.id, b]));
  return ids.flatMap((id) => perId.get(id) ?? []);
}

export type OpsiTulis = { format: FormatXml; elementSet: ElementSet; elementNames?: readonly NamaTerurai[] };

/** Prefix → URI of every prefix a profile's records use; declared once on the response root. */
export function prefixProfil(format: FormatXml): Readonly<Record<string, string>> {
  const profil = format === "dc" ? PREFIX_DC : format === "gmd" ? PREFIX_GMD : PREFIX_MDB[format === "mdb2016" ? "2016" : "2018"];
  return { csw: NS.csw, xsi: NS.xsi, ...profil };
}

/** ` xmlns:p="uri"` for every prefix of the profile (and csw, xsi), for the response root element. */
export function atributNamespace(format: FormatXml): string {
  return Object.entries(prefixProfil(format))
    .map(([p, uri]) => ` xmlns:${p}="${uri}"`)
    .join("");
}

/** One record as markup without XML declaration and namespace declarations (the response root has them). */
export function tulisRekamanCsw(b: BarisRekaman, opsi: OpsiTulis): string {
  if (!opsi.elementNames) return renderRekamanCsw(b, opsi.format, opsi.elementSet);
  const w = new StringSink();
  tulisRekaman(new SaringElemen(w, opsi.elementNames, prefixProfil(opsi.format)), b.dokumen, {
    format: opsi.format,
    id: b.id,
    dateStamp: b.updatedAt.toISOString(),
    dateCreated: b.createdAt.toISOString(),
    elementSet: "full",
    namespaces: false,
    schemaLocation: false,
  });
  return w.toString();
}

/**
 * The records of these ids as CSW markup, in the given order: whole records as stored at publication
 * (lib/xml/fragmen), ElementName projections rendered here. `hanyaPublik` as in fragmenRekaman.
 */
export async function rekamanCsw(db: DbOrTx, ids: readonly string[], opsi: OpsiTulis, { hanyaPublik = false } = {}): Promise<string[]> {
  if (!opsi.elementNames) return fragmenRekaman(db, ids, bentukCsw(opsi.format, opsi.elementSet), { hanyaPublik });
  const baris = await bacaRekaman(db, [...new Set(ids)], hanyaPublik);
  return baris.map((b) => tulisRekamanCsw(b, opsi));
}

/**
 * ElementName (conformance D7): keeps the record element and only those of its direct children whose name is
 * listed, with everything inside them; names match by namespace and local name (bare names by local name).
 */
class SaringElemen implements XmlSink {
  private kedalaman = 0;
  /** Depth at which a dropped subtree started, or 0 while writing. */
  private buang = 0;

  constructor(
    private readonly w: XmlSink,
    private readonly nama: readonly NamaTerurai[],
    private readonly prefix: Readonly<Record<string, string>>,
  ) {}

  open(qname: string): void {
    this.kedalaman++;
    if (this.buang) return;
    if (this.kedalaman === 2 && !this.diminta(qname)) {
      this.buang = this.kedalaman;
      return;
    }
    this.w.open(qname);
  }
  attr(qname: string, value: string): void {
    if (!this.buang) this.w.attr(qname, value);
  }
  text(value: string): void {
    if (!this.buang) this.w.text(value);
  }
  close(): void {
    if (!this.buang) this.w.close();
    else if (this.buang === this.kedalaman) this.buang = 0;
    this.kedalaman--;
  }

  private diminta(qname: string): boolean {
    const i = qname.indexOf(":");
    const uri = i < 0 ? undefined : this.prefix[qname.slice(0, i)];
    const local = i < 0 ? qname : qname.slice(i + 1);
    return this.nama.some((n) => n.local === local && (n.uri === undefined || n.uri === uri));
  }
}
