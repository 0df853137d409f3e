import type { DokumenMetadata } from "@/lib/metadata/schema";
import type { Konteks, OpsiRekaman } from "../jenis";
import { LOKASI_SKEMA, PREFIX_MDB, type VersiMdb } from "../namespaces";
import type { XmlSink } from "../sink";
import { gco } from "../tulis";
import { kodeM, sitasiM, tanggalM, tanggungJawab } from "./citation";
import { distribusiM } from "./distribution";
import { identifikasiM, lokal } from "./identification";
import { kualitasM, silsilahM } from "./quality";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * ISO 19115-3 mdb:MD_Metadata on the 2016 (mdb/1.0) or 2018 (mdb/2.0) schemas. The two differ only in the
 * namespace URIs of mdb, cit and mrl (see namespaces.ts) and in the standard they cite, so one renderer
 * writes both. 2016 is the national profile SNI 8843-1:2019.
 */
export function tulisMdb(w: XmlSink, dok: DokumenMetadata, opsi: OpsiRekaman, versi: VersiMdb): void {
  const set = opsi.elementSet ?? "full";
  const k: Konteks = { w, id: opsi.id, set };
  const info = dok.metadataInfo;
  const ringkas = set === "brief";

  w.open("mdb:MD_Metadata");
  if (opsi.namespaces !== false) for (const [p, uri] of Object.entries(PREFIX_MDB[versi])) w.attr(`xmlns:${p}`, uri);
  if (opsi.schemaLocation !== false) w.attr("xsi:schemaLocation", versi === "2016" ? LOKASI_SKEMA.mdb2016 : LOKASI_SKEMA.mdb2018);

  w.open("mdb:metadataIdentifier");
  w.open("mcc:MD_Identifier");
  gco(w, "mcc:code", "gco:CharacterString", opsi.id);
  if (UUID.test(opsi.id)) gco(w, "mcc:codeSpace", "gco:CharacterString", "urn:uuid");
  w.close();
  w.close();
  if (!ringkas) {
    lokal(w, "mdb:defaultLocale", info.bahasa);
    if (info.pengenalInduk) {
      // a reference by identifier, as GeoNetwork writes it; a citation would need an invented title
      w.open("mdb:parentMetadata");
      w.attr("uuidref", info.pengenalInduk);
      w.close();
    }
  }
  w.open("mdb:metadataScope");
  w.open("mdb:MD_MetadataScope");
  kodeM(w, "mdb:resourceScope", "mcc", "MD_ScopeCode", info.levelHierarki);
  w.close();
  w.close();
  for (const kontak of info.kontak) tanggungJawab(w, "mdb:contact", kontak, ringkas);
  tanggalMetadata(k, opsi);
  if (!ringkas) {
    standar(k, dok, versi);
    sistemReferensi(k, dok);
  }
  identifikasiM(k, dok);
  if (!ringkas) {
    distribusiM(k, dok.distribusi);
    kualitasM(k, dok.kualitasData);
    silsilahM(k, dok.kualitasData);
  }
  w.close();
}

/**
 * ISO 19115-1 requires the creation date among dateInfo. When the caller does not know it, the stamp of
 * the last save is the best available value; when it does, the stamp is the revision date.
 */
function tanggalMetadata(k: Konteks, opsi: OpsiRekaman): void {
  const dibuat = opsi.dateCreated ?? opsi.dateStamp;
  tanggalM(k.w, "mdb:dateInfo", { tanggal: dibuat, jenis: "creation" });
  if (dibuat !== opsi.dateStamp) tanggalM(k.w, "mdb:dateInfo", { tanggal: opsi.dateStamp, jenis: "revision" });
}

/** 2016: the producer's standard (SNI 8843-1:2019 by default) and the ISO standard it profiles. */
function standar(k: Konteks, dok: DokumenMetadata, versi: VersiMdb): void {
  const { w } = k;
  if (versi === "2016") {
    sitasiM(w, "mdb:metadataStandard", { judul: dok.metadataInfo.namaStandar, edisi: dok.metadataInfo.versiStandar });
    sitasiM(w, "mdb:metadataStandard", { judul: "ISO 19115-1:2014 Geographic information — Metadata — Part 1: Fundamentals", edisi: "2014" });
  } else {
    sitasiM(w, "mdb:metadataStandard", { judul: "ISO 19115-1:2014/Amd 1:2018 Geographic information — Metadata — Part 1: Fundamentals", edisi: "2018" });
  }
}

/** EPSG code as gcx:Anchor to the OGC CRS register, as in the gmd output. */
function sistemReferensi(k: Konteks, dok: DokumenMetadata): void {
  const srs = dok.sistemReferensi;
  if (!srs) return;
  const { w } = k;
  w.open("mdb:referenceSystemInfo");
  w.open("mrs:MD_ReferenceSystem");
  w.open("mrs:referenceSystemIdentifier");
  w.open("mcc:MD_Identifier");
  w.open("mcc:code");
  w.open("gcx:Anchor");
  w.attr("xlink:href", `http://www.opengis.net/def/crs/EPSG/0/${srs.kode}`);
  w.text(`${srs.ruangKode}:${srs.kode}`);
  w.close();
  w.close();
  w.close();
  w.close();
  w.close();
  w.close();
}
