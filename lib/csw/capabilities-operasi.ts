import { KEMAMPUAN_FILTER } from "@/lib/csw/filter";
import { QUERYABLE_DC, QUERYABLE_ISO, QUERYABLE_ISO_TAMBAHAN } from "@/lib/csw/queryables";
import { escapeAtribut, escapeTeks } from "@/lib/xml/sink";
import { MAX_RECORDS_BAWAAN, MAX_RECORDS_MAKS, NAMA_TIPE, RESULT_TYPE, SKEMA_KE_FORMAT } from "./permintaan";
import { SECTIONS } from "./validasi";

const nilai = (vs: readonly (string | number)[]) => vs.map((v) => `<ows:Value>${escapeTeks(String(v))}</ows:Value>`).join("");
const parameter = (nama: string, vs: readonly (string | number)[]) => `<ows:Parameter name="${nama}">${nilai(vs)}</ows:Parameter>`;
const kendala = (nama: string, vs: readonly (string | number)[]) => `<ows:Constraint name="${nama}">${nilai(vs)}</ows:Constraint>`;

const SKEMA = [...SKEMA_KE_FORMAT.keys()];
const TIPE = NAMA_TIPE;
const ELEMENT_SET = ["brief", "summary", "full"];
const FORMAT = ["application/xml"];

/** Parameters with their allowed values, per operation (conformance C3). */
const OPERASI: readonly { nama: string; isi: string }[] = [
  { nama: "GetCapabilities", isi: parameter("sections", [...SECTIONS, "All"]) + parameter("acceptVersions", ["2.0.2"]) + parameter("acceptFormats", FORMAT) },
  {
    nama: "DescribeRecord",
    isi: parameter("typeName", TIPE) + parameter("outputFormat", FORMAT) + parameter("schemaLanguage", ["http://www.w3.org/XML/Schema", "XMLSCHEMA"]),
  },
  {
    nama: "GetRecords",
    isi:
      parameter("typeNames", TIPE) +
      parameter("outputSchema", SKEMA) +
      parameter("outputFormat", FORMAT) +
      parameter("resultType", RESULT_TYPE) +
      parameter("ElementSetName", ELEMENT_SET) +
      parameter("CONSTRAINTLANGUAGE", ["FILTER", "CQL_TEXT"]) +
      kendala("SupportedDublinCoreQueryables", QUERYABLE_DC) +
      kendala("SupportedISOQueryables", QUERYABLE_ISO) +
      kendala("AdditionalQueryables", QUERYABLE_ISO_TAMBAHAN),
  },
  { nama: "GetRecordById", isi: parameter("outputSchema", SKEMA) + parameter("outputFormat", FORMAT) + parameter("ElementSetName", ELEMENT_SET) },
  { nama: "GetDomain", isi: parameter("ParameterName", ["GetRecords.resultType", "GetRecords.outputSchema", "GetRecords.typeNames", "GetRecords.ElementSetName", "GetRecords.CONSTRAINTLANGUAGE", "GetRecordById.outputSchema", "GetRecordById.ElementSetName", "DescribeRecord.typeName", "DescribeRecord.schemaLanguage"]) },
];

/** `GetDomain ParameterName=Operation.parameter` answers from the same table as the capabilities. */
export const NILAI_PARAMETER: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ["getrecords.resulttype", RESULT_TYPE],
  ["getrecords.outputschema", SKEMA],
  ["getrecords.typenames", TIPE],
  ["getrecords.elementsetname", ELEMENT_SET],
  ["getrecords.constraintlanguage", ["FILTER", "CQL_TEXT"]],
  ["getrecords.outputformat", FORMAT],
  ["getrecordbyid.outputschema", SKEMA],
  ["getrecordbyid.elementsetname", ELEMENT_SET],
  ["describerecord.typename", TIPE],
  ["describerecord.schemalanguage", ["http://www.w3.org/XML/Schema", "XMLSCHEMA"]],
  ["getcapabilities.sections", [...SECTIONS, "All"]],
]);

/**
 * ows:OperationsMetadata with GET and POST hrefs on the public endpoint URL. GetRecords names the same catalogue's
 * OGC API – Records (`ogcapi`) as an alternative in ows:Metadata, the one place OWS 1.0.0 allows a link there.
 */
export function operationsMetadata(url: string, ogcapi?: string): string {
  const href = escapeAtribut(url);
  const dcp = `<ows:DCP><ows:HTTP><ows:Get xlink:href="${href}"/><ows:Post xlink:href="${href}">${kendala("PostEncoding", ["XML"])}</ows:Post></ows:HTTP></ows:DCP>`;
  const alternatif = ogcapi ? `<ows:Metadata xlink:href="${escapeAtribut(ogcapi)}" xlink:title="OGC API – Records (katalog yang sama)"/>` : "";
  return (
    "<ows:OperationsMetadata>" +
    OPERASI.map((o) => `<ows:Operation name="${o.nama}">${dcp}${o.isi}${o.nama === "GetRecords" ? alternatif : ""}</ows:Operation>`).join("") +
    parameter("service", ["CSW"]) +
    parameter("version", ["2.0.2"]) +
    kendala("PostEncoding", ["XML"]) +
    kendala("IsoProfiles", ["http://www.isotc211.org/2005/gmd"]) +
    kendala("MaxRecordDefault", [MAX_RECORDS_BAWAAN]) +
    kendala("MaxRecordLimit", [MAX_RECORDS_MAKS]) +
    "</ows:OperationsMetadata>"
  );
}

/** ogc:Filter_Capabilities, generated from what the filter core declares it implements (conformance C4). */
export function filterCapabilities(): string {
  const k = KEMAMPUAN_FILTER;
  return (
    "<ogc:Filter_Capabilities><ogc:Spatial_Capabilities><ogc:GeometryOperands>" +
    k.operandGeometri.map((g) => `<ogc:GeometryOperand>${g}</ogc:GeometryOperand>`).join("") +
    "</ogc:GeometryOperands><ogc:SpatialOperators>" +
    k.operatorSpasial.map((o) => `<ogc:SpatialOperator name="${o}"/>`).join("") +
    "</ogc:SpatialOperators></ogc:Spatial_Capabilities><ogc:Scalar_Capabilities>" +
    (k.operatorLogika ? "<ogc:LogicalOperators/>" : "") +
    "<ogc:ComparisonOperators>" +
    k.operatorPerbandingan.map((o) => `<ogc:ComparisonOperator>${o}</ogc:ComparisonOperator>`).join("") +
    "</ogc:ComparisonOperators><ogc:ArithmeticOperators><ogc:Functions><ogc:FunctionNames>" +
    k.fungsi.map((f) => `<ogc:FunctionName nArgs="${f.jumlahArgumen}">${f.nama}</ogc:FunctionName>`).join("") +
    "</ogc:FunctionNames></ogc:Functions></ogc:ArithmeticOperators></ogc:Scalar_Capabilities>" +
    // Filter 1.1.0 makes Id_Capabilities mandatory with at least one entry: both identifier kinds are implemented,
    // ogc:GmlObjectId (EID, element identifier) and ogc:FeatureId (FID).
    "<ogc:Id_Capabilities><ogc:EID/><ogc:FID/></ogc:Id_Capabilities></ogc:Filter_Capabilities>"
  );
}
