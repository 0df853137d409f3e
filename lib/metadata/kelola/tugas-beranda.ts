import { and, asc, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import { can } from "@/lib/auth/permissions";
import type { Ctx } from "@/lib/context";
import { dokumenKualitas, metadata, organisasi, pengguna } from "@/lib/db/schema";
import { penolakanBerlaku } from "@/lib/workflow/penolakan";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { aktorPenggunaOrThrow, kondisiKerja, type AktorPengguna } from "./akses";

/** A record on a home page's to-do list. */
export type ItemTugas = {
  id: string;
  judul: string;
  status: StatusMetadata;
  salinanDari: string | null;
  organisasi: { kode: string };
  pemilik: { namaLengkap: string };
  /**
   * When the record last changed state or content (`updatedAt`). A record in QC/QE or review cannot be edited, so
   * there it is when it entered the queue: its waiting time.
   */
  sejak: string;
  /** State of the current QC and QE documents (checker's queue only): null when none was started. */
  qc?: string | null;
  qe?: string | null;
  /** The reason of the latest rejection (producer's rejected records only). */
  alasan?: string | null;
};

export type DaftarTugas = { total: number; records: ItemTugas[] };

const kolom = {
  id: metadata.id,
  judul: metadata.judul,
  status: metadata.status,
  salinanDari: metadata.salinanDari,
  orgKode: organisasi.kode,
  namaPemilik: pengguna.namaLengkap,
  updatedAt: metadata.updatedAt,
};

/**
 * The two queries of one list (page and total), unexecuted, so the home benchmark can EXPLAIN exactly these. Each
 * list's condition leads with an indexed column pair: (pemilik, status), (organisasi, status) or status alone.
 */
export function kueriTugas(db: Ctx["db"], where: SQL, urut: "tertua" | "terbaru", batas: number) {
  return {
    baris: db
      .select(kolom)
      .from(metadata)
      .innerJoin(pengguna, eq(pengguna.id, metadata.pemilikId))
      .innerJoin(organisasi, eq(organisasi.id, metadata.organisasiId))
      .where(where)
      .orderBy(urut === "tertua" ? asc(metadata.updatedAt) : desc(metadata.updatedAt), asc(metadata.id))
      .limit(batas),
    jumlah: db.select({ n: count() }).from(metadata).where(where),
  };
}

/** The condition of each home list for an actor (see the functions below for what each holds). */
export const SYARAT_TUGAS = {
  periksa: (a: AktorPengguna): SQL => and(eq(metadata.status, "QCQE_PROCESS"), ne(metadata.pemilikId, a.id), kondisiKerja(a)) as SQL,
  tinjau: (a: AktorPengguna): SQL => and(eq(metadata.organisasiId, a.organisasiId), eq(metadata.status, "REVIEW")) as SQL,
  terbit: (a: AktorPengguna): SQL => and(eq(metadata.organisasiId, a.organisasiId), eq(metadata.status, "PUBLISHED")) as SQL,
  draf: (a: AktorPengguna): SQL => and(eq(metadata.pemilikId, a.id), eq(metadata.status, "DRAFT")) as SQL,
  ditolak: (a: AktorPengguna): SQL => and(eq(metadata.pemilikId, a.id), eq(metadata.status, "REJECTED")) as SQL,
};

async function daftar(ctx: Ctx, where: SQL, urut: "tertua" | "terbaru", batas: number): Promise<DaftarTugas> {
  const q = kueriTugas(ctx.db, where, urut, batas);
  const [baris, [jumlah]] = await Promise.all([q.baris, q.jumlah]);
  const records = baris.map((b) => ({
    id: b.id,
    judul: b.judul,
    status: b.status,
    salinanDari: b.salinanDari,
    organisasi: { kode: b.orgKode },
    pemilik: { namaLengkap: b.namaPemilik },
    sejak: b.updatedAt.toISOString(),
  }));
  return { total: jumlah?.n ?? 0, records };
}

/**
 * The checker's queue: records in QC/QE they may check (their organisation's, and those of organisations that
 * allow outside checkers), never their own, longest waiting first, with the state of QC and QE.
 */
export async function antreanPeriksa({ ctx, batas }: { ctx: Ctx; batas: number }): Promise<DaftarTugas> {
  const a = aktorPenggunaOrThrow(ctx);
  if (!can(a.peran, "workflow.periksa")) return { total: 0, records: [] };
  const hasil = await daftar(ctx, SYARAT_TUGAS.periksa(a), "tertua", batas);
  const ids = hasil.records.map((r) => r.id);
  // One query for the whole page (the active-document unique index answers it), not one per record.
  const dok = ids.length
    ? await ctx.db
        .select({ metadataId: dokumenKualitas.metadataId, tipe: dokumenKualitas.tipe, status: dokumenKualitas.status })
        .from(dokumenKualitas)
        .where(and(inArray(dokumenKualitas.metadataId, ids), ne(dokumenKualitas.status, "SUPERSEDED"), inArray(dokumenKualitas.tipe, ["QC", "QE"])))
    : [];
  const status = new Map(dok.map((d) => [`${d.metadataId}:${d.tipe}`, d.status]));
  for (const r of hasil.records) {
    r.qc = status.get(`${r.id}:QC`) ?? null;
    r.qe = status.get(`${r.id}:QE`) ?? null;
  }
  return hasil;
}

/** The reviewer's queue: their organisation's records in REVIEW (reviewers act on their own organisation only), longest waiting first. */
export async function antreanTinjau({ ctx, batas }: { ctx: Ctx; batas: number }): Promise<DaftarTugas> {
  const a = aktorPenggunaOrThrow(ctx);
  if (!can(a.peran, "workflow.tinjau")) return { total: 0, records: [] };
  return daftar(ctx, SYARAT_TUGAS.tinjau(a), "tertua", batas);
}

/** The organisation's published records, most recently published or updated first (a reviewer's "what went out"). */
export async function terbitTerbaru({ ctx, batas }: { ctx: Ctx; batas: number }): Promise<DaftarTugas> {
  const a = aktorPenggunaOrThrow(ctx);
  if (!can(a.peran, "workflow.tinjau")) return { total: 0, records: [] };
  return daftar(ctx, SYARAT_TUGAS.terbit(a), "terbaru", batas);
}

/** The producer's drafts, most recently changed first. */
export async function drafSaya({ ctx, batas }: { ctx: Ctx; batas: number }): Promise<DaftarTugas> {
  const a = aktorPenggunaOrThrow(ctx);
  return daftar(ctx, SYARAT_TUGAS.draf(a), "terbaru", batas);
}

/** The producer's rejected records with the reason of their latest rejection, most recent first. */
export async function ditolakSaya({ ctx, batas }: { ctx: Ctx; batas: number }): Promise<DaftarTugas> {
  const a = aktorPenggunaOrThrow(ctx);
  const hasil = await daftar(ctx, SYARAT_TUGAS.ditolak(a), "terbaru", batas);
  // The standing rejection of the page's records in one query (lib/workflow/penolakan.ts, as the record page).
  const per = await penolakanBerlaku(ctx.db, hasil.records.map((r) => r.id));
  for (const r of hasil.records) r.alasan = per.get(r.id)?.alasan ?? null;
  return hasil;
}

