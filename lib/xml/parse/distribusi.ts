import type { XmlElement } from "@/lib/csw/xml-tree";
import { SumberDaring } from "@/lib/metadata/schema";
import { potong, protokol, urlDari } from "./normal";
import type { Baca, DistribusiM } from "./ragam";
import { kontak, sitasi } from "./sitasi";

type SumberDaringM = NonNullable<DistribusiM["sumberDaring"]>[number];
type FormatM = NonNullable<DistribusiM["format"]>[number];
const FUNGSI = new Set<string>(SumberDaring.shape.fungsi.unwrap().options);

/**
 * MD_Distribution (all of a record's, merged): formats, distributors and online resources. Formats and links
 * nested in a distributor (GeoNetwork writes them there) count as the record's own.
 */
export function distribusi(b: Baca, props: XmlElement[]): DistribusiM {
  const { p, r } = b;
  const d = r.mrd;
  const hasil = { format: [] as FormatM[], sumberDaring: [] as SumberDaringM[], distributor: [] as NonNullable<DistribusiM["distributor"]> };
  for (const prop of props) {
    const md = p.objek(prop);
    hasil.format.push(...p.semua(md, `${d}:distributionFormat`).flatMap((f) => format(b, f) ?? []));
    for (const dp of p.semua(md, `${d}:distributor`)) {
      const dist = p.objek(dp);
      hasil.distributor.push(...p.semua(dist, `${d}:distributorContact`).flatMap((k) => kontak(b, k) ?? []));
      hasil.format.push(...p.semua(dist, `${d}:distributorFormat`).flatMap((f) => format(b, f) ?? []));
      hasil.sumberDaring.push(...p.semua(dist, `${d}:distributorTransferOptions`).flatMap((t) => opsiTransfer(b, t)));
    }
    hasil.sumberDaring.push(...p.semua(md, `${d}:transferOptions`).flatMap((t) => opsiTransfer(b, t)));
  }
  return hasil;
}

/** gmd: name + version; ISO 19115-3: the format specification's citation (title = name, edition = version). */
function format(b: Baca, prop: XmlElement): FormatM | undefined {
  const { p, r } = b;
  const f = p.objek(prop);
  let nama: string | undefined;
  let versi: string | undefined;
  if (r.nama === "gmd") {
    nama = p.teks(p.satu(f, "gmd:name"));
    versi = p.teks(p.satu(f, "gmd:version"));
  } else {
    const s = sitasi(b, p.jalan(f, "mrd:formatSpecificationCitation"));
    nama = s.judul;
    versi = s.edisi;
    if (s.tanggal.length > 0) p.catat(prop, "Tanggal spesifikasi format diabaikan.");
  }
  if (!nama) return undefined;
  return versi ? { nama, versi } : { nama };
}

function opsiTransfer(b: Baca, prop: XmlElement): SumberDaringM[] {
  const { p, r } = b;
  const opsi = p.objek(prop);
  return p.semua(opsi, `${r.mrd}:onLine`).flatMap((o) => sumberDaring(b, o) ?? []);
}

/** CI_OnlineResource: a usable absolute URL or nothing; the protocol as one of our codes (normal.ts). */
function sumberDaring(b: Baca, prop: XmlElement): SumberDaringM | undefined {
  const { p, r } = b;
  const o = p.objek(prop);
  const mentah = p.teks(p.satu(o, `${r.cit}:linkage`));
  const hasilUrl = urlDari(mentah, "sumberDaring");
  if ("alasan" in hasilUrl) {
    p.pakaiSemua(prop);
    p.catatTautan(prop, `Sumber daring "${potong(mentah ?? "")}" diabaikan: ${hasilUrl.alasan}`);
    return undefined;
  }
  const { url } = hasilUrl;
  const pr = protokol(p.teks(p.satu(o, `${r.cit}:protocol`)), url);
  if (pr.catatan) p.catat(prop, pr.catatan);
  const hasil: SumberDaringM = { url, protokol: pr.nilai! };
  const nama = p.teks(p.satu(o, `${r.cit}:name`));
  const deskripsi = p.teks(p.satu(o, `${r.cit}:description`));
  const fungsiEl = p.satu(o, `${r.cit}:function`);
  const fungsi = p.kode(fungsiEl);
  if (nama) hasil.nama = nama;
  if (deskripsi) hasil.deskripsi = deskripsi;
  if (fungsi && FUNGSI.has(fungsi)) hasil.fungsi = fungsi as SumberDaringM["fungsi"];
  else if (fungsi) p.catat(fungsiEl!, `Fungsi "${potong(fungsi)}" tidak dikenal, diabaikan.`);
  return hasil;
}
