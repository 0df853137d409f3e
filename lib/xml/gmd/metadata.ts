import type { DokumenMetadata } from "@/lib/metadata/schema";
import type { Konteks, OpsiRekaman } from "../jenis";
import { URI_BAHASA, kodeGmd } from "../kodelist";
import { LOKASI_SKEMA, PREFIX_GMD } from "../namespaces";
import type { XmlSink } from "../sink";
import { gco, kode, tanggal, teksOpsional } from "../tulis";
import { kodeG, pihakGmd } from "./citation";
import { distribusiGmd } from "./distribution";
import { identifikasiGmd } from "./identification";
import { kualitasGmd } from "./quality";

/**
 * ISO 19139:2007 gmd:MD_Metadata. Element sets follow the ISO Application Profile idea: brief keeps
 * fileIdentifier, hierarchyLevel, contact, dateStamp, title, graphic overview and bounding box (plus what
 * the schema makes mandatory); summary adds the discovery elements (abstract, keywords, topics, languages,
 * CRS, resolution, formats, links, lineage statement); full is the whole record.
 */
export function tulisGmd(w: XmlSink, dok: DokumenMetadata, opsi: OpsiRekaman): void {
  const set = opsi.elementSet ?? "full";
  const k: Konteks = { w, id: opsi.id, set };
  const info = dok.metadataInfo;
  const ringkas = set === "brief";

  w.open("gmd:MD_Metadata");
  if (opsi.namespaces !== false) for (const [p, uri] of Object.entries(PREFIX_GMD)) w.attr(`xmlns:${p}`, uri);
  if (opsi.schemaLocation !== false) w.attr("xsi:schemaLocation", LOKASI_SKEMA.gmd);

  gco(w, "gmd:fileIdentifier", "gco:CharacterString", opsi.id);
  if (!ringkas) {
    kode(w, "gmd:language", "gmd:LanguageCode", URI_BAHASA, info.bahasa);
    kodeG(w, "gmd:characterSet", "MD_CharacterSetCode", "utf8");
    teksOpsional(w, "gmd:parentIdentifier", info.pengenalInduk);
  }
  const level = kodeGmd("LEVEL_HIERARKI", info.levelHierarki) ?? "dataset";
  kodeG(w, "gmd:hierarchyLevel", "MD_ScopeCode", level);
  // a mapped level keeps its ISO 19115-1 name (e.g. "coverage" written as dataset)
  if (level !== info.levelHierarki) gco(w, "gmd:hierarchyLevelName", "gco:CharacterString", info.levelHierarki);
  for (const kontak of info.kontak) pihakGmd(w, "gmd:contact", kontak, ringkas);
  tanggal(w, "gmd:dateStamp", opsi.dateStamp);
  if (!ringkas) {
    // the encoding actually written; the producer's profile claim belongs to the ISO 19115-3 outputs
    gco(w, "gmd:metadataStandardName", "gco:CharacterString", "ISO 19115:2003/19139");
    gco(w, "gmd:metadataStandardVersion", "gco:CharacterString", "1.0");
    sistemReferensi(w, dok);
  }
  identifikasiGmd(k, dok);
  if (!ringkas) {
    distribusiGmd(k, dok.distribusi);
    kualitasGmd(k, dok.kualitasData);
  }
  w.close();
}

/** EPSG code as gmx:Anchor to the OGC CRS register (INSPIRE TG style), so clients get a resolvable URI. */
function sistemReferensi(w: XmlSink, dok: DokumenMetadata): void {
  const srs = dok.sistemReferensi;
  if (!srs) return;
  w.open("gmd:referenceSystemInfo");
  w.open("gmd:MD_ReferenceSystem");
  w.open("gmd:referenceSystemIdentifier");
  w.open("gmd:RS_Identifier");
  w.open("gmd:code");
  w.open("gmx:Anchor");
  w.attr("xlink:href", `http://www.opengis.net/def/crs/EPSG/0/${srs.kode}`);
  w.text(`${srs.ruangKode}:${srs.kode}`);
  w.close();
  w.close();
  w.close();
  w.close();
  w.close();
  w.close();
}
