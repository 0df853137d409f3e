import type { metadata } from "@/lib/db/schema";
import { type StatusMetadata } from "@/lib/metadata/kode";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import type { Tanggal } from "@/lib/metadata/schema";
import { BBOX_NASIONAL, DAFTAR_PROVINSI, provinsiDariKode, type OrganisasiSumber, type TemaDataset } from "./data";
import { buatDokumen, type RencanaRekaman } from "./dokumen";
import type { IndeksPengguna } from "./pengguna";
import { Acak } from "./prng";

/** An insert row of `metadata` whose status is always set by the seed. */
export type BarisMetadata = typeof metadata.$inferInsert & { status: StatusMetadata };

/** Fixed "now" of the seed: every timestamp is relative to it, so a seed never depends on the clock. */
export const WAKTU_DASAR = new Date("2026-01-01T00:00:00Z");

/** Statuses of one block of 50 records: 60% / 12% / 8% / 8% / 6% / 6%, exact in every full block. */
const KOMPOSISI_BLOK: Readonly<Record<StatusMetadata, number>> = {
  PUBLISHED: 30,
  DRAFT: 6,
  QCQE_PROCESS: 4,
  REVIEW: 4,
  REJECTED: 3,
  PRIVATE: 3,
};
export const UKURAN_BLOK = 50;

/** The status of a record and whether the demo Produsen (BIG) owns it. */
export type SlotStatus = { status: StatusMetadata; demo: boolean };

/**
 * The shuffled statuses of block `blok` (records 50·blok … 50·blok+49). The first record of each status in a
 * block goes to the demo Produsen, so the demo login owns records in every status once 50 are seeded.
 */
export function slotStatusBlok(seed: number, blok: number): SlotStatus[] {
  const acak = new Acak(seed, "status", blok);
  const status = Object.entries(KOMPOSISI_BLOK).flatMap(([s, n]) => Array<StatusMetadata>(n).fill(s as StatusMetadata));
  const sudah = new Set<StatusMetadata>();
  return acak.acakUrutan(status).map((s) => {
    const demo = !sudah.has(s);
    sudah.add(s);
    return { status: s, demo };
  });
}

export type TemaOrganisasi = { organisasi: OrganisasiSumber; idOrganisasi: string; tema: TemaDataset };

/** What every record generator shares: seed, themes in seeded order, and the owners to assign. */
export type KonteksRekaman = { seed: number; tema: TemaOrganisasi[]; temaDemo: TemaOrganisasi[]; pengguna: IndeksPengguna };

const HARI = 86_400_000;
const AWAL_PEMBUATAN = Date.UTC(2021, 0, 1);
const AKHIR_PEMBUATAN = Date.UTC(2025, 10, 30);

const tanggalIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const detik = (ms: number) => Math.floor(ms / 1000) * 1000;

/** "Kawasan Hutan" → "Kawasan Hutan Provinsi Riau Tahun 2023"; skips the province when the title already names it. */
export function judulRekaman(judulTema: string, namaProvinsi: string | undefined, tahun: number): string {
  if (!namaProvinsi) return `${judulTema}${/Indonesia|Nasional/.test(judulTema) ? "" : " Indonesia"} Tahun ${tahun}`;
  const inti = namaProvinsi.replace(/^(DKI|DI) /, "");
  const sudahAda = judulTema.includes(inti) || (inti === "Yogyakarta" && judulTema.includes("DIY"));
  return `${judulTema}${sudahAda ? "" : ` Provinsi ${namaProvinsi}`} Tahun ${tahun}`;
}

/** Record number `i` (0-based) of the seed: a per-record generator makes it independent of the batch size. */
export function bangunRekaman(k: KonteksRekaman, i: number, slot: SlotStatus): BarisMetadata {
  const acak = new Acak(k.seed, "metadata", i);
  const id = acak.uuid();
  const pilihan = slot.demo ? acak.pilih(k.temaDemo) : k.tema[i % k.tema.length];
  if (!pilihan) throw new Error("Tidak ada tema dataset");
  const { organisasi: org, tema } = pilihan;
  const produsen = slot.demo ? k.pengguna.produsenDemo : k.pengguna.produsenOrganisasi.get(org.kode);
  if (!produsen) throw new Error(`Produsen ${org.kode} tidak ada`);

  // National agencies publish some themes for the whole country and some per province; themes named
  // "Indonesia"/"Nasional" are national more often.
  const peluangNasional = /Indonesia|Nasional/.test(tema.judul) ? 0.5 : 0.25;
  const provinsi = org.kodeWilayah
    ? provinsiDariKode(org.kodeWilayah)
    : acak.peluang(peluangNasional)
      ? undefined
      : acak.pilih(DAFTAR_PROVINSI);

  const dibuat = detik(AWAL_PEMBUATAN + acak.float() * (AKHIR_PEMBUATAN - AWAL_PEMBUATAN));
  const diubah = Math.min(detik(dibuat + acak.float() * 120 * HARI), WAKTU_DASAR.getTime() - 3_600_000);
  const pernahTerbit = slot.status === "PUBLISHED" || slot.status === "PRIVATE";
  const terbit = pernahTerbit
    ? slot.status === "PUBLISHED" && acak.peluang(0.5)
      ? diubah
      : detik(dibuat + (0.5 + acak.float() * 0.5) * (diubah - dibuat))
    : null;
  const tanggalData = dibuat - acak.int(20, 700) * HARI;
  const tahun = new Date(tanggalData).getUTCFullYear();

  const tanggal: Tanggal[] = [{ tanggal: tanggalIso(tanggalData), jenis: "creation" }];
  if (terbit !== null) tanggal.push({ tanggal: tanggalIso(terbit), jenis: "publication" });
  if (diubah - (terbit ?? dibuat) > 7 * HARI) tanggal.push({ tanggal: tanggalIso(diubah), jenis: "revision" });

  const rencana: RencanaRekaman = {
    id,
    organisasi: org,
    tema,
    judul: judulRekaman(tema.judul, provinsi?.nama, tahun),
    provinsi,
    bbox: provinsi?.bbox ?? BBOX_NASIONAL,
    tahun,
    tanggalData,
    tanggal,
    produsen,
    lulus: slot.status !== "REJECTED",
    tanggalStempel: new Date(diubah).toISOString(),
  };
  const dokumen = buatDokumen(acak, rencana);
  return {
    id,
    status: slot.status,
    pemilikId: produsen.id,
    organisasiId: pilihan.idOrganisasi,
    ...kolomDariDokumen(dokumen),
    dokumen,
    versi: slot.status === "DRAFT" ? acak.int(1, 2) : acak.int(2, 6),
    publishedAt: terbit === null ? null : new Date(terbit),
    createdAt: new Date(dibuat),
    updatedAt: new Date(diubah),
  };
}

/** Records 0 … jumlah−1 of a seed, in order (the status blocks are drawn as they are reached). */
export function* rangkaianRekaman(k: KonteksRekaman, jumlah: number): Generator<BarisMetadata> {
  let slot: SlotStatus[] = [];
  for (let i = 0; i < jumlah; i++) {
    if (i % UKURAN_BLOK === 0) slot = slotStatusBlok(k.seed, i / UKURAN_BLOK);
    const s = slot[i % UKURAN_BLOK];
    if (!s) throw new Error(`Slot status ${i} tidak ada`);
    yield bangunRekaman(k, i, s);
  }
}
