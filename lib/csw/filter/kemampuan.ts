import { OP_SPASIAL } from "./ast";

/**
 * What the filter core implements, in the vocabulary of Filter 1.1.0 `ogc:Filter_Capabilities` (conformance C4:
 * list exactly this). Tests parse every entry, so the list cannot claim an operator the parser refuses.
 */
export const KEMAMPUAN_FILTER = {
  /** ogc:GeometryOperand values. gml:Box (GML 2) is read too, but Filter 1.1.0 has no operand name for it. */
  operandGeometri: ["gml:Envelope", "gml:Polygon", "gml:Point"],
  /** ogc:SpatialOperator names. */
  operatorSpasial: OP_SPASIAL,
  /** ogc:ComparisonOperator values. */
  operatorPerbandingan: ["EqualTo", "NotEqualTo", "LessThan", "GreaterThan", "LessThanEqualTo", "GreaterThanEqualTo", "Like", "Between", "NullCheck"],
  /** ogc:FunctionName entries (one argument each), on text queryables. */
  fungsi: [
    { nama: "upper", jumlahArgumen: 1 },
    { nama: "lower", jumlahArgumen: 1 },
  ],
  /** And, Or, Not. */
  operatorLogika: true,
} as const;
