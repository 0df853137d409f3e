import { and, count, desc, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata, organisasi, pengguna } from "@/lib/db/schema";
import { permintaanTidakValid } from "@/lib/http/errors";
import { bilanganBulatPositif, teksOpsional } from "@/lib/http/query";
import { STATUS_METADATA, type StatusMetadata } from "@/lib/metadata/kode";
import { kataPencarian, tsqueryAwalan } from "@/lib/metadata/teks";
import { aktorPenggunaOrThrow, kondisiKerja } from "./akses";

export type KueriDaftar = { status?: StatusMetadata; page: number; pageSize: number; q?: string };

export const PAGE_SIZE_BAWAAN = 20;
export const PAGE_SIZE_MAKS = 100;

export function parseKueriDaftar(params: URLSearchParams): KueriDaftar {
  const status = teksOpsional(params, "status", 20);
  if (status !== undefined && !(STATUS_METADATA as readonly string[]).includes(status)) {
    throw permintaanTidakValid(`Status "${status.slice(0, 20)}" tidak dikenal. Nilai yang tersedia: ${STATUS_METADATA.join(", ")}.`);
  }
  return {
    status: status as StatusMetadata | undefined,
    page: bilanganBulatPositif(params, "page", 1, 1_000_000),
    pageSize: Math.min(bilanganBulatPositif(params, "pageSize", PAGE_SIZE_BAWAAN, Number.MAX_SAFE_INTEGER), PAGE_SIZE_MAKS),
    q: teksOpsional(params, "q", 500),
  };
}

export type ItemDaftar = {
  id: string;
  judul: string;
  status: StatusMetadata;
  versi: number;
  tipeData: string;
  salinanDari: string | null;
  pemilik: { id: string; namaLengkap: string };
  organisasi: { kode: string; nama: string };
  updatedAt: string;
  publishedAt: string | null;
};

/** GET /api/metadata: the records the user works with (see `kondisiKerja`), newest change first. */
export async function listMetadata({ ctx, input }: { ctx: Ctx; input: KueriDaftar }) {
  const aktor = aktorPenggunaOrThrow(ctx);
  const syarat: SQL[] = [kondisiKerja(aktor)];
  if (input.status) syarat.push(eq(metadata.status, input.status));
  const kata = input.q ? kataPencarian(input.q) : [];
  if (kata.length) syarat.push(sql`${metadata.cariTeks} @@ ${tsqueryAwalan(kata)}`);
  const where = and(...syarat);
  const [baris, [jumlah]] = await Promise.all([
    ctx.db
      .select({
        id: metadata.id,
        judul: metadata.judul,
        status: metadata.status,
        versi: metadata.versi,
        tipeData: metadata.tipeData,
        salinanDari: metadata.salinanDari,
        pemilikId: metadata.pemilikId,
        namaPemilik: pengguna.namaLengkap,
        orgKode: organisasi.kode,
        orgNama: organisasi.nama,
        updatedAt: metadata.updatedAt,
        publishedAt: metadata.publishedAt,
      })
      .from(metadata)
      .innerJoin(pengguna, eq(pengguna.id, metadata.pemilikId))
      .innerJoin(organisasi, eq(organisasi.id, metadata.organisasiId))
      .where(where)
      .orderBy(desc(metadata.updatedAt), asc(metadata.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(metadata).where(where),
  ]);
  const records: ItemDaftar[] = baris.map((b) => ({
    id: b.id,
    judul: b.judul,
    status: b.status,
    versi: b.versi,
    tipeData: b.tipeData,
    salinanDari: b.salinanDari,
    pemilik: { id: b.pemilikId, namaLengkap: b.namaPemilik },
    organisasi: { kode: b.orgKode, nama: b.orgNama },
    updatedAt: b.updatedAt.toISOString(),
    publishedAt: b.publishedAt?.toISOString() ?? null,
  }));
  return { records, total: jumlah?.n ?? 0, page: input.page, pageSize: input.pageSize };
}
