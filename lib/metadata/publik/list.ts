import { asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata, organisasi, pengguna } from "@/lib/db/schema";
import { pratinjauAman } from "@/lib/metadata/url";
import { adaQa, kondisiPublik } from "./filter";
import type { KueriDaftarPublik, UrutPublik } from "./query";

/** A record as the public list shows it (spec 2.1). */
export type ItemDaftarPublik = {
  id: string;
  judul: string;
  abstrak: string;
  tipeData: string;
  topikKategori: string[];
  bboxUtara: number;
  bboxSelatan: number;
  bboxTimur: number;
  bboxBarat: number;
  publishedAt: string;
  createdBy: { namaLengkap: string; organisasi: string };
  /** What tells similar titles apart on a result card (issue 18): year of the data, provinces (BPS codes, "ID" national), scale denominator. */
  tahun?: number;
  provinsi: string[];
  skala?: number;
  /** The record carries a signed QA document. */
  qa: boolean;
  /** The browse graphic to show (issue 18): the first https one; absent when there is none. */
  pratinjau?: { url: string; deskripsi?: string };
};

export type DaftarPublik = { records: ItemDaftarPublik[]; total: number; page: number; pageSize: number };

export const kolomItemPublik = {
  id: metadata.id,
  judul: metadata.judul,
  abstrak: metadata.abstrak,
  tipeData: metadata.tipeData,
  topikKategori: metadata.topikKategori,
  bboxUtara: metadata.bboxUtara,
  bboxSelatan: metadata.bboxSelatan,
  bboxTimur: metadata.bboxTimur,
  bboxBarat: metadata.bboxBarat,
  publishedAt: metadata.publishedAt,
  tahun: metadata.tahun,
  provinsi: metadata.provinsi,
  skala: metadata.skala,
  qa: sql<boolean>`${adaQa}`,
  namaLengkap: pengguna.namaLengkap,
  namaOrganisasi: organisasi.nama,
  // Only the graphics, not the whole document: jsonb's -> reads the path without building the rest.
  grafik: sql<{ url: string; deskripsi?: string }[] | null>`${metadata.dokumen}->'identifikasi'->'grafik'`,
};

type KolomBiasa = Omit<typeof kolomItemPublik, "grafik" | "qa">;
type BarisItem = Omit<{ [K in keyof KolomBiasa]: KolomBiasa[K]["_"]["data"] }, "publishedAt" | "tahun" | "skala"> & {
  tahun: number | null;
  skala: number | null;
  qa: boolean;
  publishedAt: Date | null;
  grafik: { url: string; deskripsi?: string }[] | null;
};

export function keItemPublik(b: BarisItem): ItemDaftarPublik {
  const pratinjau = pratinjauAman(b.grafik);
  return {
    id: b.id,
    judul: b.judul,
    abstrak: b.abstrak,
    tipeData: b.tipeData,
    topikKategori: b.topikKategori,
    bboxUtara: b.bboxUtara,
    bboxSelatan: b.bboxSelatan,
    bboxTimur: b.bboxTimur,
    bboxBarat: b.bboxBarat,
    publishedAt: (b.publishedAt ?? new Date(0)).toISOString(),
    ...(b.tahun !== null ? { tahun: b.tahun } : {}),
    provinsi: b.provinsi,
    ...(b.skala !== null ? { skala: b.skala } : {}),
    qa: b.qa === true,
    createdBy: { namaLengkap: b.namaLengkap, organisasi: b.namaOrganisasi },
    ...(pratinjau ? { pratinjau } : {}),
  };
}

/**
 * The two queries of one list page (rows and total), unexecuted, so benchmarks can EXPLAIN exactly these.
 * The page is chosen first by id (narrow: the bbox index answers it without touching the table), then only
 * those rows are read and joined.
 */
export function kueriDaftarPublik(db: Ctx["db"], input: KueriDaftarPublik) {
  const { where, tsquery } = kondisiPublik(input);
  const urut = urutanEfektif(input.urut, tsquery !== undefined);
  const peringkat = tsquery && urut === "relevansi" ? sql<number>`ts_rank_cd(${metadata.cariTeks}, ${tsquery})` : sql<number>`0`;
  const { kunci, arah } = KUNCI_URUT[urut];
  const halaman = db
    .select({ id: metadata.id, kunci: sql<unknown>`${kunci}`.as("kunci"), peringkat: peringkat.as("peringkat") })
    .from(metadata)
    .where(where)
    .orderBy(sql`peringkat desc`, sql`${kunci} ${arah}`, asc(metadata.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .as("halaman");
  return {
    baris: db
      .select(kolomItemPublik)
      .from(halaman)
      .innerJoin(metadata, eq(metadata.id, halaman.id))
      .innerJoin(pengguna, eq(pengguna.id, metadata.pemilikId))
      .innerJoin(organisasi, eq(organisasi.id, metadata.organisasiId))
      .orderBy(sql`${halaman.peringkat} desc`, sql`${halaman.kunci} ${arah}`, asc(halaman.id)),
    total: db.select({ total: count() }).from(metadata).where(where),
  };
}

/**
 * Each order's key matches a partial index on PUBLISHED rows (published_at desc, id), (updated_at desc, id),
 * (judul collate "C", id), so a page without filters is read from an index, not sorted.
 */
const KUNCI_URUT: Record<UrutPublik, { kunci: SQL; arah: SQL }> = {
  relevansi: { kunci: sql`${metadata.publishedAt}`, arah: sql.raw("desc nulls last") },
  terbaru: { kunci: sql`${metadata.publishedAt}`, arah: sql.raw("desc nulls last") },
  diperbarui: { kunci: sql`${metadata.updatedAt}`, arah: sql.raw("desc") },
  judul: { kunci: sql`${metadata.judul} collate "C"`, arah: sql.raw("asc") },
};

/** Relevance means something only with search words; without them it is the newest-first order. */
export function urutanEfektif(urut: UrutPublik | undefined, adaKata: boolean): UrutPublik {
  if (urut === undefined) return adaKata ? "relevansi" : "terbaru";
  return urut === "relevansi" && !adaKata ? "terbaru" : urut;
}

/**
 * PUBLISHED records matching the filters, one page, with the honest total. Ranked by relevance when `q` has
 * words, else newest publication first; the id breaks ties so paging is stable.
 */
export async function listPublicMetadata({ ctx, input }: { ctx: Ctx; input: KueriDaftarPublik }): Promise<DaftarPublik> {
  const kueri = kueriDaftarPublik(ctx.db, input);
  const [baris, [hitung]] = await Promise.all([kueri.baris, kueri.total]);
  return { records: baris.map(keItemPublik), total: hitung?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
