import type { Distribusi } from "@/lib/metadata/schema";
import type { Konteks } from "../jenis";
import { gco, teksOpsional } from "../tulis";
import { kodeM, sitasiM, tanggungJawab } from "./citation";

/** mdb:distributionInfo/mrd:MD_Distribution (summary: formats and links; full: distributors as well). */
export function distribusiM(k: Konteks, d: Distribusi): void {
  const { w } = k;
  const penuh = k.set === "full";
  if (d.format.length === 0 && d.sumberDaring.length === 0 && (!penuh || d.distributor.length === 0)) return;
  w.open("mdb:distributionInfo");
  w.open("mrd:MD_Distribution");
  for (const f of d.format) {
    w.open("mrd:distributionFormat");
    w.open("mrd:MD_Format");
    // ISO 19115-1 names a format by the citation of its specification: title = name, edition = version
    sitasiM(w, "mrd:formatSpecificationCitation", { judul: f.nama, ...(f.versi ? { edisi: f.versi } : {}) });
    w.close();
    w.close();
  }
  if (penuh) {
    for (const kontak of d.distributor) {
      w.open("mrd:distributor");
      w.open("mrd:MD_Distributor");
      tanggungJawab(w, "mrd:distributorContact", kontak);
      w.close();
      w.close();
    }
  }
  if (d.sumberDaring.length > 0) {
    w.open("mrd:transferOptions");
    w.open("mrd:MD_DigitalTransferOptions");
    for (const s of d.sumberDaring) {
      w.open("mrd:onLine");
      w.open("cit:CI_OnlineResource");
      gco(w, "cit:linkage", "gco:CharacterString", s.url);
      teksOpsional(w, "cit:protocol", s.protokol);
      teksOpsional(w, "cit:name", s.nama);
      teksOpsional(w, "cit:description", s.deskripsi);
      if (s.fungsi) kodeM(w, "cit:function", "cit", "CI_OnLineFunctionCode", s.fungsi);
      w.close();
      w.close();
    }
    w.close();
    w.close();
  }
  w.close();
  w.close();
}
