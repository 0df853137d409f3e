import type { metadata } from "@/lib/db/schema";
import { type StatusMetadata } from "@/lib/metadata/kode";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import type { Tanggal } from "@/lib/metadata/schema";
import { tanggalWib } from "@/lib/waktu/wib";
import { BBOX_NASIONAL, DAFTAR_PROVINSI, provinsiDariKode, type OrganisasiSumber, type TemaDataset } from "./data";
import { buatDokumen, type RencanaRekaman } from "./dokumen";
import { judulUnik, type DaftarJudul } from "./judul";
import { buatLinimasa, geserSebelum, semuaWaktu, type Linimasa } from "./linimasa";
import type { IndeksPengguna, PenggunaRingkas } from "./pengguna";
import { Acak } from "./prng";

export { judulRekaman } from "./judul";

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

/** What every record generator shares: seed, themes in seeded order, the accounts, and the titles given so far. */
export type KonteksRekaman = { seed: number; tema: TemaOrganisasi[]; temaDemo: TemaOrganisasi[]; pengguna: IndeksPengguna; judul: DaftarJudul };

/** A record with what its history needs: the owner, the organisation and every moment of its workflow. */
export type RekamanSeed = { indeks: number; baris: BarisMetadata; organisasi: OrganisasiSumber; tema: TemaDataset; produsen: PenggunaRingkas; linimasa: Linimasa };

const HARI = 86_400_000;
const AWAL_PEMBUATAN = Date.UTC(2021, 0, 1);
const AKHIR_PEMBUATAN = Date.UTC(2025, 10, 30);
/** Every history ends an hour before the seed's "now". */
const AKHIR_RIWAYAT = WAKTU_DASAR.getTime() - 3_600_000;

/** Record number `i` (0-based) of the seed with its history; records are generated in order (titles stay unique). */
export function bangunRekamanSeed(k: KonteksRekaman, i: number, slot: SlotStatus): RekamanSeed {
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
  const provinsiAwal = org.kodeWilayah
    ? provinsiDariKode(org.kodeWilayah)
    : acak.peluang(peluangNasional)
      ? undefined
      : acak.pilih(DAFTAR_PROVINSI);

  const awal = AWAL_PEMBUATAN + acak.float() * (AKHIR_PEMBUATAN - AWAL_PEMBUATAN);
  const linimasa = geserSebelum(buatLinimasa(acak, slot.status, awal), AKHIR_RIWAYAT);
  const waktu = semuaWaktu(linimasa);
  const terakhirDisunting = linimasa.ubah.at(-1) ?? linimasa.dibuat;
  const tanggalData = linimasa.dibuat - acak.int(20, 700) * HARI;
  const tahun = Number(tanggalWib(tanggalData).slice(0, 4));

  // Citation dates are calendar days in WIB. Publication is the day the catalogue published the record (the header
  // and the citation then name the same day); a revision is the producer's last edit before submitting.
  const tanggal: Tanggal[] = [{ tanggal: tanggalWib(tanggalData), jenis: "creation" }];
  if (linimasa.setujui !== undefined) tanggal.push({ tanggal: tanggalWib(linimasa.setujui), jenis: "publication" });
  if (terakhirDisunting - linimasa.dibuat > 7 * HARI) tanggal.push({ tanggal: tanggalWib(terakhirDisunting), jenis: "revision" });

  const { judul, provinsi } = judulUnik(acak, k.judul, { tema, organisasi: org, provinsi: provinsiAwal, tahun });
  const rencana: RencanaRekaman = {
    id,
    organisasi: org,
    tema,
    judul,
    provinsi,
    bbox: provinsi?.bbox ?? BBOX_NASIONAL,
    tahun,
    tanggalData,
    tanggal,
    produsen,
    lulus: slot.status !== "REJECTED",
    tanggalStempel: new Date(terakhirDisunting).toISOString(),
  };
  const dokumen = buatDokumen(acak, rencana);
  const transisi = [linimasa.ajukan, linimasa.selesaiPeriksa, linimasa.setujui, linimasa.privatkan, linimasa.tolak?.waktu].filter((t) => t !== undefined);
  return {
    indeks: i,
    baris: {
      id,
      status: slot.status,
      pemilikId: produsen.id,
      organisasiId: pilihan.idOrganisasi,
      ...kolomDariDokumen(dokumen),
      dokumen,
      // One version per save and per workflow step, as the services count them.
      versi: 1 + linimasa.ubah.length + transisi.length,
      publishedAt: linimasa.setujui === undefined ? null : new Date(linimasa.setujui),
      createdAt: new Date(linimasa.dibuat),
      updatedAt: new Date(waktu.at(-1)!),
    },
    organisasi: org,
    tema,
    produsen,
    linimasa,
  };
}

/** Record number `i` (0-based) of the seed, without its history. */
export function bangunRekaman(k: KonteksRekaman, i: number, slot: SlotStatus): BarisMetadata {
  return bangunRekamanSeed(k, i, slot).baris;
}

/** Records 0 … jumlah−1 of a seed with their histories, in order (the status blocks are drawn as they are reached). */
export function* rangkaianRekamanSeed(k: KonteksRekaman, jumlah: number): Generator<RekamanSeed> {
  let slot: SlotStatus[] = [];
  for (let i = 0; i < jumlah; i++) {
    if (i % UKURAN_BLOK === 0) slot = slotStatusBlok(k.seed, i / UKURAN_BLOK);
    const s = slot[i % UKURAN_BLOK];
    if (!s) throw new Error(`Slot status ${i} tidak ada`);
    yield bangunRekamanSeed(k, i, s);
  }
}

/** Records 0 … jumlah−1 of a seed, in order. */
export function* rangkaianRekaman(k: KonteksRekaman, jumlah: number): Generator<BarisMetadata> {
  for (const r of rangkaianRekamanSeed(k, jumlah)) yield r.baris;
}
