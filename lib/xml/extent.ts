import type { Cakupan } from "@/lib/metadata/schema";
import type { Konteks } from "./jenis";
import { desimal, gco, idGml, teksOpsional } from "./tulis";

/**
 * EX_Extent, written once for gmd (`gmd:` everywhere) and ISO 19115-3 (`gex:` with `mcc:MD_Identifier`):
 * both encode the same ISO 19115 class with the same property names and the same GML 3.2 time period.
 */
export type PrefixExtent = { ex: "gmd" | "gex"; pengenal: "gmd" | "mcc" };

/** `ringkas`: bounding box only (brief records). */
export function tulisExtent(k: Konteks, c: Cakupan, p: PrefixExtent, ringkas: boolean): void {
  const { w } = k;
  const ex = p.ex;
  w.open(`${ex}:EX_Extent`);
  // gmd's MD_Identifier has no description, so the region names go into the extent's own description
  if (!ringkas && p.pengenal === "gmd" && c.wilayah.length > 0) {
    gco(w, "gmd:description", "gco:CharacterString", c.wilayah.map((r) => r.nama).join(", "));
  }

  w.open(`${ex}:geographicElement`);
  w.open(`${ex}:EX_GeographicBoundingBox`);
  gco(w, `${ex}:westBoundLongitude`, "gco:Decimal", desimal(c.bbox.barat));
  gco(w, `${ex}:eastBoundLongitude`, "gco:Decimal", desimal(c.bbox.timur));
  gco(w, `${ex}:southBoundLatitude`, "gco:Decimal", desimal(c.bbox.selatan));
  gco(w, `${ex}:northBoundLatitude`, "gco:Decimal", desimal(c.bbox.utara));
  w.close();
  w.close();

  if (!ringkas) {
    for (const r of c.wilayah) {
      w.open(`${ex}:geographicElement`);
      w.open(`${ex}:EX_GeographicDescription`);
      w.open(`${ex}:geographicIdentifier`);
      w.open(`${p.pengenal}:MD_Identifier`);
      gco(w, `${p.pengenal}:code`, "gco:CharacterString", r.kode ?? r.nama);
      if (p.pengenal === "mcc" && r.kode !== undefined) teksOpsional(w, "mcc:description", r.nama);
      w.close();
      w.close();
      w.close();
      w.close();
    }
    const t = c.temporal;
    if (t && (t.mulai !== undefined || t.selesai !== undefined)) {
      w.open(`${ex}:temporalElement`);
      w.open(`${ex}:EX_TemporalExtent`);
      w.open(`${ex}:extent`);
      w.open("gml:TimePeriod");
      w.attr("gml:id", idGml("periode", k.id));
      posisiWaktu(k, "gml:beginPosition", t.mulai);
      posisiWaktu(k, "gml:endPosition", t.selesai);
      w.close();
      w.close();
      w.close();
      w.close();
    }
  }
  w.close();
}

/** An open end of the period is written as GML's indeterminate "unknown" (the position itself stays empty). */
function posisiWaktu(k: Konteks, nama: string, nilai: string | undefined): void {
  k.w.open(nama);
  if (nilai === undefined) k.w.attr("indeterminatePosition", "unknown");
  else k.w.text(nilai);
  k.w.close();
}
