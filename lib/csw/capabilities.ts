import { NS } from "@/lib/csw/xml-tree";
import { escapeAtribut, escapeTeks } from "@/lib/xml/sink";
import { filterCapabilities, operationsMetadata } from "./capabilities-operasi";
import type { PengaturanCsw } from "./pengaturan";
import type { PermintaanCapabilities } from "./permintaan";
import { DEKLARASI, LOKASI_CSW } from "./xml";

const KATA_KUNCI = ["katalog", "metadata", "geospasial", "CSW", "ISO 19115", "ISO 19139", "Indonesia"];

const daun = (nama: string, isi: string | undefined) => (isi ? `<ows:${nama}>${escapeTeks(isi)}</ows:${nama}>` : "");

export type MasukanCapabilities = {
  input: PermintaanCapabilities;
  pengaturan: PengaturanCsw;
  /** Absolute URL of /csw as clients must call it (conformance A7). */
  url: string;
  /** Public base URL, for ows:ProviderSite. */
  dasar: string;
  /** Changes whenever the settings or the published set change (conformance C1). */
  updateSequence: string;
};

/** csw:Capabilities (conformance C): the requested sections of the service description. */
export function renderCapabilities({ input, pengaturan: s, url, dasar, updateSequence }: MasukanCapabilities): string {
  const ada = (b: string) => input.sections === "semua" || input.sections.has(b);
  let isi = "";
  if (ada("ServiceIdentification")) {
    isi +=
      "<ows:ServiceIdentification>" +
      daun("Title", s.judul) +
      daun("Abstract", s.abstrak) +
      `<ows:Keywords>${KATA_KUNCI.map((k) => daun("Keyword", k)).join("")}</ows:Keywords>` +
      "<ows:ServiceType>CSW</ows:ServiceType><ows:ServiceTypeVersion>2.0.2</ows:ServiceTypeVersion>" +
      "<ows:Fees>NONE</ows:Fees><ows:AccessConstraints>NONE</ows:AccessConstraints>" +
      "</ows:ServiceIdentification>";
  }
  if (ada("ServiceProvider")) {
    isi +=
      "<ows:ServiceProvider>" +
      daun("ProviderName", s.namaOrganisasi) +
      `<ows:ProviderSite xlink:href="${escapeAtribut(dasar)}"/>` +
      "<ows:ServiceContact>" +
      daun("IndividualName", s.namaKontak) +
      daun("PositionName", s.jabatan) +
      "<ows:ContactInfo>" +
      (s.telepon ? `<ows:Phone>${daun("Voice", s.telepon)}</ows:Phone>` : "") +
      (s.email ? `<ows:Address>${daun("ElectronicMailAddress", s.email)}</ows:Address>` : "") +
      daun("HoursOfService", s.jamLayanan) +
      daun("ContactInstructions", s.instruksiKontak) +
      "</ows:ContactInfo>" +
      daun("Role", s.peranKontak) +
      "</ows:ServiceContact></ows:ServiceProvider>";
  }
  if (ada("OperationsMetadata")) isi += operationsMetadata(url, `${dasar}/ogcapi`);
  // Always present: CSW-discovery.xsd makes ogc:Filter_Capabilities mandatory, so leaving it out would be invalid.
  isi += filterCapabilities();
  return (
    `${DEKLARASI}<csw:Capabilities xmlns:csw="${NS.csw}" xmlns:ows="${NS.ows}" xmlns:ogc="${NS.ogc}" xmlns:gml="${NS.gml}"` +
    ` xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="${NS.xsi}" xsi:schemaLocation="${LOKASI_CSW}"` +
    ` version="2.0.2" updateSequence="${escapeAtribut(updateSequence)}">${isi}</csw:Capabilities>`
  );
}
