import type { Kontak, Tanggal } from "@/lib/metadata/schema";
import { uriKodelist } from "../kodelist";
import type { XmlSink } from "../sink";
import { gco, kode, tanggal, teks, teksOpsional } from "../tulis";

type KelasKode = Parameters<typeof uriKodelist>[1];

/** An ISO 19115-3 code list value, e.g. `kodeM(w, "cit:role", "cit", "CI_RoleCode", v)`. */
export function kodeM(w: XmlSink, prop: string, paket: string, kelas: KelasKode, nilai: string): void {
  kode(w, prop, `${paket}:${kelas}`, uriKodelist("mdb", kelas), nilai);
}

/**
 * cit:CI_Responsibility. An organisation carries the contact details and names its person as
 * cit:individual; a person without an organisation is the party itself. `ringkas`: names and role only.
 */
export function tanggungJawab(w: XmlSink, prop: string, k: Kontak, ringkas = false): void {
  w.open(prop);
  w.open("cit:CI_Responsibility");
  kodeM(w, "cit:role", "cit", "CI_RoleCode", k.peran);
  w.open("cit:party");
  if (k.namaOrganisasi !== undefined) {
    w.open("cit:CI_Organisation");
    gco(w, "cit:name", "gco:CharacterString", k.namaOrganisasi);
    if (!ringkas) kontakM(w, k);
    if (k.namaIndividu !== undefined || (!ringkas && k.jabatan !== undefined)) {
      w.open("cit:individual");
      w.open("cit:CI_Individual");
      teksOpsional(w, "cit:name", k.namaIndividu);
      if (!ringkas) teksOpsional(w, "cit:positionName", k.jabatan);
      w.close();
      w.close();
    }
  } else {
    w.open("cit:CI_Individual");
    teksOpsional(w, "cit:name", k.namaIndividu);
    if (!ringkas) {
      kontakM(w, k);
      teksOpsional(w, "cit:positionName", k.jabatan);
    }
  }
  w.close();
  w.close();
  w.close();
  w.close();
}

function kontakM(w: XmlSink, k: Kontak): void {
  const adaAlamat = k.alamat ?? k.kota ?? k.provinsi ?? k.kodePos ?? k.negara ?? k.email;
  if (!k.telepon && !adaAlamat && !k.url) return;
  w.open("cit:contactInfo");
  w.open("cit:CI_Contact");
  if (k.telepon) {
    w.open("cit:phone");
    w.open("cit:CI_Telephone");
    gco(w, "cit:number", "gco:CharacterString", k.telepon);
    kodeM(w, "cit:numberType", "cit", "CI_TelephoneTypeCode", "voice");
    w.close();
    w.close();
  }
  if (adaAlamat) {
    w.open("cit:address");
    w.open("cit:CI_Address");
    teksOpsional(w, "cit:deliveryPoint", k.alamat);
    teksOpsional(w, "cit:city", k.kota);
    teksOpsional(w, "cit:administrativeArea", k.provinsi);
    teksOpsional(w, "cit:postalCode", k.kodePos);
    teksOpsional(w, "cit:country", k.negara);
    teksOpsional(w, "cit:electronicMailAddress", k.email);
    w.close();
    w.close();
  }
  if (k.url) {
    w.open("cit:onlineResource");
    w.open("cit:CI_OnlineResource");
    gco(w, "cit:linkage", "gco:CharacterString", k.url);
    w.close();
    w.close();
  }
  w.close();
  w.close();
}

export function tanggalM(w: XmlSink, prop: string, t: Tanggal): void {
  w.open(prop);
  w.open("cit:CI_Date");
  tanggal(w, "cit:date", t.tanggal);
  kodeM(w, "cit:dateType", "cit", "CI_DateTypeCode", t.jenis);
  w.close();
  w.close();
}

export type SitasiM = { judul: string; judulAlternatif?: string; tanggal?: readonly Tanggal[]; edisi?: string };

/** cit:CI_Citation (dates are optional in ISO 19115-3, so nothing has to be invented). */
export function sitasiM(w: XmlSink, prop: string, s: SitasiM): void {
  w.open(prop);
  w.open("cit:CI_Citation");
  teks(w, "cit:title", s.judul);
  teksOpsional(w, "cit:alternateTitle", s.judulAlternatif);
  for (const t of s.tanggal ?? []) tanggalM(w, "cit:date", t);
  teksOpsional(w, "cit:edition", s.edisi);
  w.close();
  w.close();
}
