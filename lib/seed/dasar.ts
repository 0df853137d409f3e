import { count, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { cswPengaturan, referensi, standar } from "@/lib/db/schema";
import { DAFTAR_REFERENSI, JENIS_REFERENSI } from "@/lib/metadata/kode";
import { DAFTAR_STANDAR } from "./standar";

/**
 * Every writer of base data (db:siapkan at each instance's start, the demo seed) takes this transaction-scoped
 * advisory lock first: instances starting together then fill the tables one after another, never side by side.
 */
const KUNCI_DATA_DASAR = 88_432_020;

export async function kunciDataDasar(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${KUNCI_DATA_DASAR})`);
}

/**
 * The CSW identity a new installation starts with (spec 4.4); the Admin completes it in /admin/csw. No e-mail
 * or phone: an invented address would send harvesters' questions nowhere.
 */
export const PENGATURAN_CSW_DASAR = {
  id: 1,
  judul: "Katalog Metadata Geospasial GeoKatalog",
  abstrak:
    "Layanan katalog OGC CSW 2.0.2 untuk menemukan metadata data geospasial instansi pusat dan daerah di Indonesia. " +
    "Metadata disusun mengikuti SNI 8843-1:2019 dan tersedia dalam format Dublin Core, ISO 19139, dan ISO 19115-3.",
  namaOrganisasi: "Pengelola GeoKatalog",
  namaKontak: "",
  jabatan: "",
  telepon: "",
  email: "",
  jamLayanan: "",
  instruksiKontak: "",
  peranKontak: "pointOfContact",
} as const satisfies typeof cswPengaturan.$inferInsert;

export type OpsiDataDasar = {
  /** Timestamps of new rows (the demo seed's fixed clock); now by default. */
  waktu?: Date;
  /** Id of each new standard (the demo seed draws them from its PRNG); random by default. */
  idStandar?: () => string;
  /** The CSW identity written when the database has none. */
  pengaturanCsw?: Omit<typeof cswPengaturan.$inferInsert, "updatedAt">;
  /**
   * Replace an existing CSW identity (the demo seed: it only fills databases without organisations, so no Admin
   * can have edited the row, which db:siapkan may have written with the production defaults).
   */
  timpaPengaturanCsw?: boolean;
};

export type RingkasanDataDasar = {
  referensi: { total: number; baru: number; diperbarui: number };
  standar: { total: number; baru: number };
  /** Whether this run wrote the CSW identity (false: it was there, maybe edited by an Admin, and was left alone). */
  cswPengaturanBaru: boolean;
};

/**
 * The shipped code lists, upserted by (jenis, kode): a release that corrects a label or the order updates the
 * rows, an unchanged row is not rewritten. Codes dropped from the lists stay: records may still use them.
 */
async function isiReferensi(tx: DbOrTx): Promise<RingkasanDataDasar["referensi"]> {
  const baris = JENIS_REFERENSI.flatMap((jenis) => DAFTAR_REFERENSI[jenis].map((item, urutan) => ({ jenis, kode: item.kode, label: item.label, urutan })));
  const [sebelum] = await tx.select({ n: count() }).from(referensi);
  const ditulis = await tx
    .insert(referensi)
    .values(baris)
    .onConflictDoUpdate({
      target: [referensi.jenis, referensi.kode],
      set: { label: sql`excluded.label`, urutan: sql`excluded.urutan` },
      setWhere: sql`${referensi.label} is distinct from excluded.label or ${referensi.urutan} is distinct from excluded.urutan`,
    })
    .returning({ id: referensi.id });
  const [sesudah] = await tx.select({ n: count() }).from(referensi);
  const baru = (sesudah?.n ?? 0) - (sebelum?.n ?? 0);
  return { total: baris.length, baru, diperbarui: ditulis.length - baru };
}

/** Standards missing by slug are added; existing ones are never touched (an Admin may have edited them). */
async function isiStandar(tx: DbOrTx, o: OpsiDataDasar): Promise<RingkasanDataDasar["standar"]> {
  const waktu = o.waktu ?? new Date();
  const baru = await tx
    .insert(standar)
    .values(DAFTAR_STANDAR.map((s) => ({ ...s, ...(o.idStandar ? { id: o.idStandar() } : {}), createdAt: waktu, updatedAt: waktu })))
    .onConflictDoNothing({ target: standar.slug })
    .returning({ id: standar.id });
  return { total: DAFTAR_STANDAR.length, baru: baru.length };
}

/** The CSW identity row, written only when missing (an Admin's edits stay) unless `timpaPengaturanCsw`. */
async function isiPengaturanCsw(tx: DbOrTx, o: OpsiDataDasar): Promise<boolean> {
  const nilai = { ...(o.pengaturanCsw ?? PENGATURAN_CSW_DASAR), id: 1, updatedAt: o.waktu ?? new Date() };
  const [ada] = await tx.select({ id: cswPengaturan.id }).from(cswPengaturan);
  const sisip = tx.insert(cswPengaturan).values(nilai);
  await (o.timpaPengaturanCsw ? sisip.onConflictDoUpdate({ target: cswPengaturan.id, set: nilai }) : sisip.onConflictDoNothing({ target: cswPengaturan.id }));
  return !ada;
}

/**
 * What every installation needs before its first request, demo or production: the reference code lists, the
 * standards, and the CSW identity row. Idempotent and safe to run from several instances at once: one
 * transaction (a savepoint inside a caller's), serialised by an advisory lock, with ON CONFLICT on every insert.
 */
export async function siapkanDataDasar(db: DbOrTx, o: OpsiDataDasar = {}): Promise<RingkasanDataDasar> {
  return db.transaction(async (tx) => {
    await kunciDataDasar(tx);
    const hasilReferensi = await isiReferensi(tx);
    const hasilStandar = await isiStandar(tx, o);
    const cswPengaturanBaru = await isiPengaturanCsw(tx, o);
    return { referensi: hasilReferensi, standar: hasilStandar, cswPengaturanBaru };
  });
}
