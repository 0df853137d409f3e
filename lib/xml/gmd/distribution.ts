import type { Distribusi, SumberDaring } from "@/lib/metadata/schema";
import type { Konteks } from "../jenis";
import { kodeGmd } from "../kodelist";
import type { XmlSink } from "../sink";
import { teks, teksOpsional } from "../tulis";
import { kodeG, pihakGmd, urlGmd } from "./citation";

/** gmd:distributionInfo (summary: formats and links; full: distributors as well). */
export function distribusiGmd(k: Konteks, d: Distribusi): void {
  const { w } = k;
  const penuh = k.set === "full";
  if (d.format.length === 0 && d.sumberDaring.length === 0 && (!penuh || d.distributor.length === 0)) return;
  w.open("gmd:distributionInfo");
  w.open("gmd:MD_Distribution");
  for (const f of d.format) {
    w.open("gmd:distributionFormat");
    w.open("gmd:MD_Format");
    teks(w, "gmd:name", f.nama);
    teks(w, "gmd:version", f.versi); // mandatory in gmd: nilReason="missing" when unknown
    w.close();
    w.close();
  }
  if (penuh) {
    for (const kontak of d.distributor) {
      w.open("gmd:distributor");
      w.open("gmd:MD_Distributor");
      pihakGmd(w, "gmd:distributorContact", kontak);
      w.close();
      w.close();
    }
  }
  if (d.sumberDaring.length > 0) {
    w.open("gmd:transferOptions");
    w.open("gmd:MD_DigitalTransferOptions");
    for (const s of d.sumberDaring) sumberDaringGmd(w, s);
    w.close();
    w.close();
  }
  w.close();
  w.close();
}

/**
 * One link as OWSLib's `CI_OnlineResource` reads it (url, protocol, name, description, function) and QGIS
 * MetaSearch acts on it: with protocol OGC:WMS/WFS/WCS the `name` is taken as the layer/type name to add.
 */
function sumberDaringGmd(w: XmlSink, s: SumberDaring): void {
  w.open("gmd:onLine");
  w.open("gmd:CI_OnlineResource");
  urlGmd(w, s.url);
  teksOpsional(w, "gmd:protocol", s.protokol);
  teksOpsional(w, "gmd:name", s.nama);
  teksOpsional(w, "gmd:description", s.deskripsi);
  const fungsi = s.fungsi && kodeGmd("FUNGSI_DARING", s.fungsi);
  if (fungsi) kodeG(w, "gmd:function", "CI_OnLineFunctionCode", fungsi);
  w.close();
  w.close();
}
