import { NS, anakElemen, type XmlElement } from "@/lib/csw/xml-tree";
import type { Env } from "@/lib/env";
import type { PengaturanCsw } from "./pengaturan";

/** The service identity fields of spec 4.4, in its table's order. */
export type KunciIdentitas = Exclude<keyof PengaturanCsw, "updatedAt">;
export type IdentitasCsw = Record<KunciIdentitas, string | null>;

/** Spec 4.4: with an external provider each field comes from a CSW_* environment variable. */
export const VARIABEL_IDENTITAS = {
  judul: "CSW_TITLE",
  namaOrganisasi: "CSW_PROVIDER_NAME",
  abstrak: "CSW_ABSTRACT",
  namaKontak: "CSW_CONTACT_NAME",
  jabatan: "CSW_CONTACT_POSITION",
  telepon: "CSW_CONTACT_PHONE",
  email: "CSW_CONTACT_EMAIL",
  jamLayanan: "CSW_HOURS_OF_SERVICE",
  instruksiKontak: "CSW_CONTACT_INSTRUCTIONS",
  peranKontak: "CSW_CONTACT_ROLE",
} as const satisfies Record<KunciIdentitas, keyof Env>;

const KUNCI = Object.keys(VARIABEL_IDENTITAS) as KunciIdentitas[];

/** The identity the CSW_* variables give (null where a variable is unset). */
export function identitasLingkungan(e: Env): IdentitasCsw {
  return Object.fromEntries(KUNCI.map((k) => [k, e[VARIABEL_IDENTITAS[k]] ?? null])) as IdentitasCsw;
}

const jalur = (el: XmlElement | undefined, ...langkah: string[]): XmlElement | undefined =>
  langkah.reduce<XmlElement | undefined>((e, l) => (e ? anakElemen(e, NS.ows, l)[0] : undefined), el);

/**
 * The identity a csw:Capabilities document shows, read at the XPaths of spec 4.4, and the GET address it gives
 * for GetRecords (clients send every later request there). Fields the document lacks are null.
 */
export function identitasDariCapabilities(akar: XmlElement): { identitas: IdentitasCsw; urlGetRecords: string | null } {
  const si = jalur(akar, "ServiceIdentification");
  const sp = jalur(akar, "ServiceProvider");
  const kontak = jalur(sp, "ServiceContact");
  const info = jalur(kontak, "ContactInfo");
  const teks = (el: XmlElement | undefined) => el?.text.trim() || null;
  const identitas: IdentitasCsw = {
    judul: teks(jalur(si, "Title")),
    namaOrganisasi: teks(jalur(sp, "ProviderName")),
    abstrak: teks(jalur(si, "Abstract")),
    namaKontak: teks(jalur(kontak, "IndividualName")),
    jabatan: teks(jalur(kontak, "PositionName")),
    telepon: teks(jalur(info, "Phone", "Voice")),
    email: teks(jalur(info, "Address", "ElectronicMailAddress")),
    jamLayanan: teks(jalur(info, "HoursOfService")),
    instruksiKontak: teks(jalur(info, "ContactInstructions")),
    peranKontak: teks(jalur(kontak, "Role")),
  };
  const operasi = jalur(akar, "OperationsMetadata");
  const getRecords = operasi && anakElemen(operasi, NS.ows, "Operation").find((o) => o.attrs.get("name") === "GetRecords");
  const get = jalur(getRecords, "DCP", "HTTP", "Get");
  return { identitas, urlGetRecords: get?.attrs.get("{http://www.w3.org/1999/xlink}href") ?? null };
}
