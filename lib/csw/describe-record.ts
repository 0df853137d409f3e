import { NS } from "@/lib/csw/xml-tree";
import { TIPE_REKAMAN, type PermintaanDescribeRecord, type TipeRekaman } from "./permintaan";
import { SKEMA_CSW_RECORD, SKEMA_GMD, SKEMA_MDB } from "./skema-rekaman";
import { DEKLARASI, LOKASI_CSW } from "./xml";

const SKEMA: Record<TipeRekaman["nama"], string> = {
  "csw:Record": SKEMA_CSW_RECORD,
  "gmd:MD_Metadata": SKEMA_GMD,
  "mdb:MD_Metadata": SKEMA_MDB,
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
    .map((t) => `<csw:SchemaComponent targetNamespace="${t.uri}" schemaLanguage="http://www.w3.org/XML/Schema">${SKEMA[t.nama]}</csw:SchemaComponent>`)
    .join("");
  return `${DEKLARASI}<csw:DescribeRecordResponse xmlns:csw="${NS.csw}" xmlns:xsi="${NS.xsi}" xsi:schemaLocation="${LOKASI_CSW}">${isi}</csw:DescribeRecordResponse>`;
}
