import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { statusPanen } from "@/lib/db/schema";
import { teksTersimpan } from "@/lib/http/nilai-masukan";

/** Counts of one harvest run; `ditolak` are records that could not become a valid document. */
export type Hitungan = { diimpor: number; diperbarui: number; tidakBerubah: number; ditolak: number; dilewati: number };

/**
 * Where a harvest of one CSW URL into one organisation stands: a row of `status_panen` in the target database,
 * moved in the transaction of each page's records. A failed run resumes at the first page not committed.
 */
export type Kemajuan = {
  url: string;
  organisasi: string;
  status: "DRAFT" | "PUBLISHED";
  mulaiPada: string;
  diperbaruiPada: string;
  /** startPosition of the next page to fetch. */
  berikutnya: number;
  cocok: number;
  selesai: boolean;
  hitungan: Hitungan;
  galatTerakhir?: string;
};

export function hitunganKosong(): Hitungan {
  return { diimpor: 0, diperbarui: 0, tidakBerubah: 0, ditolak: 0, dilewati: 0 };
}

type Baris = typeof statusPanen.$inferSelect;

function dariBaris(b: Baris, kode: string): Kemajuan {
  return {
    url: b.url,
    organisasi: kode,
    status: b.statusRekaman === "PUBLISHED" ? "PUBLISHED" : "DRAFT",
    mulaiPada: b.mulaiAt.toISOString(),
    diperbaruiPada: b.diperbaruiAt.toISOString(),
    berikutnya: b.berikutnya,
    cocok: b.cocok,
    selesai: b.keadaan === "selesai",
    hitungan: { diimpor: b.diimpor, diperbarui: b.diperbarui, tidakBerubah: b.tidakBerubah, ditolak: b.ditolak, dilewati: b.dilewati },
    galatTerakhir: b.galatTerakhir ?? undefined,
  };
}

const kunci = (url: string, organisasiId: string) => and(eq(statusPanen.url, url), eq(statusPanen.organisasiId, organisasiId));

export async function bacaKemajuan(db: DbOrTx, url: string, organisasiId: string, kode: string): Promise<Kemajuan | undefined> {
  const [b] = await db.select().from(statusPanen).where(kunci(url, organisasiId)).limit(1);
  return b && dariBaris(b, kode);
}

/**
 * The state a run starts from: the unfinished run of this URL, organisation and record status when there is one
 * (and `ulang` is not asked), else a fresh row at position 1 with zero counts.
 */
export async function mulaiKemajuan(
  db: DbOrTx,
  a: { url: string; organisasiId: string; kode: string; status: "DRAFT" | "PUBLISHED"; ulang: boolean },
): Promise<{ kemajuan: Kemajuan; lanjut: boolean }> {
  const lama = a.ulang ? undefined : await bacaKemajuan(db, a.url, a.organisasiId, a.kode);
  if (lama && !lama.selesai && lama.status === a.status) {
    await db.update(statusPanen).set({ keadaan: "berjalan", diperbaruiAt: new Date() }).where(kunci(a.url, a.organisasiId));
    return { kemajuan: { ...lama, galatTerakhir: undefined }, lanjut: true };
  }
  const awal = { statusRekaman: a.status, keadaan: "berjalan", berikutnya: 1, cocok: 0, ...hitunganKosong(), galatTerakhir: null, mulaiAt: sql`now()`, diperbaruiAt: sql`now()` };
  const [b] = await db
    .insert(statusPanen)
    .values({ url: a.url, organisasiId: a.organisasiId, ...awal })
    .onConflictDoUpdate({ target: [statusPanen.url, statusPanen.organisasiId], set: awal })
    .returning();
  return { kemajuan: dariBaris(b!, a.kode), lanjut: false };
}

/** Another run of the same source and organisation moved the position meanwhile: this page is not counted twice. */
export class PosisiBerubah extends Error {}

/**
 * Move the position past a page, in the transaction that stored its records. Guarded by the position the page
 * started at, so two runs of one source cannot both count the same page.
 */
export async function majukanKemajuan(tx: Tx, organisasiId: string, dari: number, k: Kemajuan): Promise<void> {
  const h = k.hitungan;
  const hasil = await tx
    .update(statusPanen)
    .set({
      berikutnya: k.berikutnya,
      cocok: k.cocok,
      keadaan: k.selesai ? "selesai" : "berjalan",
      ...h,
      galatTerakhir: null,
      diperbaruiAt: new Date(),
    })
    .where(and(kunci(k.url, organisasiId), eq(statusPanen.berikutnya, dari), eq(statusPanen.keadaan, "berjalan")))
    .returning({ url: statusPanen.url });
  if (hasil.length !== 1) throw new PosisiBerubah(`Posisi panen ${k.url} berubah oleh proses lain; halaman mulai ${dari} dibatalkan.`);
}

/** A failed run keeps its position and counts and says why it stopped. */
export async function catatGagal(db: DbOrTx, organisasiId: string, url: string, pesan: string): Promise<void> {
  await db
    .update(statusPanen)
    .set({ keadaan: "gagal", galatTerakhir: teksTersimpan(pesan, 1000), diperbaruiAt: new Date() })
    .where(kunci(url, organisasiId));
}
