import { eq } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { Ctx } from "@/lib/context";
import { cswPengaturan } from "@/lib/db/schema";
import { tidakDitemukan } from "@/lib/http/errors";
import { z } from "@/lib/validation/zod";
import { assertAdmin } from "./akses";

const kolom = {
  judul: cswPengaturan.judul,
  abstrak: cswPengaturan.abstrak,
  namaOrganisasi: cswPengaturan.namaOrganisasi,
  namaKontak: cswPengaturan.namaKontak,
  jabatan: cswPengaturan.jabatan,
  telepon: cswPengaturan.telepon,
  email: cswPengaturan.email,
  jamLayanan: cswPengaturan.jamLayanan,
  instruksiKontak: cswPengaturan.instruksiKontak,
  peranKontak: cswPengaturan.peranKontak,
  updatedAt: cswPengaturan.updatedAt,
};

/** Spec 4.4 "Service identity in GetCapabilities": one field per setting. */
export const PengaturanCswInput = z
  .object({
    judul: z.string().trim().min(1).max(300),
    abstrak: z.string().trim().max(5_000),
    namaOrganisasi: z.string().trim().min(1).max(300),
    namaKontak: z.string().trim().max(200),
    jabatan: z.string().trim().max(200),
    telepon: z.string().trim().max(50),
    email: z.union([z.literal(""), z.email().max(254)]),
    jamLayanan: z.string().trim().max(300),
    instruksiKontak: z.string().trim().max(2_000),
    peranKontak: z.string().trim().min(1).max(50),
  })
  .partial()
  .strict();

export async function getPengaturanCsw({ ctx }: { ctx: Ctx }) {
  assertAdmin(ctx);
  const [p] = await ctx.db.select(kolom).from(cswPengaturan).where(eq(cswPengaturan.id, 1)).limit(1);
  if (!p) throw tidakDitemukan("Pengaturan CSW belum ada (jalankan seed atau isi pengaturan lengkap).");
  return p;
}

/** Change the CSW identity; with the built-in provider it shows in GetCapabilities at once (cache generation bumped). */
export async function ubahPengaturanCsw({ ctx, input }: { ctx: Ctx; input: z.infer<typeof PengaturanCswInput> }) {
  const aktor = assertAdmin(ctx);
  const hasil = await ctx.db.transaction(async (tx) => {
    const [ada] = await tx.select({ id: cswPengaturan.id }).from(cswPengaturan).where(eq(cswPengaturan.id, 1)).limit(1);
    if (!ada) {
      if (!input.judul || !input.namaOrganisasi) {
        throw tidakDitemukan("Pengaturan CSW belum ada: kirim setidaknya judul dan namaOrganisasi.");
      }
      await tx.insert(cswPengaturan).values({ ...input, judul: input.judul, namaOrganisasi: input.namaOrganisasi, id: 1 });
    } else {
      await tx.update(cswPengaturan).set({ ...input, updatedAt: new Date() }).where(eq(cswPengaturan.id, 1));
    }
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: "ubah", entitas: "csw_pengaturan", entitasId: "1", data: input });
    const [p] = await tx.select(kolom).from(cswPengaturan).where(eq(cswPengaturan.id, 1));
    return p!;
  });
  await naikkanGenerasiCsw();
  return hasil;
}
