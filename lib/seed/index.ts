import { count, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { auditLog, dokumenKualitas, metadata, organisasi, pengguna } from "@/lib/db/schema";
import { STATUS_METADATA, type StatusMetadata } from "@/lib/metadata/kode";
import { kunciPenandatangan, type KunciPenandatangan } from "@/lib/quality/tanda-tangan/kunci";
import { PENGATURAN_CSW_AWAL } from "./csw";
import { DAFTAR_ORGANISASI } from "./data";
import { kunciDataDasar, siapkanDataDasar } from "./dasar";
import { daftarJudulBaru } from "./judul";
import { bangunPengguna, hashKataSandiDemo, ORGANISASI_DEMO, type IndeksPengguna } from "./pengguna";
import { Acak } from "./prng";
import { rangkaianRekamanSeed, type BarisMetadata, type KonteksRekaman, type TemaOrganisasi } from "./rekaman";
import { riwayatRekaman, type BarisAudit, type BarisDokumenKualitas, type KonteksRiwayat } from "./riwayat";
import { sisipkanMassal } from "./sisipkan";
import { isiFragmenTertinggal } from "@/lib/xml/fragmen/simpan";

export { AKUN_DEMO, KATA_SANDI_DEMO, emailPenggunaOrganisasi } from "./pengguna";
export { WAKTU_DASAR } from "./rekaman";

/** Bounds and defaults of `seedDatabase` options (also enforced by scripts/seed.ts). */
export const BATAS_SEED = { jumlahMin: 1, jumlahMaks: 200_000, jumlahBawaan: 300, seedBawaan: 1 } as const;

export type SeedOptions = {
  count?: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
  /** Progress of rendering the PUBLISHED records' stored XML (lib/xml/fragmen), which follows the records. */
  laporFragmen?: (pesan: string) => void;
};

export type SeedSummary = {
  seed: number;
  tabel: {
    referensi: number;
    standar: number;
    cswPengaturan: number;
    organisasi: number;
    pengguna: number;
    metadata: number;
    dokumenKualitas: number;
    auditLog: number;
  };
  status: Record<StatusMetadata, number>;
};

/** Records generated (with their histories) before they are written. */
const BARIS_PER_INSERT = 1000;
/** Accounts and organisations predate every record (records start in 2021). */
const WAKTU_AKUN = new Date("2020-12-01T00:00:00Z");

/** Thrown when the database already holds catalogue data: the seed only ever fills an empty database. */
export class BasisDataTidakKosongError extends Error {
  constructor(tabel: string[]) {
    super(`Basis data tidak kosong (tabel ${tabel.join(" dan ")} sudah berisi data); seed hanya dapat dijalankan pada basis data kosong.`);
    this.name = "BasisDataTidakKosongError";
  }
}

function periksaOpsi(opts: SeedOptions): { jumlah: number; seed: number } {
  const jumlah = opts.count ?? BATAS_SEED.jumlahBawaan;
  const seed = opts.seed ?? BATAS_SEED.seedBawaan;
  if (!Number.isInteger(jumlah) || jumlah < BATAS_SEED.jumlahMin || jumlah > BATAS_SEED.jumlahMaks) {
    throw new RangeError(`Jumlah metadata harus bilangan bulat ${BATAS_SEED.jumlahMin}–${BATAS_SEED.jumlahMaks}, bukan ${jumlah}.`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) {
    throw new RangeError(`Seed harus bilangan bulat 0–4294967295, bukan ${seed}.`);
  }
  return { jumlah, seed };
}

/** Tables that must be empty before seeding, with their row presence. */
export async function tabelBerisi(db: Db | Tx): Promise<string[]> {
  const [org] = await db.select({ n: count() }).from(organisasi);
  const [md] = await db.select({ n: count() }).from(metadata);
  return [...((org?.n ?? 0) > 0 ? ["organisasi"] : []), ...((md?.n ?? 0) > 0 ? ["metadata"] : [])];
}

async function isiOrganisasi(tx: Tx, seed: number): Promise<Map<string, string>> {
  const acak = new Acak(seed, "organisasi");
  const baris = DAFTAR_ORGANISASI.map(({ kode, nama, singkatan, jenis, tingkat, kodeWilayah, kota }) => ({
    id: acak.uuid(),
    kode,
    nama,
    singkatan,
    jenis,
    tingkat,
    kodeWilayah,
    kota,
    createdAt: WAKTU_AKUN,
    updatedAt: WAKTU_AKUN,
  }));
  await tx.insert(organisasi).values(baris);
  return new Map(baris.map((b) => [b.kode, b.id]));
}

/** The shared context of the record generator: every theme of every organisation in seeded order. */
export function buatKonteksRekaman(seed: number, idOrganisasi: ReadonlyMap<string, string>, pengguna: IndeksPengguna): KonteksRekaman {
  const tema: TemaOrganisasi[] = DAFTAR_ORGANISASI.flatMap((o) => {
    const id = idOrganisasi.get(o.kode);
    if (!id) throw new Error(`Organisasi ${o.kode} belum dibuat`);
    return o.dataset.map((t) => ({ organisasi: o, idOrganisasi: id, tema: t }));
  });
  return {
    seed,
    tema: new Acak(seed, "tema").acakUrutan(tema),
    temaDemo: tema.filter((t) => t.organisasi.kode === ORGANISASI_DEMO),
    pengguna,
    judul: daftarJudulBaru(),
  };
}

type HasilIsi = { status: Record<StatusMetadata, number>; dokumenKualitas: number; auditLog: number };

/** Records between two yields to the event loop while generating, so the previous batch's statements keep flowing. */
const REKAMAN_PER_JEDA = 25;

/**
 * The records with their histories, batch by batch: records, then their quality documents, then their audit rows
 * (in history order). A batch is written while the next one is generated: on Postgres the server inserts while
 * this process signs, and at most two batches are held in memory.
 */
async function isiMetadata(tx: Tx, k: KonteksRekaman, riwayat: (kode: string) => KonteksRiwayat, jumlah: number, lapor: (done: number) => void): Promise<HasilIsi> {
  const hasil: HasilIsi = { status: Object.fromEntries(STATUS_METADATA.map((s) => [s, 0])) as Record<StatusMetadata, number>, dokumenKualitas: 0, auditLog: 0 };
  let rekaman: BarisMetadata[] = [];
  let dokumen: BarisDokumenKualitas[] = [];
  let audit: BarisAudit[] = [];
  let menulis: Promise<void> = Promise.resolve();
  const tulis = async (b: { rekaman: BarisMetadata[]; dokumen: BarisDokumenKualitas[]; audit: BarisAudit[]; selesai: number }) => {
    await sisipkanMassal(tx, metadata, b.rekaman);
    await sisipkanMassal(tx, dokumenKualitas, b.dokumen);
    await sisipkanMassal(tx, auditLog, b.audit.sort((a, z) => a.waktu!.getTime() - z.waktu!.getTime()));
    lapor(b.selesai);
  };
  let selesai = 0;
  for (const r of rangkaianRekamanSeed(k, jumlah)) {
    hasil.status[r.baris.status] += 1;
    rekaman.push(r.baris);
    const h = riwayatRekaman(r, riwayat(r.organisasi.kode));
    dokumen.push(...h.dokumen);
    audit.push(...h.audit);
    hasil.dokumenKualitas += h.dokumen.length;
    hasil.auditLog += h.audit.length;
    selesai += 1;
    if (selesai % REKAMAN_PER_JEDA === 0) await new Promise((ok) => setImmediate(ok));
    if (rekaman.length === BARIS_PER_INSERT || selesai === jumlah) {
      await menulis;
      menulis = tulis({ rekaman, dokumen, audit, selesai });
      // A failed write must fail the seed even while the next batch is being generated.
      menulis.catch(() => {});
      [rekaman, dokumen, audit] = [[], [], []];
    }
  }
  await menulis;
  return hasil;
}

/** Each organisation's checkers (its Pemeriksa and Walidata) and the signing key, for the records' histories. */
function konteksRiwayat(seed: number, kunci: KunciPenandatangan, idOrganisasi: ReadonlyMap<string, string>, p: IndeksPengguna): (kode: string) => KonteksRiwayat {
  const perOrganisasi = new Map(
    DAFTAR_ORGANISASI.map((o) => {
      const pemeriksa = p.pemeriksaOrganisasi.get(o.kode);
      const walidata = p.walidataOrganisasi.get(o.kode);
      if (!pemeriksa || !walidata) throw new Error(`Pemeriksa/Walidata ${o.kode} tidak ada`);
      return [o.kode, { seed, kunci, idOrganisasi: idOrganisasi.get(o.kode)!, pemeriksa, walidata }];
    }),
  );
  return (kode) => perOrganisasi.get(kode)!;
}

/**
 * Fill an empty database with demo data: reference lists, standards, CSW identity, the 25 organisations,
 * demo and per-organisation accounts, and `count` metadata records that are identical for the same `seed` (and
 * signing key), each with the quality documents and history its status implies.
 * Everything runs in one transaction, so a failed seed leaves the database empty and can simply be re-run.
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const { jumlah, seed } = periksaOpsi(opts);
  const berisi = await tabelBerisi(db);
  if (berisi.length > 0) throw new BasisDataTidakKosongError(berisi);
  // The key the app signs with (production without one refuses here, before anything is written).
  const kunci = kunciPenandatangan();
  const passwordHash = await hashKataSandiDemo();

  return db.transaction(async (tx) => {
    // Checked again inside the transaction, after the lock db:siapkan also takes: a concurrent seed would otherwise
    // double the data, and a concurrent first-Admin bootstrap would end up beside demo accounts.
    await kunciDataDasar(tx);
    const berisiLagi = await tabelBerisi(tx);
    if (berisiLagi.length > 0) throw new BasisDataTidakKosongError(berisiLagi);

    // The same base data as `npm run db:siapkan`, which may have written it already (only its default CSW identity
    // is replaced by the demo's).
    const acakStandar = new Acak(seed, "standar");
    const dasar = await siapkanDataDasar(tx, { waktu: WAKTU_AKUN, idStandar: () => acakStandar.uuid(), pengaturanCsw: PENGATURAN_CSW_AWAL, timpaPengaturanCsw: true });
    const idOrganisasi = await isiOrganisasi(tx, seed);
    const akun = bangunPengguna(seed, DAFTAR_ORGANISASI, idOrganisasi, passwordHash, WAKTU_AKUN);
    await tx.insert(pengguna).values(akun.baris);

    opts.onProgress?.(0, jumlah);
    const konteks = buatKonteksRekaman(seed, idOrganisasi, akun.indeks);
    const riwayat = konteksRiwayat(seed, kunci, idOrganisasi, akun.indeks);
    const isi = await isiMetadata(tx, konteks, riwayat, jumlah, (done) => opts.onProgress?.(done, jumlah));
    // Statistics that see this transaction's rows: autovacuum analysed the table from outside and saw it empty,
    // which made every batch of the fill a sequential scan (≈ 25 records/s at 100,000 instead of ≈ 120).
    await tx.execute(sql`analyze metadata`);
    await isiFragmenTertinggal(tx, { lapor: opts.laporFragmen });

    const ringkasan: SeedSummary = {
      seed,
      tabel: {
        referensi: dasar.referensi.total,
        standar: dasar.standar.total,
        cswPengaturan: 1,
        organisasi: idOrganisasi.size,
        pengguna: akun.baris.length,
        metadata: jumlah,
        dokumenKualitas: isi.dokumenKualitas,
        auditLog: isi.auditLog + 1,
      },
      status: isi.status,
    };
    await tx.insert(auditLog).values({
      aksi: "seed",
      entitas: "basis_data",
      entitasId: `seed-${seed}`,
      catatan: `Data demo diisi: ${jumlah} metadata, ${idOrganisasi.size} organisasi, ${akun.baris.length} pengguna (seed ${seed}).`,
      data: ringkasan,
    });
    return ringkasan;
  });
}
