import { NS } from "@/lib/csw/xml-tree";
import { TIPE_REKAMAN, type PermintaanDescribeRecord, type TipeRekaman } from "./permintaan";
import { SKEMA_CSW_RECORD, SKEMA_GMD, SKEMA_MDB, SKEMA_MDB_2016 } from "./skema-rekaman";
import { DEKLARASI, LOKASI_CSW } from "./xml";

const SKEMA: Record<TipeRekaman["format"], string> = {
  dc: SKEMA_CSW_RECORD,
  gmd: SKEMA_GMD,
  mdb2018: SKEMA_MDB,
  mdb2016: SKEMA_MDB_2016,
};

/**
 * DescribeRecord (conformance G): the XML Schema of each requested record type, or of all of them without
 * typeName. A well-formed name of a type we do not have is simply not described (an empty response).
 */
export function describeRecord(p: PermintaanDescribeRecord): string {
  const tipe = p.tipe
    ? TIPE_REKAMAN.filter((t) => p.tipe!.some((n) => n.local === t.local && (n.uri === undefined || n.uri === t.uri)))
    : TIPE_REKAMAN;
  const isi = tipe
    .map((t) => `<csw:SchemaComponent targetNamespace="${t.uri}" schemaLanguage="http://www.w3.org/XML/Schema">${SKEMA[t.format]}</csw:SchemaComponent>`)
    .join("");
  return `${DEKLARASI}<csw:DescribeRecordResponse xmlns:csw="${NS.csw}" xmlns:xsi="${NS.xsi}" xsi:schemaLocation="${LOKASI_CSW}">${isi}</csw:DescribeRecordResponse>`;
}
