import { kendalaTidakValid } from "@/lib/csw/exception";
import { NS, XmlTidakValid, atribut, parseXmlTree, uraiQName, type XmlElement } from "@/lib/csw/xml-tree";
import { CERMIN, OP_BANDING, OP_SPASIAL, type Filter, type OpBanding, type OpSpasial, type Properti } from "./ast";
import { buatAntara, buatBanding, buatLogika, buatNull, buatProperti, buatSeperti, buatSpasial } from "./bangun";
import { periksaElemenFilter } from "./batas";
import { adalahGeometriGml, uraiGeometriGml } from "./gml";

export type OpsiFilter = {
  /** Prefix bindings from the KVP NAMESPACE parameter, used after the document's own (conformance A4). */
  namespace?: ReadonlyMap<string, string>;
};

/**
 * Parse an `ogc:Filter` document (the KVP `CONSTRAINT` of `CONSTRAINTLANGUAGE=FILTER`). Any failure, including
 * unparsable or hostile XML, is InvalidParameterValue at `constraint` (conformance D9).
 */
export function parseFilterXml(xml: string, opsi: OpsiFilter = {}): Filter {
  let root: XmlElement;
  try {
    root = parseXmlTree(xml);
  } catch (err) {
    if (err instanceof XmlTidakValid) throw kendalaTidakValid(`Filter tidak sah: ${err.message}`);
    throw err;
  }
  return parseFilterElement(root, opsi);
}

/** Convert an `ogc:Filter` element of an already parsed request (e.g. inside `csw:Constraint`) to the AST. */
export function parseFilterElement(el: XmlElement, opsi: OpsiFilter = {}): Filter {
  if (el.uri !== NS.ogc || el.local !== "Filter") {
    throw kendalaTidakValid(`Diharapkan ogc:Filter (namespace ${NS.ogc}), bukan ${el.local}.`);
  }
  periksaElemenFilter(el);
  const [op, ...lebih] = el.children;
  if (op && el.children.every(adalahId)) return idFitur(el.children);
  if (!op || lebih.length > 0) throw kendalaTidakValid("ogc:Filter harus berisi tepat satu operator.");
  return operator(op, opsi);
}

const adalahId = (el: XmlElement) => el.uri === NS.ogc && (el.local === "FeatureId" || el.local === "GmlObjectId");

/** One or more ogc:FeatureId / ogc:GmlObjectId (Filter 1.1.0 ogc:_Id): the records with those identifiers. */
function idFitur(els: XmlElement[]): Filter {
  const identifier = buatProperti({ uri: NS.dc, local: "identifier", teks: "dc:identifier" }, "dc:identifier");
  const anak = els.map((el) => {
    const id = el.local === "FeatureId" ? atribut(el, "fid") : (el.attrs.get(`{${NS.gml}}id`) ?? el.attrs.get(`{${NS.gml32}}id`));
    if (!id?.trim()) throw kendalaTidakValid(`ogc:${el.local} memerlukan atribut ${el.local === "FeatureId" ? "fid" : "gml:id"}.`);
    return buatBanding("PropertyIsEqualTo", identifier, id.trim());
  });
  return anak.length === 1 ? anak[0]! : buatLogika("Or", anak);
}

type Ekspresi = { jenis: "properti"; properti: Properti } | { jenis: "literal"; teks: string };

function operator(el: XmlElement, opsi: OpsiFilter): Filter {
  if (el.uri !== NS.ogc) throw kendalaTidakValid(`Elemen ${el.local} bukan operator ogc:Filter.`);
  const nama = el.local;
  if (nama === "And" || nama === "Or") return buatLogika(nama, el.children.map((c) => operator(c, opsi)));
  if (nama === "Not") {
    const [anak, ...lebih] = el.children;
    if (!anak || lebih.length > 0) throw kendalaTidakValid("ogc:Not harus berisi tepat satu operand.");
    return { op: "Not", anak: operator(anak, opsi) };
  }
  if ((OP_BANDING as readonly string[]).includes(nama)) return banding(el, nama as OpBanding, opsi);
  if (nama === "PropertyIsLike") return seperti(el, opsi);
  if (nama === "PropertyIsNull") return buatNull(propertiSaja(el.children, opsi, nama));
  if (nama === "PropertyIsBetween") return antara(el, opsi);
  if ((OP_SPASIAL as readonly string[]).includes(nama)) return spasial(el, nama as OpSpasial, opsi);
  if (nama === "FeatureId" || nama === "GmlObjectId") throw kendalaTidakValid(`ogc:${nama} hanya boleh berdiri sendiri langsung di dalam ogc:Filter.`);
  throw kendalaTidakValid(`Operator ogc:${nama} tidak didukung.`);
}

function ekspresi(el: XmlElement, opsi: OpsiFilter): Ekspresi {
  if (el.uri !== NS.ogc) throw kendalaTidakValid(`Elemen ${el.local} bukan ekspresi ogc:Filter.`);
  if (el.local === "PropertyName") return { jenis: "properti", properti: buatProperti(uraiQName(el.text, el.ns, opsi.namespace), el.text) };
  if (el.local === "Literal") {
    if (el.children.length > 0) throw kendalaTidakValid("ogc:Literal hanya boleh berisi teks.");
    return { jenis: "literal", teks: el.text };
  }
  if (el.local === "Function") {
    const nama = atribut(el, "name") ?? "";
    const [arg, ...lebih] = el.children;
    if (!arg || lebih.length > 0 || arg.uri !== NS.ogc || arg.local !== "PropertyName") {
      throw kendalaTidakValid(`Fungsi '${nama}' harus berisi tepat satu ogc:PropertyName.`);
    }
    return { jenis: "properti", properti: buatProperti(uraiQName(arg.text, arg.ns, opsi.namespace), arg.text, nama) };
  }
  throw kendalaTidakValid(`Ekspresi ogc:${el.local} tidak didukung.`);
}

function propertiSaja(children: XmlElement[], opsi: OpsiFilter, op: string): Properti {
  const [anak, ...lebih] = children;
  const e = anak && lebih.length === 0 ? ekspresi(anak, opsi) : undefined;
  if (e?.jenis !== "properti") throw kendalaTidakValid(`${op} harus berisi tepat satu ogc:PropertyName.`);
  return e.properti;
}

function duaEkspresi(el: XmlElement, opsi: OpsiFilter): { properti: Properti; literal: string; terbalik: boolean } {
  const [a, b, ...lebih] = el.children;
  if (!a || !b || lebih.length > 0) throw kendalaTidakValid(`${el.local} harus berisi tepat dua ekspresi.`);
  const [ea, eb] = [ekspresi(a, opsi), ekspresi(b, opsi)];
  if (ea.jenis === "properti" && eb.jenis === "literal") return { properti: ea.properti, literal: eb.teks, terbalik: false };
  if (ea.jenis === "literal" && eb.jenis === "properti") return { properti: eb.properti, literal: ea.teks, terbalik: true };
  throw kendalaTidakValid(`${el.local} harus membandingkan satu ogc:PropertyName dengan satu ogc:Literal.`);
}

function banding(el: XmlElement, op: OpBanding, opsi: OpsiFilter): Filter {
  const { properti, literal, terbalik } = duaEkspresi(el, opsi);
  const mc = atribut(el, "matchCase")?.trim().toLowerCase();
  return buatBanding(terbalik ? CERMIN[op] : op, properti, literal, !(mc === "false" || mc === "0"));
}

function seperti(el: XmlElement, opsi: OpsiFilter): Filter {
  const { properti, literal, terbalik } = duaEkspresi(el, opsi);
  if (terbalik) throw kendalaTidakValid("PropertyIsLike harus diawali ogc:PropertyName.");
  // Filter 1.0.0 named the escape attribute `escape`; some clients still send that.
  const escapeChar = atribut(el, "escapeChar") ?? atribut(el, "escape");
  return buatSeperti(properti, literal, atribut(el, "wildCard"), atribut(el, "singleChar"), escapeChar);
}

function batas(el: XmlElement | undefined, nama: string, opsi: OpsiFilter): string {
  if (!el || el.uri !== NS.ogc || el.local !== nama) throw kendalaTidakValid(`PropertyIsBetween memerlukan ogc:${nama}.`);
  const [anak, ...lebih] = el.children;
  const e = anak && lebih.length === 0 ? ekspresi(anak, opsi) : undefined;
  if (e?.jenis !== "literal") throw kendalaTidakValid(`ogc:${nama} harus berisi satu ogc:Literal.`);
  return e.teks;
}

function antara(el: XmlElement, opsi: OpsiFilter): Filter {
  const [p, bawah, atas, ...lebih] = el.children;
  if (!p || lebih.length > 0) throw kendalaTidakValid("PropertyIsBetween memerlukan properti, LowerBoundary dan UpperBoundary.");
  return buatAntara(propertiSaja([p], opsi, "PropertyIsBetween"), batas(bawah, "LowerBoundary", opsi), batas(atas, "UpperBoundary", opsi));
}

function spasial(el: XmlElement, op: OpSpasial, opsi: OpsiFilter): Filter {
  const geom = el.children.filter(adalahGeometriGml);
  const lain = el.children.filter((c) => !adalahGeometriGml(c));
  const [g, ...gLebih] = geom;
  if (!g || gLebih.length > 0) throw kendalaTidakValid(`ogc:${op} harus berisi tepat satu geometri GML (gml:Envelope, gml:Polygon atau gml:Point).`);
  // Filter 1.1.0 lets BBOX omit PropertyName: then it means the record's bounding box.
  const properti =
    lain.length === 0 && op === "BBOX"
      ? buatProperti({ uri: NS.ows, local: "BoundingBox", teks: "ows:BoundingBox" }, "ows:BoundingBox")
      : propertiSaja(lain, opsi, `ogc:${op}`);
  return buatSpasial(op, properti, uraiGeometriGml(g));
}
