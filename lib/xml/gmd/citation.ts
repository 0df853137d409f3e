import type { Kontak, Tanggal } from "@/lib/metadata/schema";
import { kodeGmd, uriKodelist } from "../kodelist";
import type { XmlSink } from "../sink";
import { anyUri, kode, nihil, tanggal, teks, teksOpsional } from "../tulis";

type KelasGmd = Parameters<typeof uriKodelist>[1];

/** A gmd code list value: `<prop><gmd:Class codeList=… codeListValue=…>`. */
export function kodeG(w: XmlSink, prop: string, kelas: KelasGmd, nilai: string): void {
  kode(w, prop, `gmd:${kelas}`, uriKodelist("gmd", kelas), nilai);
}

/** gmd:CI_ResponsibleParty; `ringkas` keeps only names and role (brief records). */
export function pihakGmd(w: XmlSink, prop: string, k: Kontak, ringkas = false): void {
  w.open(prop);
  w.open("gmd:CI_ResponsibleParty");
  teksOpsional(w, "gmd:individualName", k.namaIndividu);
  teksOpsional(w, "gmd:organisationName", k.namaOrganisasi);
  if (!ringkas) {
    teksOpsional(w, "gmd:positionName", k.jabatan);
    kontakGmd(w, k);
  }
  // every 19115-1-only role has a rule, so the mandatory role is never dropped
  kodeG(w, "gmd:role", "CI_RoleCode", kodeGmd("PERAN_KONTAK", k.peran) ?? "pointOfContact");
  w.close();
  w.close();
}

function kontakGmd(w: XmlSink, k: Kontak): void {
  const adaAlamat = k.alamat ?? k.kota ?? k.provinsi ?? k.kodePos ?? k.negara ?? k.email;
  if (!k.telepon && !adaAlamat && !k.url) return;
  w.open("gmd:contactInfo");
  w.open("gmd:CI_Contact");
  if (k.telepon) {
    w.open("gmd:phone");
    w.open("gmd:CI_Telephone");
    teksOpsional(w, "gmd:voice", k.telepon);
    w.close();
    w.close();
  }
  if (adaAlamat) {
    w.open("gmd:address");
    w.open("gmd:CI_Address");
    teksOpsional(w, "gmd:deliveryPoint", k.alamat);
    teksOpsional(w, "gmd:city", k.kota);
    teksOpsional(w, "gmd:administrativeArea", k.provinsi);
    teksOpsional(w, "gmd:postalCode", k.kodePos);
    teksOpsional(w, "gmd:country", k.negara);
    teksOpsional(w, "gmd:electronicMailAddress", k.email);
    w.close();
    w.close();
  }
  if (k.url) {
    w.open("gmd:onlineResource");
    w.open("gmd:CI_OnlineResource");
    urlGmd(w, k.url);
    w.close();
    w.close();
  }
  w.close();
  w.close();
}

/** gmd:linkage/gmd:URL (typed xs:anyURI, unlike the CharacterString linkage of ISO 19115-3) */
export function urlGmd(w: XmlSink, url: string): void {
  w.open("gmd:linkage");
  w.open("gmd:URL");
  w.text(anyUri(url));
  w.close();
  w.close();
}

/** CI_Date list; 19115-1 date types without a 19139 code are left out (PEMETAAN_GMD.JENIS_TANGGAL). */
function tanggalGmd(w: XmlSink, daftar: readonly Tanggal[]): void {
  let ditulis = 0;
  for (const t of daftar) {
    const jenis = kodeGmd("JENIS_TANGGAL", t.jenis);
    if (jenis === null) continue;
    w.open("gmd:date");
    w.open("gmd:CI_Date");
    tanggal(w, "gmd:date", t.tanggal);
    kodeG(w, "gmd:dateType", "CI_DateTypeCode", jenis);
    w.close();
    w.close();
    ditulis++;
  }
  // CI_Citation.date is mandatory in gmd
  if (ditulis === 0) nihil(w, "gmd:date");
}

export type Sitasi = { judul: string; judulAlternatif?: string; tanggal?: readonly Tanggal[]; edisi?: string };

/** gmd:CI_Citation with title, alternate title, dates and edition. */
export function sitasiGmd(w: XmlSink, prop: string, s: Sitasi): void {
  w.open(prop);
  w.open("gmd:CI_Citation");
  teks(w, "gmd:title", s.judul);
  teksOpsional(w, "gmd:alternateTitle", s.judulAlternatif);
  tanggalGmd(w, s.tanggal ?? []);
  teksOpsional(w, "gmd:edition", s.edisi);
  w.close();
  w.close();
}
