import { kendalaTidakValid } from "@/lib/csw/exception";
import { NS, atribut, type XmlElement } from "@/lib/csw/xml-tree";
import type { Geometri } from "./ast";
import { buatKotak, buatPoligon, buatTitik } from "./geometri";
import { uraiAngka } from "./nilai";

/** GML 3.1.1 (what Filter 1.1.0 imports) and GML 3.2, which some clients send anyway. */
const GML = [NS.gml, NS.gml32] as const;

type Posisi = [number, number];

const anak = (el: XmlElement, local: string) => el.children.filter((c) => c.local === local && (GML as readonly string[]).includes(c.uri));
const satu = (el: XmlElement, local: string) => anak(el, local)[0];

/** Whether an element is a GML geometry this module reads. */
export function adalahGeometriGml(el: XmlElement): boolean {
  return (GML as readonly string[]).includes(el.uri) && ["Envelope", "Box", "Polygon", "Point"].includes(el.local);
}

/**
 * Read `gml:Envelope` (lowerCorner/upperCorner, two `pos`, or `coordinates`), GML 2 `gml:Box`, `gml:Point` and
 * `gml:Polygon` (exterior or outerBoundaryIs ring as posList, pos, coordinates or coord), honouring `srsName` for
 * axis order, into a longitude/latitude geometry.
 */
export function uraiGeometriGml(el: XmlElement): Geometri {
  if (!adalahGeometriGml(el)) throw kendalaTidakValid(`Geometri gml:${el.local} tidak didukung; gunakan gml:Envelope, gml:Polygon atau gml:Point.`);
  const srs = atribut(el, "srsName");
  const dim = dimensi(el);
  if (el.local === "Point") {
    const p = posisiTunggal(el, dim);
    return buatTitik(p, srs);
  }
  if (el.local === "Polygon") {
    const batas = satu(el, "exterior") ?? satu(el, "outerBoundaryIs");
    const cincin = batas && satu(batas, "LinearRing");
    if (!cincin) throw kendalaTidakValid("gml:Polygon memerlukan gml:exterior/gml:LinearRing.");
    return buatPoligon(daftarPosisi(cincin, dimensi(cincin, dim)), srs);
  }
  const bawah = satu(el, "lowerCorner");
  const atas = satu(el, "upperCorner");
  if (bawah && atas) return buatKotak(pasangan(bawah.text, dim), pasangan(atas.text, dim), srs);
  const pos = daftarPosisi(el, dim);
  if (pos.length !== 2) throw kendalaTidakValid(`gml:${el.local} memerlukan tepat dua sudut (lowerCorner dan upperCorner).`);
  return buatKotak(pos[0] as Posisi, pos[1] as Posisi, srs);
}

function dimensi(el: XmlElement, bawaan = 2): number {
  const d = atribut(el, "srsDimension");
  if (d === undefined) return bawaan;
  if (d.trim() === "2" || d.trim() === "3") return Number(d);
  throw kendalaTidakValid(`srsDimension '${d}' tidak didukung; gunakan 2.`);
}

function angka(teks: string): number[] {
  const t = teks.trim();
  if (t === "") return [];
  return t.split(/\s+/).map((s) => {
    const n = uraiAngka(s);
    if (n === null) throw kendalaTidakValid(`Koordinat '${s}' bukan angka.`);
    return n;
  });
}

// Keep x and y of each tuple; a third ordinate (srsDimension 3) is dropped.
function kelompok(nilai: number[], dim: number): Posisi[] {
  if (nilai.length === 0 || nilai.length % dim !== 0) throw kendalaTidakValid(`Jumlah koordinat (${nilai.length}) tidak sesuai dengan dimensi ${dim}.`);
  const out: Posisi[] = [];
  for (let i = 0; i < nilai.length; i += dim) out.push([nilai[i] as number, nilai[i + 1] as number]);
  return out;
}

function pasangan(teks: string, dim: number): Posisi {
  const p = kelompok(angka(teks), dim);
  if (p.length !== 1) throw kendalaTidakValid(`Sudut '${teks.trim()}' harus berisi ${dim} angka.`);
  return p[0] as Posisi;
}

function posisiTunggal(el: XmlElement, dim: number): Posisi {
  const p = daftarPosisi(el, dim);
  if (p.length !== 1) throw kendalaTidakValid("gml:Point memerlukan tepat satu posisi.");
  return p[0] as Posisi;
}

/** Positions written as posList, a run of pos, coordinates, or GML 2 coord elements. */
function daftarPosisi(el: XmlElement, dim: number): Posisi[] {
  const posList = satu(el, "posList");
  if (posList) return kelompok(angka(posList.text), dimensi(posList, dim));
  const pos = anak(el, "pos");
  if (pos.length > 0) return pos.map((p) => pasangan(p.text, dimensi(p, dim)));
  const koordinat = satu(el, "coordinates");
  if (koordinat) return koordinatGml2(koordinat);
  const coord = anak(el, "coord");
  if (coord.length > 0) {
    return coord.map((c) => {
      const x = satu(c, "X");
      const y = satu(c, "Y");
      if (!x || !y) throw kendalaTidakValid("gml:coord memerlukan gml:X dan gml:Y.");
      return pasangan(`${x.text} ${y.text}`, 2);
    });
  }
  throw kendalaTidakValid(`gml:${el.local} tidak berisi koordinat.`);
}

/** `gml:coordinates` with its own decimal, coordinate and tuple separators (defaults ".", ",", space). */
function koordinatGml2(el: XmlElement): Posisi[] {
  const desimal = atribut(el, "decimal") ?? ".";
  const cs = atribut(el, "cs") ?? ",";
  const ts = atribut(el, "ts") ?? " ";
  if ([desimal, cs, ts].some((c) => c.length !== 1) || new Set([desimal, cs, ts]).size !== 3) {
    throw kendalaTidakValid("Atribut decimal, cs dan ts pada gml:coordinates harus berupa satu karakter yang berbeda.");
  }
  const tuples = (/\s/.test(ts) ? el.text.trim().split(/\s+/) : el.text.trim().split(ts)).filter((t) => t.trim() !== "");
  return tuples.map((t) => {
    const parts = t.split(cs).map((s) => s.trim().split(desimal).join("."));
    if (parts.length < 2 || parts.length > 3) throw kendalaTidakValid(`Tupel koordinat '${t}' tidak sah.`);
    return pasangan(`${parts[0]} ${parts[1]}`, 2);
  });
}
