import { parseXmlTree, parseXmlTreeBertahap, XmlTidakValid, type BatasXml, type XmlElement } from "@/lib/csw/xml-tree";
import { DokumenMetadata, type DokumenMetadataMasukan } from "@/lib/metadata/schema";
import { alasanWajibDc, bacaDublinCore } from "./dc";
import { dekodeXml } from "./dekode";
import { lengkapi } from "./lengkapi";
import { bacaMetadata } from "./metadata";
import { Pembaca, paketDari, type ButirLaporan } from "./pembaca";
import { RAGAM_GMD, RAGAM_MDB } from "./ragam";

export type { ButirLaporan } from "./pembaca";
export { dekodeXml };

/** Which encoding a record was read from; "dc" is a CSW csw:Record (Dublin Core), met only in harvests. */
export type ProfilSumber = "gmd" | "mdb2016" | "mdb2018" | "dc";

export type HasilParse = {
  profil: ProfilSumber;
  /** fileIdentifier / metadataIdentifier of the source, if it has one. */
  pengenal?: string;
  /** What the record maps to, before validation (defaults derived from the record are filled in). */
  dokumen: DokumenMetadataMasukan;
  /** Unmapped, dropped and defaulted parts, then the schema's complaints (Indonesian). */
  laporan: ButirLaporan[];
  /** The validated document, or null when the record cannot become one (laporan says why). */
  sah: DokumenMetadata | null;
  /** The links dropped for their scheme or form (also in `laporan`). */
  tautanDibuang: ButirLaporan[];
};

/**
 * Bounds for one uploaded or harvested record: far above real records (the largest fixture, an ArcGIS export with
 * every element, is 117 KB and ~2,600 elements), low enough to keep a hostile file cheap.
 */
export const BATAS_REKAMAN: BatasXml = { maxBytes: 8 * 1024 * 1024, maxDepth: 128, maxElements: 200_000 };

const MDB_1 = "http://standards.iso.org/iso/19115/-3/mdb/1.0";
const MDB_2 = "http://standards.iso.org/iso/19115/-3/mdb/2.0";
const CSW = "http://www.opengis.net/cat/csw/2.0.2";
const REKAMAN_DC = new Set(["Record", "SummaryRecord", "BriefRecord"]);

/**
 * The profile of a record element, or null when it is not a metadata record we read. csw:Record only when `dc`:
 * a harvest page may hold them (an Esri Geoportal answers in nothing else), an uploaded file is ISO.
 */
export function profilRekaman(el: XmlElement, dc = false): ProfilSumber | null {
  if (dc && el.uri === CSW && REKAMAN_DC.has(el.local)) return "dc";
  if (el.local === "MD_Metadata" && el.uri === MDB_1) return "mdb2016";
  if (el.local === "MD_Metadata" && el.uri === MDB_2) return "mdb2018";
  const p = paketDari(el.uri);
  // gmi:MI_Metadata (ISO 19115-2) and che:CHE_MD_Metadata (Swiss profile) extend gmd:MD_Metadata
  if ((p === "gmd" && el.local === "MD_Metadata") || (p === "gmi" && el.local === "MI_Metadata") || (p === "che" && el.local === "CHE_MD_Metadata")) return "gmd";
  return null;
}

/** Every record element in a document: the root itself, or those inside a CSW response (or any wrapper). */
export function cariRekaman(akar: XmlElement, opsi: { dc?: boolean } = {}): XmlElement[] {
  if (profilRekaman(akar, opsi.dc)) return [akar];
  const hasil: XmlElement[] = [];
  const tumpukan = [...akar.children].reverse();
  while (tumpukan.length > 0) {
    const el = tumpukan.pop()!;
    if (profilRekaman(el, opsi.dc)) hasil.push(el);
    else for (let i = el.children.length - 1; i >= 0; i--) tumpukan.push(el.children[i]!);
  }
  return hasil;
}

/** Read one record element (found with cariRekaman) into the metadata document, and validate it. */
export function bacaRekaman(el: XmlElement): HasilParse {
  const profil = profilRekaman(el, true);
  if (!profil) throw new XmlTidakValid("sintaks", `Elemen ${el.local} bukan rekaman metadata ISO 19139 atau ISO 19115-3.`);
  const p = new Pembaca(el);
  let bagian: ReturnType<typeof bacaMetadata>["dokumen"];
  let pengenal: string | undefined;
  if (profil === "dc") ({ dokumen: bagian, pengenal } = bacaDublinCore(p, el));
  else {
    ({ dokumen: bagian, pengenal } = bacaMetadata({ p, r: profil === "gmd" ? RAGAM_GMD : RAGAM_MDB }, el));
    if (el.local !== "MD_Metadata") p.catat(el, `Dibaca sebagai gmd:MD_Metadata; perluasan ${el.local} tidak dipetakan.`);
  }
  p.laporkanSisa();
  const dokumen = lengkapi(bagian, p.laporan);
  const hasil = DokumenMetadata.safeParse(dokumen);
  if (!hasil.success) {
    const dijelaskan = new Set<string>();
    for (const i of hasil.error.issues) {
      const path = i.path.join(".") || "(dokumen)";
      // A Dublin Core record lacks whole parts our profile requires: say which DC element would have given it.
      const wajib = profil === "dc" ? alasanWajibDc(path, i.code) : undefined;
      if (!wajib) p.laporan.push({ path, pesan: `Tidak valid: ${i.message}` });
      else if (!dijelaskan.has(wajib.pesan)) {
        dijelaskan.add(wajib.pesan);
        p.laporan.push({ path: wajib.path, pesan: `Tidak valid: ${wajib.pesan}` });
      }
    }
  }
  return { profil, ...(pengenal ? { pengenal } : {}), dokumen, laporan: p.laporan, sah: hasil.success ? hasil.data : null, tautanDibuang: p.tautanDibuang };
}

/**
 * Parse an ISO 19139 or ISO 19115-3 (2016 or 2018) document, given as text or bytes (decoded by its BOM or XML
 * declaration). A CSW response holding exactly one record is accepted too. Throws XmlTidakValid when the input
 * is not a well-formed, bounded XML document with one metadata record.
 */
export function parseMetadataXml(masukan: string | Uint8Array, batas: BatasXml = BATAS_REKAMAN): HasilParse {
  const teks = typeof masukan === "string" ? masukan : dekodeXml(masukan);
  return dariAkar(parseXmlTree(teks, batas));
}

/** `parseMetadataXml` yielding to the event loop while it parses: imports of files up to 8 MiB use it. */
export async function parseMetadataXmlBertahap(masukan: string | Uint8Array, batas: BatasXml = BATAS_REKAMAN): Promise<HasilParse> {
  const teks = typeof masukan === "string" ? masukan : dekodeXml(masukan);
  return dariAkar(await parseXmlTreeBertahap(teks, batas));
}

function dariAkar(akar: XmlElement): HasilParse {
  const rekaman = cariRekaman(akar);
  if (rekaman.length === 0) throw new XmlTidakValid("sintaks", `Akar ${akar.local} bukan rekaman metadata ISO 19139 atau ISO 19115-3.`);
  if (rekaman.length > 1) throw new XmlTidakValid("jumlah", `Dokumen memuat ${rekaman.length} rekaman; unggah satu rekaman per berkas (atau zip).`);
  return bacaRekaman(rekaman[0]!);
}
