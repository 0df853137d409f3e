import type { Queryable } from "@/lib/csw/queryables";

/**
 * The OGC Filter 1.1.0 subset we evaluate, as produced from both ogc:Filter XML and CQL_TEXT. Property names are
 * already resolved to queryables, literals checked against their type, geometries normalised to longitude/latitude
 * (WGS84), so compiling never fails on user input.
 */
export type Filter = FilterLogika | FilterTidak | FilterBanding | FilterSeperti | FilterNull | FilterAntara | FilterSpasial;

export type FilterLogika = { op: "And" | "Or"; anak: Filter[] };
export type FilterTidak = { op: "Not"; anak: Filter };

export type OpBanding =
  | "PropertyIsEqualTo"
  | "PropertyIsNotEqualTo"
  | "PropertyIsLessThan"
  | "PropertyIsGreaterThan"
  | "PropertyIsLessThanOrEqualTo"
  | "PropertyIsGreaterThanOrEqualTo";

/**
 * `upper`/`lower` are the filter functions CSW offers (conformance D10), on text queryables; `aksen` folds
 * diacritics (CQL2 ACCENTI, from OGC API – Records), the literal folded the same way (compile.ts lipatAksen).
 */
export type FungsiTeks = "upper" | "lower" | "aksen";

export type Properti = { queryable: Queryable; fungsi?: FungsiTeks };

/** Property compared with a literal; `PropertyName` always on the left (a literal-first filter is mirrored). */
export type FilterBanding = { op: OpBanding; properti: Properti; nilai: string; matchCase: boolean };

/**
 * The pattern as the client wrote it, with its own wildcard, single-character and escape characters. `matchCase`:
 * CQL2's LIKE (case-sensitive unless CASEI); CSW's PropertyIsLike leaves it out and stays case-insensitive (D10).
 */
export type FilterSeperti = {
  op: "PropertyIsLike";
  properti: Properti;
  pola: string;
  wildCard: string;
  singleChar: string;
  escapeChar: string;
  matchCase?: boolean;
};

export type FilterNull = { op: "PropertyIsNull"; properti: Properti };
export type FilterAntara = { op: "PropertyIsBetween"; properti: Properti; bawah: string; atas: string };

export type OpSpasial = "BBOX" | "Intersects" | "Within" | "Contains" | "Disjoint" | "Equals" | "Overlaps";

/** Longitude/latitude in degrees. A box with `barat > timur` crosses the antimeridian. */
export type Kotak = { jenis: "kotak"; barat: number; selatan: number; timur: number; utara: number };
export type Titik = { jenis: "titik"; x: number; y: number };
/** Exterior ring only, as [lon, lat] pairs; holes do not change the envelope we search by. */
export type Poligon = { jenis: "poligon"; cincin: Array<[number, number]> };
export type Geometri = Kotak | Titik | Poligon;

export type FilterSpasial = { op: OpSpasial; properti: Properti; geometri: Geometri };

export const OP_SPASIAL: readonly OpSpasial[] = ["BBOX", "Intersects", "Within", "Contains", "Disjoint", "Equals", "Overlaps"];

export const OP_BANDING: readonly OpBanding[] = [
  "PropertyIsEqualTo",
  "PropertyIsNotEqualTo",
  "PropertyIsLessThan",
  "PropertyIsGreaterThan",
  "PropertyIsLessThanOrEqualTo",
  "PropertyIsGreaterThanOrEqualTo",
];

/** The operator that keeps the meaning when the two operands swap sides (`5 < x` is `x > 5`). */
export const CERMIN: Record<OpBanding, OpBanding> = {
  PropertyIsEqualTo: "PropertyIsEqualTo",
  PropertyIsNotEqualTo: "PropertyIsNotEqualTo",
  PropertyIsLessThan: "PropertyIsGreaterThan",
  PropertyIsGreaterThan: "PropertyIsLessThan",
  PropertyIsLessThanOrEqualTo: "PropertyIsGreaterThanOrEqualTo",
  PropertyIsGreaterThanOrEqualTo: "PropertyIsLessThanOrEqualTo",
};
