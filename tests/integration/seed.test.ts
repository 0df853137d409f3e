import { verify } from "@node-rs/argon2";
import { asc, count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { auditLog, cswPengaturan, dokumenKualitas, metadata, organisasi, pengguna, referensi, standar } from "@/lib/db/schema";
import { DAFTAR_REFERENSI, JENIS_REFERENSI, STATUS_METADATA } from "@/lib/metadata/kode";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { masalahKataSandi } from "@/lib/auth/aturan-kata-sandi";
import { AKUN_DEMO, BasisDataTidakKosongError, KATA_SANDI_DEMO, seedDatabase, type SeedSummary } from "@/lib/seed";
import { createTestDatabase } from "../helpers/db";

const JUMLAH = 120;

const rekamanUrut = (db: Db) => db.select().from(metadata).orderBy(asc(metadata.createdAt), asc(metadata.id));
const dokumenUrut = (db: Db) => db.select().from(dokumenKualitas).orderBy(asc(dokumenKualitas.id));
/** The history rows (all but the seed's own row, written at the real time), without their serial ids. */
const riwayatUrut = async (db: Db) =>
  (await db.select().from(auditLog).where(ne(auditLog.aksi, "seed")).orderBy(asc(auditLog.waktu), asc(auditLog.entitasId), asc(auditLog.aksi))).map(({ id: _id, ...r }) => r);

describe("seedDatabase", () => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  let c: DatabaseHandle;
  let ringkasanA: SeedSummary;
  const kemajuan: [number, number][] = [];

  beforeAll(async () => {
    [a, b, c] = await Promise.all([createTestDatabase(), createTestDatabase(), createTestDatabase()]);
    ringkasanA = await seedDatabase(a.db, { count: JUMLAH, seed: 1, onProgress: (d, t) => kemajuan.push([d, t]) });
    await seedDatabase(b.db, { count: JUMLAH, seed: 1 });
    await seedDatabase(c.db, { count: JUMLAH, seed: 2 });
    // Three seeds with signatures and histories: minutes on a loaded machine, more than the default hook bound.
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a, b, c].filter(Boolean).map((h) => h.close()));
  });

  it("is deterministic: the same seed gives identical records, another seed different ones", async () => {
    const [ra, rb, rc] = await Promise.all([rekamanUrut(a.db), rekamanUrut(b.db), rekamanUrut(c.db)]);
    expect(ra).toHaveLength(JUMLAH);
    expect(rb.map((r) => [r.id, r.judul, r.status])).toEqual(ra.map((r) => [r.id, r.judul, r.status]));
    // Whole rows too: documents, owners and every timestamp come from the seed, not the clock; so do the quality
    // documents (Ed25519 signatures are deterministic) and the histories.
    expect(rb).toEqual(ra);
    expect(await dokumenUrut(b.db)).toEqual(await dokumenUrut(a.db));
    expect(await riwayatUrut(b.db)).toEqual(await riwayatUrut(a.db));
    const idA = new Set(ra.map((r) => r.id));
    expect(rc.filter((r) => idA.has(r.id))).toHaveLength(0);
    expect(rc.map((r) => r.judul)).not.toEqual(ra.map((r) => r.judul));
  });

  it("stores every status, in the counts the summary reports", async () => {
    const baris = await a.db.select({ status: metadata.status, n: count() }).from(metadata).groupBy(metadata.status);
    const perStatus = Object.fromEntries(baris.map((r) => [r.status, r.n]));
    for (const s of STATUS_METADATA) expect(perStatus[s], s).toBeGreaterThan(0);
    expect(perStatus).toEqual(ringkasanA.status);
    expect(ringkasanA.tabel.metadata).toBe(JUMLAH);
    expect(kemajuan.at(-1)).toEqual([JUMLAH, JUMLAH]);
  });

  it("stores documents valid by DokumenMetadata, with the indexed columns derived from them", async () => {
    const baris = await rekamanUrut(a.db);
    for (const r of baris) {
      expect(DokumenMetadata.parse(r.dokumen)).toEqual(r.dokumen);
      expect(r).toMatchObject(kolomDariDokumen(r.dokumen));
      expect(r.dokumen.metadataInfo.pengenal).toBe(r.id);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(r.updatedAt.getTime());
      expect(r.publishedAt !== null).toBe(r.status === "PUBLISHED" || r.status === "PRIVATE");
    }
  });

  it("fills referensi with all 12 kinds from the shipped code lists, in file order", async () => {
    const baris = await a.db.select().from(referensi).orderBy(asc(referensi.jenis), asc(referensi.urutan));
    for (const jenis of JENIS_REFERENSI) {
      const dariDb = baris.filter((r) => r.jenis === jenis).map(({ kode, label, urutan }) => ({ kode, label, urutan }));
      expect(dariDb, jenis).toEqual(DAFTAR_REFERENSI[jenis].map((i, urutan) => ({ kode: i.kode, label: i.label, urutan })));
    }
    expect(new Set(baris.map((r) => r.jenis)).size).toBe(12);
  });

  it("creates the demo accounts with argon2id hashes of the documented password", async () => {
    const [big] = await a.db.select().from(organisasi).where(eq(organisasi.kode, "BIG"));
    for (const akun of AKUN_DEMO) {
      const [p] = await a.db.select().from(pengguna).where(eq(pengguna.email, akun.email));
      expect(p, akun.email).toBeDefined();
      expect(p?.peran).toBe(akun.peran);
      expect(p?.organisasiId).toBe(big?.id);
      expect(p?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(p?.passwordHash ?? "", KATA_SANDI_DEMO)).toBe(true);
      expect(await verify(p?.passwordHash ?? "", "peta-nusantara-2026")).toBe(false);
      expect(masalahKataSandi(KATA_SANDI_DEMO, { email: akun.email }), akun.email).toBeNull();
    }
    expect(KATA_SANDI_DEMO).toBe("Peta-Nusantara-2026");
    const [produsenJabar] = await a.db.select().from(pengguna).where(eq(pengguna.email, "produsen.bappeda-jabar@geokatalog.example"));
    expect(produsenJabar?.peran).toBe("Produsen");
    const [{ n } = { n: 0 }] = await a.db.select({ n: count() }).from(pengguna);
    expect(n).toBe(AKUN_DEMO.length + 25 * 3);
  });

  it("seeds the organisations, standards (one unpublished), the CSW identity, the histories and one summary row", async () => {
    expect(await a.db.$count(organisasi)).toBe(25);
    const daftar = await a.db.select().from(standar);
    expect(daftar.length).toBeGreaterThanOrEqual(5);
    expect(daftar.length).toBeLessThanOrEqual(7);
    expect(daftar.some((s) => !s.terbit)).toBe(true);
    for (const s of daftar) expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const [csw] = await a.db.select().from(cswPengaturan);
    expect(csw).toMatchObject({ id: 1, judul: "Katalog Metadata Geospasial GeoKatalog", jamLayanan: "Senin–Jumat 08.00–16.00 WIB" });
    const ringkas = await a.db.select().from(auditLog).where(eq(auditLog.aksi, "seed"));
    expect(ringkas).toHaveLength(1);
    expect(ringkas[0]).toMatchObject({ data: ringkasanA });
    expect(await a.db.$count(auditLog)).toBe(ringkasanA.tabel.auditLog);
    expect(await a.db.$count(dokumenKualitas)).toBe(ringkasanA.tabel.dokumenKualitas);
    // Every record's history starts with its creation by its owner, at its creation time.
    const buat = await a.db.select().from(auditLog).where(eq(auditLog.aksi, "buat"));
    const rekaman = new Map((await rekamanUrut(a.db)).map((r) => [r.id, r]));
    expect(buat).toHaveLength(JUMLAH);
    for (const e of buat) expect([e.penggunaId, e.waktu]).toEqual([rekaman.get(e.entitasId)?.pemilikId, rekaman.get(e.entitasId)?.createdAt]);
  });

  it("refuses to seed a database that already has data, and leaves it unchanged", async () => {
    await expect(seedDatabase(a.db, { count: 5 })).rejects.toBeInstanceOf(BasisDataTidakKosongError);
    await expect(seedDatabase(a.db, { count: 5 })).rejects.toThrow(/tidak kosong/);
    expect(await a.db.$count(metadata)).toBe(JUMLAH);
  });

  it("rejects counts outside 1–200000 and bad seeds before writing anything", async () => {
    const kosong = await createTestDatabase();
    try {
      for (const jumlah of [0, -1, 1.5, 200_001, Number.NaN]) {
        await expect(seedDatabase(kosong.db, { count: jumlah })).rejects.toThrow(/Jumlah metadata harus bilangan bulat 1–200000/);
      }
      await expect(seedDatabase(kosong.db, { seed: -1 })).rejects.toThrow(/Seed harus/);
      expect(await kosong.db.$count(organisasi)).toBe(0);
      const ringkasan = await seedDatabase(kosong.db, { count: 1 });
      expect(ringkasan.tabel.metadata).toBe(1);
      expect(await kosong.db.$count(metadata)).toBe(1);
    } finally {
      await kosong.close();
    }
  });
});
