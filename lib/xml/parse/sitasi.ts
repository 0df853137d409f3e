import { z } from "zod";
import type { XmlElement } from "@/lib/csw/xml-tree";
import { jenisTanggal, kodeReferensi, potong, tanggalIso, urlDari } from "./normal";
import type { Baca, KontakM, TanggalM } from "./ragam";

/** CI_Date list of a citation (or of dateInfo); unreadable dates are reported and left out. */
export function daftarTanggal({ p, r }: Baca, el: XmlElement | undefined, prop: string): TanggalM[] {
  const hasil: TanggalM[] = [];
  for (const d of p.semua(el, prop)) {
    const ci = p.objek(d);
    const t = tanggalIso(p.teks(p.satu(ci, `${r.cit}:date`)));
    const j = jenisTanggal(p.kode(p.satu(ci, `${r.cit}:dateType`)));
    if (t.catatan) p.catat(d, t.catatan);
    if (j.catatan) p.catat(d, `${j.catatan} Tanggal diabaikan.`);
    if (t.nilai && j.nilai) hasil.push({ tanggal: t.nilai, jenis: j.nilai });
  }
  return hasil;
}

export type SitasiM = { judul?: string; judulAlternatif?: string; tanggal: TanggalM[]; edisi?: string };

/** CI_Citation: title, the first alternate title, dates, edition. */
export function sitasi(b: Baca, ci: XmlElement | undefined): SitasiM {
  const { p, r } = b;
  const alt = p.semua(ci, `${r.cit}:alternateTitle`);
  if (alt.length > 1) p.catat(alt[1]!, "Hanya judul alternatif pertama yang dipakai.");
  return {
    judul: p.teks(p.satu(ci, `${r.cit}:title`)),
    judulAlternatif: p.teks(alt[0]),
    tanggal: daftarTanggal(b, ci, `${r.cit}:date`),
    edisi: p.teks(p.satu(ci, `${r.cit}:edition`)),
  };
}

type IsiKontak = Omit<KontakM, "peran"> & { peran?: string };

const cekEmail = z.email();

/**
 * A contact from its parts, as the document schema wants it: a known role (else pointOfContact), a valid
 * e-mail and URL (else left out), at least one name (else the contact is left out). Every change is reported.
 */
export function bangunKontak({ p }: Baca, el: XmlElement, isi: IsiKontak): KontakM | undefined {
  if (!isi.namaIndividu && !isi.namaOrganisasi) {
    p.catat(el, "Kontak tanpa nama individu maupun organisasi diabaikan.");
    return undefined;
  }
  const peran = kodeReferensi("PERAN_KONTAK", isi.peran);
  if (!peran.nilai) {
    p.catat(el, isi.peran ? `Peran "${potong(isi.peran)}" tidak dikenal; dipakai pointOfContact.` : "Peran kontak tidak ada; dipakai pointOfContact.");
  }
  const k: KontakM = { ...isi, peran: peran.nilai ?? "pointOfContact" };
  if (k.email !== undefined && !cekEmail.safeParse(k.email).success) {
    p.catat(el, `Alamat e-mail "${potong(k.email)}" tidak sah, diabaikan.`);
    delete k.email;
  }
  if (k.url !== undefined) {
    const url = urlDari(k.url, "kontak");
    if ("alasan" in url) {
      p.catatTautan(el, `URL kontak "${potong(k.url)}" diabaikan: ${url.alasan}`);
      delete k.url;
    } else k.url = url.url;
  }
  for (const [kunciIsi, nilai] of Object.entries(k)) if (nilai === undefined) delete (k as Record<string, unknown>)[kunciIsi];
  return k;
}

/** CI_Contact (phone, address, online resource) of either encoding. */
function infoKontak(b: Baca, ci: XmlElement | undefined): Partial<IsiKontak> {
  const { p, r } = b;
  const telepon = p.semua(ci, `${r.cit}:phone`).map((t) => p.objek(t));
  const nomor =
    r.nama === "gmd"
      ? telepon.flatMap((t) => p.semua(t, "gmd:voice").map((v) => p.teks(v)))
      : telepon.map((t) => {
          p.kode(p.satu(t, "cit:numberType"));
          return p.teks(p.satu(t, "cit:number"));
        });
  const alamat = p.objek(p.satu(ci, `${r.cit}:address`));
  const email = p.semua(alamat, `${r.cit}:electronicMailAddress`).map((e) => p.teks(e));
  const titik = p.semua(alamat, `${r.cit}:deliveryPoint`).map((e) => p.teks(e)).filter(Boolean);
  const online = p.objek(p.satu(ci, `${r.cit}:onlineResource`));
  return {
    telepon: nomor.find(Boolean),
    alamat: titik.length > 0 ? titik.join(", ") : undefined,
    kota: p.teks(p.satu(alamat, `${r.cit}:city`)),
    provinsi: p.teks(p.satu(alamat, `${r.cit}:administrativeArea`)),
    kodePos: p.teks(p.satu(alamat, `${r.cit}:postalCode`)),
    negara: p.teks(p.satu(alamat, `${r.cit}:country`)),
    email: email.find(Boolean),
    url: p.teks(p.satu(online, `${r.cit}:linkage`)),
  };
}

/** gmd:CI_ResponsibleParty or cit:CI_Responsibility inside a property (contact, pointOfContact, …). */
export function kontak(b: Baca, prop: XmlElement): KontakM | undefined {
  const { p } = b;
  const rp = p.objek(prop);
  if (!rp) return undefined;
  if (b.r.nama === "gmd") {
    return bangunKontak(b, rp, {
      peran: p.kode(p.satu(rp, "gmd:role")),
      namaIndividu: p.teks(p.satu(rp, "gmd:individualName")),
      namaOrganisasi: p.teks(p.satu(rp, "gmd:organisationName")),
      jabatan: p.teks(p.satu(rp, "gmd:positionName")),
      ...infoKontak(b, p.jalan(rp, "gmd:contactInfo")),
    });
  }
  const peran = p.kode(p.satu(rp, "cit:role"));
  const pihak = p.semua(rp, "cit:party");
  if (pihak.length > 1) p.catat(pihak[1]!, "Hanya pihak pertama yang dipakai.");
  const kelas = p.objek(pihak[0]);
  if (!kelas) return bangunKontak(b, rp, { peran });
  if (kelas.local === "CI_Organisation") {
    const individu = p.semua(kelas, "cit:individual");
    if (individu.length > 1) p.catat(individu[1]!, "Hanya individu pertama organisasi yang dipakai.");
    const ind = p.objek(individu[0]);
    const infoOrg = infoKontak(b, p.jalan(kelas, "cit:contactInfo"));
    const infoInd = infoKontak(b, p.jalan(ind, "cit:contactInfo"));
    return bangunKontak(b, rp, {
      peran,
      namaOrganisasi: p.teks(p.satu(kelas, "cit:name")),
      namaIndividu: p.teks(p.satu(ind, "cit:name")),
      jabatan: p.teks(p.satu(ind, "cit:positionName")),
      ...gabung(infoOrg, infoInd),
    });
  }
  return bangunKontak(b, rp, {
    peran,
    namaIndividu: p.teks(p.satu(kelas, "cit:name")),
    jabatan: p.teks(p.satu(kelas, "cit:positionName")),
    ...infoKontak(b, p.jalan(kelas, "cit:contactInfo")),
  });
}

/** The organisation's details first, the person's fill the gaps. */
function gabung(a: Partial<IsiKontak>, b: Partial<IsiKontak>): Partial<IsiKontak> {
  const hasil: Partial<IsiKontak> = { ...b };
  for (const [k, v] of Object.entries(a)) if (v !== undefined) (hasil as Record<string, unknown>)[k] = v;
  return hasil;
}
