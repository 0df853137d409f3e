import { and, asc, count, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata, organisasi } from "@/lib/db/schema";

export type OrganisasiPublik = {
  kode: string;
  nama: string;
  singkatan: string | null;
  jenis: string | null;
  tingkat: string;
  kota: string | null;
  jumlah: number;
};

const kolom = {
  kode: organisasi.kode,
  nama: organisasi.nama,
  singkatan: organisasi.singkatan,
  jenis: organisasi.jenis,
  tingkat: organisasi.tingkat,
  kota: organisasi.kota,
  jumlah: count(),
};
const terbit = eq(metadata.status, "PUBLISHED");

/**
 * Organisations with at least one PUBLISHED record and how many, by name. The inner join drops those without
 * any; the count reads the partial index on PUBLISHED rows' organisasi_id.
 */
export async function daftarOrganisasiPublik({ ctx }: { ctx: Ctx }): Promise<OrganisasiPublik[]> {
  return ctx.db
    .select(kolom)
    .from(organisasi)
    .innerJoin(metadata, and(eq(metadata.organisasiId, organisasi.id), terbit))
    .groupBy(organisasi.id)
    .orderBy(asc(organisasi.nama), asc(organisasi.kode));
}

/** One organisation by its code with its published count and id; undefined when unknown or with nothing public. */
export async function organisasiPublik({ ctx, kode }: { ctx: Ctx; kode: string }): Promise<(OrganisasiPublik & { id: string }) | undefined> {
  const [b] = await ctx.db
    .select({ ...kolom, id: organisasi.id })
    .from(organisasi)
    .innerJoin(metadata, and(eq(metadata.organisasiId, organisasi.id), terbit))
    .where(eq(organisasi.kode, kode))
    .groupBy(organisasi.id);
  return b;
}

/** Name → code of every organisation, for linking a result's organisation name (the list item carries only the name). */
export async function kodeMenurutNama({ ctx }: { ctx: Ctx }): Promise<Record<string, string>> {
  const baris = await ctx.db.select({ kode: organisasi.kode, nama: organisasi.nama }).from(organisasi);
  const peta: Record<string, string> = {};
  const ganda = new Set<string>();
  for (const b of baris) {
    if (b.nama in peta) ganda.add(b.nama);
    else peta[b.nama] = b.kode;
  }
  // Two organisations of one name cannot be told apart from the name: no link rather than a wrong one.
  for (const n of ganda) delete peta[n];
  return peta;
}
