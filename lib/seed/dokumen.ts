import type { DokumenMetadata, Identifikasi, KataKunci, Kontak, KotakBatas, Tanggal } from "@/lib/metadata/schema";
import type { OrganisasiSumber, Provinsi, TemaDataset } from "./data";
import { buatSumberDaring, pilihSistemReferensi, slug } from "./distribusi";
import { buatLaporanKualitas } from "./kualitas";
import type { PenggunaRingkas } from "./pengguna";
import type { Acak } from "./prng";
import { DOMAIN_DEMO } from "./pengguna";
import { buatAbstrak, buatSilsilah, frasaManfaat } from "./teks";

/** Everything decided about one record before its document is written. */
export type RencanaRekaman = {
  id: string;
  organisasi: OrganisasiSumber;
  tema: TemaDataset;
  judul: string;
  /** Undefined for a national record. */
  provinsi?: Provinsi;
  bbox: KotakBatas;
  tahun: number;
  /** Creation date of the data (ms since epoch). */
  tanggalData: number;
  /** ISO dates (YYYY-MM-DD) of the citation. */
  tanggal: Tanggal[];
  produsen: PenggunaRingkas;
  /** Data-quality reports pass (false for rejected records). */
  lulus: boolean;
  tanggalStempel: string;
};

/** Denominator of "1:25.000", or a ground distance from "resolusi 1,5 m" / "... (sekitar 8 m)". */
export function resolusiDariSkala(skala: string | undefined): Identifikasi["resolusi"] {
  if (!skala) return undefined;
  const rasio = /^1:([\d.]+)$/.exec(skala);
  if (rasio?.[1]) return { skala: Number(rasio[1].replace(/\./g, "")) };
  const jarak = [...skala.matchAll(/([\d]+(?:,\d+)?)\s*m\b/g)].at(-1);
  return jarak?.[1] ? { jarak: { nilai: Number(jarak[1].replace(",", ".")), satuan: "m" } } : undefined;
}

function kontakOrganisasi(org: OrganisasiSumber, peran: string, provinsi?: Provinsi): Kontak {
  return {
    peran,
    namaOrganisasi: org.nama,
    email: `data.${org.kode.toLowerCase()}@${DOMAIN_DEMO}`,
    ...(org.kota ? { kota: org.kota } : {}),
    ...(org.tingkat === "provinsi" && provinsi ? { provinsi: provinsi.nama } : {}),
    negara: "Indonesia",
  };
}

function buatKataKunci(acak: Acak, r: RencanaRekaman): KataKunci[] {
  const tempat = r.provinsi ? ["Indonesia", r.provinsi.nama] : ["Indonesia"];
  const grup: KataKunci[] = [
    { kata: acak.sampel(r.tema.kataKunci, acak.int(Math.min(2, r.tema.kataKunci.length), r.tema.kataKunci.length)), jenis: "theme" },
    { kata: tempat, jenis: "place" },
  ];
  if (acak.peluang(0.3)) grup.push({ kata: [String(r.tahun)], jenis: "temporal" });
  return grup;
}

/** The complete ISO 19115 document of a planned record, already in the shape `DokumenMetadata.parse` returns. */
export function buatDokumen(acak: Acak, r: RencanaRekaman): DokumenMetadata {
  const { organisasi: org, tema } = r;
  const lapisan = slug(`${tema.judul} ${r.provinsi?.kode ?? "id"} ${r.tahun}`);
  const teks = { tema, judul: r.judul, namaOrganisasi: org.nama, tahun: r.tahun, tanggalData: r.tanggalData };
  const terbuka = tema.klasifikasiKeamanan === "unclassified";
  const resolusi = resolusiDariSkala(tema.skala);
  const kontakProdusen: Kontak = {
    peran: "pointOfContact",
    namaIndividu: r.produsen.namaLengkap,
    namaOrganisasi: org.nama,
    jabatan: r.produsen.jabatan,
    email: r.produsen.email,
    negara: "Indonesia",
  };
  const kontak = [kontakProdusen, kontakOrganisasi(org, acak.pilih(["custodian", "owner", "originator"]), r.provinsi)];
  if (acak.peluang(0.3)) kontak.push(kontakOrganisasi(org, "publisher", r.provinsi));
  const sistemReferensi = pilihSistemReferensi(acak, r.bbox, !r.provinsi, org.kode);
  return {
    identifikasi: {
      judul: r.judul,
      abstrak: buatAbstrak(acak, teks),
      tujuan: `Menyediakan data ${tema.judul} untuk ${frasaManfaat(tema.topikKategori)}.`,
      tanggal: r.tanggal,
      edisi: String(r.tahun),
      statusProgres: tema.frekuensiPembaruan === "continual" ? "onGoing" : "completed",
      frekuensiPembaruan: tema.frekuensiPembaruan,
      bahasa: ["ind"],
      tipeData: tema.tipeData,
      representasiSpasial: [tema.representasiSpasial],
      ...(resolusi ? { resolusi } : {}),
      topikKategori: tema.topikKategori,
      kataKunci: buatKataKunci(acak, r),
      klasifikasiKeamanan: tema.klasifikasiKeamanan,
      batasan: {
        penggunaan: [`Cantumkan sumber: ${org.nama} (${r.tahun}).`],
        ...(terbuka
          ? { lisensi: "Data terbuka; boleh digunakan dan disebarluaskan dengan mencantumkan sumber." }
          : { aksesBatasan: `Akses terbatas untuk instansi pemerintah; ajukan permohonan kepada walidata ${org.singkatan ?? org.nama}.` }),
      },
      grafik: acak.peluang(0.5)
        ? [{ url: `https://geoservice.${org.kode.toLowerCase()}.example/pratinjau/${lapisan}.png`, deskripsi: "Pratinjau peta", tipe: "PNG" }]
        : [],
      kontak,
    },
    cakupan: {
      bbox: r.bbox,
      temporal: { mulai: `${r.tahun}-01-01`, selesai: r.tanggal[0]?.tanggal ?? `${r.tahun}-12-31` },
      wilayah: r.provinsi ? [{ kode: r.provinsi.kode, nama: `Provinsi ${r.provinsi.nama}` }] : [{ kode: "ID", nama: "Indonesia" }],
    },
    distribusi: {
      format: [{ nama: tema.format }],
      sumberDaring: buatSumberDaring(terbuka ? tema.protokol : tema.protokol.slice(0, 1), org.kode, lapisan, tema.format),
      distributor: [kontakOrganisasi(org, "distributor", r.provinsi)],
    },
    sistemReferensi: { kode: sistemReferensi, ruangKode: "EPSG" },
    kualitasData: {
      cakupan: "dataset",
      silsilah: buatSilsilah(acak, teks),
      laporan: buatLaporanKualitas(acak, tema, r.lulus),
    },
    metadataInfo: {
      pengenal: r.id,
      bahasa: "ind",
      levelHierarki: "dataset",
      namaStandar: "SNI 8843-1:2019 Profil Metadata Spasial Indonesia",
      versiStandar: "2019",
      tanggalStempel: r.tanggalStempel,
      kontak: [kontakOrganisasi(org, "pointOfContact", r.provinsi)],
    },
  };
}
