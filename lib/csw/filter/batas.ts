import { kendalaTidakValid } from "@/lib/csw/exception";
import { NS, type XmlElement } from "@/lib/csw/xml-tree";

/**
 * The cost bounds of one CSW filter (ogc:Filter, KVP CONSTRAINT, CQL_TEXT), checked before any SQL is built, so
 * the most expensive filter a client can send is known and measured (scripts/bench/batas/filter.ts). Real clients
 * send a handful of operators: QGIS MetaSearch a LIKE on AnyText and a BBOX, CKAN and GeoNetwork harvesters a
 * date comparison, OWSLib what its user writes by hand. Each bound is far above that and far below what kept
 * Postgres busy for a minute (issue 16: an ogc:Or of 4,000 PropertyIsLike, a CQL AND of 20,000 comparisons).
 */
export const BATAS_FILTER = {
  /** Comparison, LIKE, NULL, BETWEEN, spatial and FeatureId operators in one constraint (an IN list counts each value). */
  operator: 100,
  /** Characters of one literal or LIKE pattern. */
  panjangLiteral: 1_000,
  /** Multi-character wildcards (`%`, `*`) in one LIKE pattern; single-character ones cost nothing extra. */
  wildcardPerPola: 10,
  /** Positions of a polygon's exterior ring. */
  titikPoligon: 1_000,
  /** Characters of CQL_TEXT. */
  panjangCql: 64 * 1024,
  /** Nesting of And/Or/Not (and CQL parentheses). */
  kedalaman: 64,
  /** Identifiers of one GetRecordById (pages of more than 100 records stream instead, see get-records.ts). */
  idPerPermintaan: 100,
} as const;

const B = BATAS_FILTER;

/** Counts operators while a CQL text is parsed, refusing at the first one past the bound. */
export class AnggaranOperator {
  private n = 0;
  tambah(k = 1): void {
    this.n += k;
    if (this.n > B.operator) throw terlaluBanyakOperator();
  }
}

const terlaluBanyakOperator = () =>
  kendalaTidakValid(`Filter memuat lebih dari ${B.operator} operator perbandingan/spasial; batasnya ${B.operator} operator per permintaan. Persempit atau pecah pencarian.`);

/** A literal (or pattern) longer than the bound, refused naming the property. */
export function periksaPanjangLiteral(teks: string, nama: string): void {
  if (teks.length > B.panjangLiteral) {
    throw kendalaTidakValid(`Nilai untuk ${nama} lebih panjang dari batas ${B.panjangLiteral} karakter per literal.`);
  }
}

/** A LIKE pattern with more unescaped wildcards than the bound. */
export function periksaWildcard(pola: string, wildCard: string, escapeChar: string): void {
  let n = 0;
  let lolos = false;
  for (const c of pola) {
    if (lolos) lolos = false;
    else if (c === escapeChar) lolos = true;
    else if (c === wildCard) n++;
  }
  if (n > B.wildcardPerPola) {
    throw kendalaTidakValid(`Pola PropertyIsLike memuat ${n} wildcard '${wildCard}'; batasnya ${B.wildcardPerPola} per pola.`);
  }
}

/** A polygon ring with more positions than the bound. */
export function periksaTitikPoligon(n: number): void {
  if (n > B.titikPoligon) throw kendalaTidakValid(`Poligon memiliki ${n} titik; batasnya ${B.titikPoligon} titik.`);
}

export const terlaluDalam = () => kendalaTidakValid(`Filter bersarang melebihi batas ${B.kedalaman} tingkat.`);

const LOGIKA = new Set(["And", "Or", "Not"]);

/**
 * Walk an ogc:Filter element before any of it is converted (iteratively: depth is what is being checked), and
 * refuse it when it holds more operators or deeper logic than the bounds. Every other ogc element that is not an
 * expression part counts as an operator, so an unknown one is counted too and then refused by the parser.
 */
export function periksaElemenFilter(filter: XmlElement): void {
  const anggaran = new AnggaranOperator();
  const tumpukan: Array<{ el: XmlElement; d: number }> = filter.children.map((el) => ({ el, d: 1 }));
  while (tumpukan.length > 0) {
    const { el, d } = tumpukan.pop()!;
    if (el.uri !== NS.ogc) continue;
    if (LOGIKA.has(el.local)) {
      if (d > B.kedalaman) throw terlaluDalam();
      for (const c of el.children) tumpukan.push({ el: c, d: d + 1 });
    } else anggaran.tambah();
  }
}
