import { CswError, nilaiTidakValid } from "@/lib/csw/exception";
import { BATAS_FILTER, buatLogika, type Filter } from "@/lib/csw/filter";
import { ELEMENT_SETS, type ElementSet, type FormatXml } from "@/lib/xml";
import { bilangan, hilang, ringkas, type Mentah } from "./mentah";
import {
  MAX_RECORDS_BAWAAN,
  MAX_RECORDS_MAKS,
  NAMA_TIPE,
  OPERASI,
  RESULT_TYPE,
  SKEMA_KE_FORMAT,
  TIPE_REKAMAN,
  type Operasi,
  type PermintaanCsw,
  type PermintaanGetRecords,
  type ResultType,
  type TipeRekaman,
} from "./permintaan";

export const VERSI_CSW = "2.0.2";
export const SECTIONS = ["ServiceIdentification", "ServiceProvider", "OperationsMetadata", "Filter_Capabilities"] as const;
const FORMAT_KELUARAN = ["application/xml", "text/xml"];
const BAHASA_SKEMA = ["XMLSCHEMA", "http://www.w3.org/XML/Schema", "http://www.w3.org/2001/XMLSchema"];
const ID_MAKS = BATAS_FILTER.idPerPermintaan;

/** Check a request read from KVP or XML and give it its typed form; the first problem is thrown as a CswError. */
export function validasiPermintaan(m: Mentah): PermintaanCsw {
  const operasi = periksaUmum(m);
  periksaFormat(m.outputFormat);
  switch (operasi) {
    case "GetCapabilities":
      return capabilities(m);
    case "GetRecords":
      return getRecords(m);
    case "GetRecordById":
      return getRecordById(m);
    case "DescribeRecord":
      return describeRecord(m);
    case "GetDomain":
      return getDomain(m);
  }
}

/** Conformance A5: service, then request, then version (not for GetCapabilities, which negotiates). */
function periksaUmum(m: Mentah): Operasi {
  if (!m.service?.trim()) throw hilang("service");
  if (m.service.trim() !== "CSW") throw nilaiTidakValid(`Nilai service '${ringkas(m.service)}' tidak didukung; gunakan CSW.`, "service");
  if (!m.request?.trim()) throw hilang("request");
  const operasi = OPERASI.find((o) => o === m.request!.trim());
  if (!operasi) {
    throw nilaiTidakValid(`Operasi '${ringkas(m.request)}' tidak dikenal. Operasi yang tersedia: ${OPERASI.join(", ")}.`, "request");
  }
  if (operasi === "GetCapabilities") return operasi;
  if (!m.version?.trim()) throw hilang("version");
  if (m.version.trim() !== VERSI_CSW) throw nilaiTidakValid(`Versi '${ringkas(m.version)}' tidak didukung; gunakan ${VERSI_CSW}.`, "version");
  return operasi;
}

function periksaFormat(f: string | undefined): void {
  if (f !== undefined && !FORMAT_KELUARAN.includes(f.trim())) {
    throw nilaiTidakValid(`outputFormat '${ringkas(f)}' tidak didukung; gunakan application/xml.`, "outputformat");
  }
}

const daftar = (teks: string | undefined) => (teks ?? "").split(",").map((s) => s.trim()).filter(Boolean);

function capabilities(m: Mentah): PermintaanCsw {
  const versi = daftar(m.acceptVersions);
  if (versi.length > 0 && !versi.includes(VERSI_CSW)) {
    throw new CswError("VersionNegotiationFailed", `Tidak ada versi yang sama: layanan ini hanya mendukung CSW ${VERSI_CSW}.`, "acceptversions");
  }
  const formatDiterima = daftar(m.acceptFormats);
  if (formatDiterima.length > 0 && !formatDiterima.some((f) => FORMAT_KELUARAN.includes(f))) {
    throw nilaiTidakValid(`Format '${ringkas(m.acceptFormats!)}' tidak didukung; gunakan application/xml.`, "acceptformats");
  }
  const bagian = daftar(m.sections);
  if (bagian.length === 0 || bagian.includes("All")) return { operasi: "GetCapabilities", sections: "semua" };
  const salah = bagian.find((b) => !(SECTIONS as readonly string[]).includes(b));
  if (salah) throw nilaiTidakValid(`Bagian '${ringkas(salah)}' tidak dikenal. Bagian yang tersedia: ${SECTIONS.join(", ")}, All.`, "sections");
  return { operasi: "GetCapabilities", sections: new Set(bagian) };
}

/** A record type by qualified (or bare) name; unbound prefixes and unknown types are refused at `locator`. */
function tipeRekaman(m: Mentah, qname: string, locator: string): TipeRekaman {
  const n = m.nama(qname);
  if (n === null) throw nilaiTidakValid(`Awalan namespace pada '${ringkas(qname)}' tidak terikat; nyatakan dengan NAMESPACE.`, locator);
  const t = TIPE_REKAMAN.find((t) => t.local === n.local && (n.uri === undefined || n.uri === t.uri));
  if (!t) throw nilaiTidakValid(`Tipe rekaman '${ringkas(qname)}' tidak didukung. Tipe yang tersedia: ${NAMA_TIPE.join(", ")}.`, locator);
  return t;
}

function skema(m: Mentah, bawaan: FormatXml): FormatXml {
  if (m.outputSchema === undefined) return bawaan;
  const f = SKEMA_KE_FORMAT.get(m.outputSchema.trim());
  if (!f) throw nilaiTidakValid(`outputSchema '${ringkas(m.outputSchema)}' tidak didukung. Yang tersedia: ${[...SKEMA_KE_FORMAT.keys()].join(", ")}.`, "outputschema");
  return f;
}

function elementSet(teks: string | undefined, bawaan: ElementSet): ElementSet {
  if (teks === undefined) return bawaan;
  const e = ELEMENT_SETS.find((s) => s === teks.trim());
  if (!e) throw nilaiTidakValid(`ElementSetName '${ringkas(teks)}' tidak dikenal; gunakan brief, summary atau full.`, "elementsetname");
  return e;
}

function getRecords(m: Mentah): PermintaanGetRecords {
  const typeNames = (m.typeNames?.length ? m.typeNames : ["csw:Record"]).map((t) => tipeRekaman(m, t, "typenames"));
  const format = skema(m, typeNames[0]!.format);
  if (m.elementNames?.length && m.elementSetName !== undefined) {
    throw nilaiTidakValid("ElementName dan ElementSetName tidak boleh dipakai bersamaan.", "elementname");
  }
  const elementNames = m.elementNames?.map((e) => {
    const n = m.nama(e);
    if (n === null) throw nilaiTidakValid(`Awalan namespace pada ElementName '${ringkas(e)}' tidak terikat.`, "elementname");
    return n;
  });
  const rt = m.resultType?.trim() ?? "results";
  const resultType = RESULT_TYPE.find((r) => r === rt) as ResultType | undefined;
  if (!resultType) throw nilaiTidakValid(`resultType '${ringkas(rt)}' tidak dikenal; gunakan results, hits atau validate.`, "resulttype");
  const startPosition = bilangan(m.startPosition, "startposition", 1) ?? 1;
  const maxRecords = Math.min(bilangan(m.maxRecords, "maxrecords", 0) ?? MAX_RECORDS_BAWAAN, MAX_RECORDS_MAKS);
  const kendala: Filter[] = m.kendala.map((k) => k());
  const filter = kendala.length === 0 ? undefined : kendala.length === 1 ? kendala[0] : buatLogika("And", kendala);
  return {
    operasi: "GetRecords",
    requestId: m.requestId?.trim() || undefined,
    typeNames,
    format,
    elementSet: elementSet(m.elementSetName, "summary"),
    elementNames: elementNames?.length ? elementNames : undefined,
    resultType,
    startPosition,
    maxRecords,
    filter,
    urut: m.urut?.() ?? [],
    gema: resultType === "validate" ? m.gema() : "",
  };
}

function getRecordById(m: Mentah): PermintaanCsw {
  const ids = [...new Set((m.ids ?? []).map((i) => i.trim()).filter(Boolean))];
  if (ids.length === 0) throw hilang("id");
  if (ids.length > ID_MAKS) throw nilaiTidakValid(`Permintaan memuat ${ids.length} id; batasnya ${ID_MAKS} id per GetRecordById.`, "id");
  return { operasi: "GetRecordById", ids, format: skema(m, "dc"), elementSet: elementSet(m.elementSetName, "summary") };
}

function describeRecord(m: Mentah): PermintaanCsw {
  if (m.schemaLanguage !== undefined && !BAHASA_SKEMA.includes(m.schemaLanguage.trim())) {
    throw nilaiTidakValid(`schemaLanguage '${ringkas(m.schemaLanguage)}' tidak didukung; gunakan XMLSCHEMA.`, "schemalanguage");
  }
  if (!m.typeNames?.length) return { operasi: "DescribeRecord" };
  const tipe = m.typeNames.map((t) => {
    const n = m.nama(t);
    if (n === null) throw nilaiTidakValid(`Awalan namespace pada typeName '${ringkas(t)}' tidak terikat; nyatakan dengan NAMESPACE.`, "typename");
    return n;
  });
  return { operasi: "DescribeRecord", tipe };
}

function getDomain(m: Mentah): PermintaanCsw {
  const parameterName = m.parameterName?.trim() || undefined;
  const properti = m.propertyName?.trim() || undefined;
  if (!parameterName && !properti) throw hilang("parametername", "ParameterName atau PropertyName");
  if (properti === undefined) return { operasi: "GetDomain", parameterName };
  const propertyName = m.nama(properti);
  if (propertyName === null) throw nilaiTidakValid(`Awalan namespace pada '${ringkas(properti)}' tidak terikat.`, "propertyname");
  return { operasi: "GetDomain", parameterName, propertyName };
}
