import type { Identifikasi } from "@/lib/metadata/schema";
import type { Konteks } from "../jenis";
import { kodeGmd } from "../kodelist";
import { gco } from "../tulis";
import { kodeG } from "./citation";

/**
 * gmd:resourceConstraints. Access and use are separate MD_LegalConstraints (as INSPIRE asks of 19139
 * records), so a harvester can tell "who may get it" from "what the licence allows".
 */
export function batasanGmd(k: Konteks, idf: Identifikasi): void {
  const { w } = k;
  const b = idf.batasan;
  if (b.penggunaan.length > 0) {
    w.open("gmd:resourceConstraints");
    w.open("gmd:MD_Constraints");
    for (const p of b.penggunaan) gco(w, "gmd:useLimitation", "gco:CharacterString", p);
    w.close();
    w.close();
  }
  if (b.aksesBatasan) legal(k, "gmd:accessConstraints", "otherRestrictions", b.aksesBatasan);
  if (b.lisensi) legal(k, "gmd:useConstraints", "license", b.lisensi);
  if (idf.klasifikasiKeamanan) {
    w.open("gmd:resourceConstraints");
    w.open("gmd:MD_SecurityConstraints");
    kodeG(w, "gmd:classification", "MD_ClassificationCode", kodeGmd("KLASIFIKASI_KEAMANAN", idf.klasifikasiKeamanan) ?? "restricted");
    w.close();
    w.close();
  }
}

function legal(k: Konteks, prop: string, kodeBatasan: string, teks: string): void {
  const { w } = k;
  w.open("gmd:resourceConstraints");
  w.open("gmd:MD_LegalConstraints");
  kodeG(w, prop, "MD_RestrictionCode", kodeBatasan);
  gco(w, "gmd:otherConstraints", "gco:CharacterString", teks);
  w.close();
  w.close();
}
