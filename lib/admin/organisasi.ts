import { asc, count, eq } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { organisasi, pengguna } from "@/lib/db/schema";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import { idMetadataSah } from "@/lib/metadata/id";
import { z } from "@/lib/validation/zod";
import { assertAdmin } from "./akses";
import { hitungLintasOrg } from "./lintas-org";

const kolom = {
  id: organisasi.id,
  kode: organisasi.kode,
  nama: organisasi.nama,
  singkatan: organisasi.singkatan,
  jenis: organisasi.jenis,
  tingkat: organisasi.tingkat,
  kodeWilayah: organisasi.kodeWilayah,
  kota: organisasi.kota,
  allowLintasOrgReviewer: organisasi.allowLintasOrgReviewer,
  aktif: organisasi.aktif,
};

export async function listOrganisasi({ ctx }: { ctx: Ctx }) {
  assertAdmin(ctx);
  const jumlah = ctx.db.select({ organisasiId: pengguna.organisasiId, n: count().as("n") }).from(pengguna).groupBy(pengguna.organisasiId).as("jumlah");
  const baris = await ctx.db
    .select({ ...kolom, jumlahPengguna: jumlah.n })
    .from(organisasi)
    .leftJoin(jumlah, eq(jumlah.organisasiId, organisasi.id))
    .orderBy(asc(organisasi.kode));
  return baris.map((b) => ({ ...b, jumlahPengguna: Number(b.jumlahPengguna ?? 0) }));
}

const teksOpsional = (maks: number) => z.string().trim().min(1).max(maks).nullable().optional();

export const OrganisasiInput = z
  .object({
    kode: z.string().trim().regex(/^[A-Z0-9-]{2,40}$/, "Kode organisasi: 2–40 huruf besar, angka atau tanda hubung."),
    nama: z.string().trim().min(1).max(300),
    singkatan: teksOpsional(50),
    jenis: teksOpsional(100),
    tingkat: z.enum(["pusat", "provinsi"]).default("pusat"),
    kodeWilayah: z.string().trim().regex(/^[0-9]{2}$/, "Kode wilayah: kode provinsi BPS dua angka.").nullable().optional(),
    kota: teksOpsional(100),
    allowLintasOrgReviewer: z.boolean().default(false),
  })
  .strict();

export const UbahOrganisasiInput = OrganisasiInput.partial()
  .extend({
    aktif: z.boolean().optional(),
    /** Switch `allowLintasOrgReviewer` off even while checkers of other organisations have active items. */
    paksa: z.boolean().optional(),
  })
  .strict();

async function satuOrThrow(ctx: Ctx, id: string) {
  if (!idMetadataSah(id)) throw tidakDitemukan("Organisasi tidak ditemukan.");
  const [o] = await ctx.db.select(kolom).from(organisasi).where(eq(organisasi.id, id)).limit(1);
  if (!o) throw tidakDitemukan("Organisasi tidak ditemukan.");
  return o;
}

async function kodeBebas(ctx: Ctx, kode: string, kecuali?: string) {
  const [ada] = await ctx.db.select({ id: organisasi.id }).from(organisasi).where(eq(organisasi.kode, kode)).limit(1);
  if (ada && ada.id !== kecuali) throw new ApiError("konflik", `Kode organisasi ${kode} sudah dipakai.`);
}

export async function buatOrganisasi({ ctx, input }: { ctx: Ctx; input: z.infer<typeof OrganisasiInput> }) {
  const aktor = assertAdmin(ctx);
  await kodeBebas(ctx, input.kode);
  return ctx.db.transaction(async (tx) => {
    const [o] = await tx.insert(organisasi).values(input).returning(kolom);
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: "buat", entitas: "organisasi", entitasId: o!.id, data: { kode: input.kode } });
    return o!;
  });
}

/**
 * Edit an organisation. Switching `allowLintasOrgReviewer` off is refused (409, with the spec 2.9 counts) while
 * checkers of other organisations have active QC/QE items on its records, unless `paksa` is set.
 */
export async function ubahOrganisasi({ ctx, id, input }: { ctx: Ctx; id: string; input: z.infer<typeof UbahOrganisasiInput> }) {
  const aktor = assertAdmin(ctx);
  const lama = await satuOrThrow(ctx, id);
  const { paksa, ...ubah } = input;
  if (ubah.kode && ubah.kode !== lama.kode) await kodeBebas(ctx, ubah.kode, id);
  if (lama.allowLintasOrgReviewer && ubah.allowLintasOrgReviewer === false) {
    const cek = await hitungLintasOrg(ctx.db, id);
    if (cek.total > 0 && !paksa) {
      throw new ApiError(
        "konflik",
        `Masih ada ${cek.total} butir QC/QE aktif dari pemeriksa organisasi lain (${cek.draft} draf, ${cek.pending} menunggu). Selesaikan dahulu, atau kirim "paksa": true.`,
      );
    }
  }
  return ctx.db.transaction(async (tx) => {
    const [o] = await tx
      .update(organisasi)
      .set({ ...ubah, updatedAt: new Date() })
      .where(eq(organisasi.id, id))
      .returning(kolom);
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: "ubah", entitas: "organisasi", entitasId: id, data: { ...ubah, ...(paksa ? { paksa } : {}) } });
    return o!;
  });
}
