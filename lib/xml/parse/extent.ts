import type { XmlElement } from "@/lib/csw/xml-tree";
import { angka, tanggalIso } from "./normal";
import type { Baca, CakupanM } from "./ragam";

type Kotak = { barat: number; timur: number; selatan: number; utara: number };
type Wilayah = { kode?: string; nama: string };

/**
 * EX_Extent of either encoding (gmd: or gex: with mcc:MD_Identifier), all extents of a record together:
 * several bounding boxes become the one box that holds them all (the document has one), region identifiers
 * become named regions, the first time period is kept. Polygons and vertical extents are reported.
 */
export function cakupan(b: Baca, extents: XmlElement[]): Partial<CakupanM> {
  const { p, r } = b;
  const kotak: Kotak[] = [];
  const wilayah: Wilayah[] = [];
  let temporal: CakupanM["temporal"];
  for (const ex of extents) {
    // gmd's MD_Identifier has no description: our renderer puts the region names in the extent's description
    const nama = r.nama === "gmd" ? p.teks(p.satu(ex, "gmd:description"))?.split(", ") : undefined;
    const wilayahIni: Wilayah[] = [];
    for (const ge of p.semua(ex, `${r.gex}:geographicElement`)) {
      const el = p.objek(ge);
      if (!el) continue;
      p.abaikan(el, `${r.gex}:extentTypeCode`);
      if (el.local === "EX_GeographicBoundingBox") {
        const k = kotakDari(b, el);
        if (k) kotak.push(k);
      } else if (el.local === "EX_GeographicDescription") {
        const id = p.jalan(el, `${r.gex}:geographicIdentifier`);
        const kode = p.teks(p.satu(id, `${r.mcc}:code`));
        const desk = r.nama === "mdb" ? p.teks(p.satu(id, "mcc:description")) : undefined;
        if (kode) wilayahIni.push(desk ? { kode, nama: desk } : { nama: kode });
      } else {
        p.pakaiSemua(el);
        p.catat(el, `${el.local} tidak dipetakan; hanya kotak batas dan nama wilayah yang disimpan.`);
      }
    }
    // pair the names with the codes only when they line up, as our own gmd output writes them
    if (nama && nama.length === wilayahIni.length) {
      wilayahIni.forEach((w, i) => wilayah.push(w.nama === nama[i] ? w : { kode: w.nama, nama: nama[i]! }));
    } else {
      wilayah.push(...wilayahIni);
      if (nama && wilayahIni.length === 0) for (const n of nama) wilayah.push({ nama: n });
    }
    for (const te of p.semua(ex, `${r.gex}:temporalElement`)) {
      const t = waktu(b, p.jalan(p.objek(te), `${r.gex}:extent`), te);
      if (t && !temporal) temporal = t;
      else if (t) p.catat(te, "Hanya cakupan waktu pertama yang dipakai.");
    }
  }
  const hasil: Partial<CakupanM> = { wilayah };
  if (temporal) hasil.temporal = temporal;
  if (kotak.length === 1) hasil.bbox = kotak[0];
  else if (kotak.length > 1) {
    hasil.bbox = {
      barat: Math.min(...kotak.map((k) => k.barat)),
      timur: Math.max(...kotak.map((k) => k.timur)),
      selatan: Math.min(...kotak.map((k) => k.selatan)),
      utara: Math.max(...kotak.map((k) => k.utara)),
    };
    p.laporan.push({ path: "cakupan.bbox", pesan: `${kotak.length} kotak batas digabung menjadi satu kotak yang mencakup semuanya.` });
  }
  return hasil;
}

function kotakDari({ p, r }: Baca, el: XmlElement): Kotak | undefined {
  const nilai = (nama: string) => angka(p.teks(p.satu(el, `${r.gex}:${nama}`)));
  const k = { barat: nilai("westBoundLongitude"), timur: nilai("eastBoundLongitude"), selatan: nilai("southBoundLatitude"), utara: nilai("northBoundLatitude") };
  if (k.barat === undefined || k.timur === undefined || k.selatan === undefined || k.utara === undefined) {
    p.catat(el, "Kotak batas tidak lengkap atau bukan angka, diabaikan.");
    return undefined;
  }
  return k as Kotak;
}

/** gml:TimePeriod (beginPosition/endPosition or begin/end TimeInstant) or gml:TimeInstant, GML 3.1.1 or 3.2. */
function waktu(b: Baca, el: XmlElement | undefined, prop: XmlElement): CakupanM["temporal"] {
  const { p } = b;
  if (!el) return undefined;
  p.pakaiSemua(el);
  const posisi = (nama: string, instan: string): string | undefined => {
    const langsung = el.children.find((c) => c.local === nama);
    const lewat = el.children.find((c) => c.local === instan)?.children[0]?.children.find((c) => c.local === "timePosition");
    const pos = langsung ?? lewat;
    if (!pos || pos.attrs.get("indeterminatePosition")) return undefined;
    const t = tanggalIso(pos.text);
    if (t.catatan) p.catat(prop, t.catatan);
    return t.nilai;
  };
  let mulai: string | undefined;
  let selesai: string | undefined;
  if (el.local === "TimeInstant") mulai = selesai = posisi("timePosition", "");
  else if (el.local === "TimePeriod") {
    mulai = posisi("beginPosition", "begin");
    selesai = posisi("endPosition", "end");
  } else {
    p.catat(prop, `${el.local} tidak dipetakan sebagai cakupan waktu.`);
    return undefined;
  }
  if (mulai === undefined && selesai === undefined) return undefined;
  if (mulai && selesai && mulai > selesai) {
    p.catat(prop, "Tanggal mulai setelah tanggal selesai; cakupan waktu diabaikan.");
    return undefined;
  }
  return { ...(mulai ? { mulai } : {}), ...(selesai ? { selesai } : {}) };
}
