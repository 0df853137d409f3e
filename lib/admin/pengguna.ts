import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import { hashKataSandi } from "@/lib/auth/kata-sandi";
import { buatKataSandiSementara } from "@/lib/auth/kata-sandi-sementara";
import { cabutSemuaSesi } from "@/lib/auth/sesi";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { organisasi, pengguna } from "@/lib/db/schema";
import { ApiError, permintaanTidakValid, tidakDitemukan } from "@/lib/http/errors";
import { bilanganBulatPositif, teksOpsional } from "@/lib/http/query";
import { antrekanPesan } from "@/lib/mail/antrean";
import { kirimPesanTertunda } from "@/lib/mail/pemicu";
import { idMetadataSah } from "@/lib/metadata/id";
import { PERAN_PENGGUNA, type PeranPengguna } from "@/lib/metadata/kode";
import { z } from "@/lib/validation/zod";
import { assertAdmin } from "./akses";

/** What an Admin sees of an account: never the password hash. */
const kolom = {
  id: pengguna.id,
  namaLengkap: pengguna.namaLengkap,
  email: pengguna.email,
  peran: pengguna.peran,
  jabatan: pengguna.jabatan,
  telepon: pengguna.telepon,
  organisasiId: pengguna.organisasiId,
  otpAktif: pengguna.otpAktif,
  aktif: pengguna.aktif,
  createdAt: pengguna.createdAt,
};

/** `peran`: one of the roles, or absent/empty for all. */
function peranOpsional(p: URLSearchParams): PeranPengguna | undefined {
  const v = teksOpsional(p, "peran", 40);
  if (v === undefined) return undefined;
  if (!(PERAN_PENGGUNA as readonly string[]).includes(v)) throw permintaanTidakValid(`Parameter peran harus salah satu dari ${PERAN_PENGGUNA.join(", ")}.`);
  return v as PeranPengguna;
}

/** `aktif`: "true" (active accounts), "false" (deactivated), or absent/empty for both. */
function aktifOpsional(p: URLSearchParams): boolean | undefined {
  const v = teksOpsional(p, "aktif", 10);
  if (v === undefined) return undefined;
  if (v !== "true" && v !== "false") throw permintaanTidakValid("Parameter aktif harus true (akun aktif) atau false (akun nonaktif).");
  return v === "true";
}

export function parseKueriPengguna(p: URLSearchParams) {
  return {
    q: teksOpsional(p, "q", 200),
    organisasiId: teksOpsional(p, "organisasiId", 40),
    peran: peranOpsional(p),
    aktif: aktifOpsional(p),
    page: bilanganBulatPositif(p, "page", 1, 100_000),
    pageSize: Math.min(bilanganBulatPositif(p, "pageSize", 50, 1_000_000), 200),
  };
}
export type KueriPengguna = ReturnType<typeof parseKueriPengguna>;

/**
 * Accounts matching every given filter, a page at a time, ordered by e-mail (the unique index on e-mail serves
 * the order and the paging; the organisation filter has its own index; docs/decisions.md on role and status).
 */

export async function listPengguna({ ctx, input }: { ctx: Ctx; input: KueriPengguna }) {
  assertAdmin(ctx);
  const syarat: SQL[] = [];
  if (input.organisasiId) {
    if (!idMetadataSah(input.organisasiId)) return { records: [], total: 0, page: input.page, pageSize: input.pageSize };
    syarat.push(eq(pengguna.organisasiId, input.organisasiId));
  }
  if (input.peran) syarat.push(eq(pengguna.peran, input.peran));
  if (input.aktif !== undefined) syarat.push(eq(pengguna.aktif, input.aktif));
  if (input.q) {
    const pola = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    syarat.push(or(ilike(pengguna.namaLengkap, pola), ilike(pengguna.email, pola)) as SQL);
  }
  const where = syarat.length ? and(...syarat) : undefined;
  const [records, [jumlah]] = await Promise.all([
    ctx.db.select({ ...kolom, organisasiKode: organisasi.kode }).from(pengguna).innerJoin(organisasi, eq(organisasi.id, pengguna.organisasiId)).where(where).orderBy(asc(pengguna.email)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(pengguna).where(where),
  ]);
  return { records, total: jumlah?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

const telepon = z.string().trim().regex(/^\+?[0-9]{8,15}$/, "Nomor telepon harus 8–15 angka, boleh diawali +.");

export const PenggunaInput = z
  .object({
    namaLengkap: z.string().trim().min(1).max(200),
    email: z.email().max(254).transform((e) => e.toLowerCase()),
    peran: z.enum(PERAN_PENGGUNA),
    organisasiId: z.uuid(),
    jabatan: z.string().trim().max(200).nullable().optional(),
    telepon: telepon.nullable().optional(),
  })
  .strict();

export const UbahPenggunaInput = PenggunaInput.partial().extend({ aktif: z.boolean().optional() }).strict();

async function satuOrThrow(db: DbOrTx, id: string) {
  if (!idMetadataSah(id)) throw tidakDitemukan("Pengguna tidak ditemukan.");
  const [u] = await db.select(kolom).from(pengguna).where(eq(pengguna.id, id)).limit(1);
  if (!u) throw tidakDitemukan("Pengguna tidak ditemukan.");
  return u;
}

async function assertOrganisasi(db: DbOrTx, id: string) {
  const [o] = await db.select({ id: organisasi.id }).from(organisasi).where(eq(organisasi.id, id)).limit(1);
  if (!o) throw new ApiError("permintaan_tidak_valid", "Organisasi tidak ditemukan.", [{ path: "organisasiId", pesan: "Organisasi tidak ditemukan." }]);
}

async function emailBebas(db: DbOrTx, email: string, kecuali?: string) {
  const [ada] = await db.select({ id: pengguna.id }).from(pengguna).where(eq(pengguna.email, email)).limit(1);
  if (ada && ada.id !== kecuali) throw new ApiError("konflik", "Alamat e-mail sudah dipakai akun lain.");
}

async function kirimKataSandi(db: DbOrTx, u: { email: string; namaLengkap: string }, sandi: string, jenis: "akun_baru" | "reset_kata_sandi") {
  await antrekanPesan(db, {
    saluran: "email",
    tujuan: u.email,
    jenis,
    subjek: jenis === "akun_baru" ? "Akun GeoKatalog Anda" : "Kata sandi GeoKatalog Anda diatur ulang",
    isi: `Yth. ${u.namaLengkap},\n\nKata sandi sementara Anda: ${sandi}\nMasuk lalu segera ganti kata sandi di halaman profil.\n\n— GeoKatalog`,
    rahasia: true,
  });
}

/** Create an account; its temporary password goes to the user by e-mail (never in the response). */
export async function buatPengguna({ ctx, input }: { ctx: Ctx; input: z.infer<typeof PenggunaInput> }) {
  const aktor = assertAdmin(ctx);
  await assertOrganisasi(ctx.db, input.organisasiId);
  await emailBebas(ctx.db, input.email);
  const sandi = buatKataSandiSementara(input.email);
  const passwordHash = await hashKataSandi(sandi);
  const hasil = await ctx.db.transaction(async (tx) => {
    const [u] = await tx.insert(pengguna).values({ ...input, passwordHash }).returning(kolom);
    await kirimKataSandi(tx, u!, sandi, "akun_baru");
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: "buat", entitas: "pengguna", entitasId: u!.id, data: { email: input.email, peran: input.peran } });
    return u!;
  });
  kirimPesanTertunda();
  return hasil;
}

type UbahPengguna = z.infer<typeof UbahPenggunaInput>;

/** The fields an Admin may not change on their own account, as the 403 names them. */
const DIRI_SENDIRI: Partial<Record<keyof UbahPengguna, string>> = {
  peran: "peran",
  aktif: "status aktif",
  organisasiId: "organisasi",
};

/** Only what really changes: the edit form sends every field, most of them as they were. */
function perubahanDari(lama: Awaited<ReturnType<typeof satuOrThrow>>, input: UbahPengguna) {
  const hasil: Record<string, { dari: unknown; ke: unknown }> = {};
  for (const [k, ke] of Object.entries(input) as [keyof UbahPengguna, unknown][]) {
    const dari = lama[k] ?? null;
    if (ke !== undefined && (ke ?? null) !== dari) hasil[k] = { dari, ke: ke ?? null };
  }
  return hasil;
}

async function namaAktor(db: DbOrTx, ctx: Ctx): Promise<string> {
  if (ctx.actor.jenis !== "pengguna") return "sistem GeoKatalog";
  const [a] = await db.select({ nama: pengguna.namaLengkap, email: pengguna.email }).from(pengguna).where(eq(pengguna.id, ctx.actor.id)).limit(1);
  return a ? `${a.nama} (${a.email})` : "seorang Admin";
}

/** The old address hears of the change: a taken-over account is noticed by the person who lost it. */
async function beritahuEmailLama(db: DbOrTx, u: { namaLengkap: string; email: string }, baru: string, oleh: string) {
  await antrekanPesan(db, {
    saluran: "email",
    tujuan: u.email,
    jenis: "email_diubah",
    subjek: "Alamat e-mail akun GeoKatalog Anda diubah",
    isi:
      `Yth. ${u.namaLengkap},\n\nAlamat e-mail akun GeoKatalog Anda diubah dari ${u.email} menjadi ${baru} oleh ${oleh}. ` +
      "E-mail dari GeoKatalog, termasuk kata sandi sementara dan kode masuk, kini dikirim ke alamat baru itu.\n\n" +
      "Jika Anda tidak meminta perubahan ini, segera hubungi administrator organisasi Anda.\n\n— GeoKatalog",
    data: { emailBaru: baru },
  });
}

/**
 * Edit an account. Deactivating ends its sessions at once; role and organisation changes apply on its next
 * request (sessions read them from the database). An Admin cannot change their own role, active flag or
 * organisation (moving themselves would open another organisation's drafts to them). A new e-mail is announced
 * to the old address. The audit row holds every changed field with its old and new value.
 */
export async function ubahPengguna({ ctx, id, input }: { ctx: Ctx; id: string; input: UbahPengguna }) {
  const aktor = assertAdmin(ctx);
  const lama = await satuOrThrow(ctx.db, id);
  const perubahan = perubahanDari(lama, input);
  if (aktor?.id === id) {
    const terlarang = Object.entries(DIRI_SENDIRI).flatMap(([k, nama]) => (k in perubahan ? [nama] : []));
    if (terlarang.length) throw new ApiError("dilarang", `Anda tidak dapat mengubah ${terlarang.join(", ")} akun Anda sendiri; minta Admin lain melakukannya.`);
  }
  if (Object.keys(perubahan).length === 0) return lama;
  if (perubahan.organisasiId) await assertOrganisasi(ctx.db, String(perubahan.organisasiId.ke));
  const emailBaru = perubahan.email ? String(perubahan.email.ke) : null;
  if (emailBaru) await emailBebas(ctx.db, emailBaru, id);
  const oleh = emailBaru ? await namaAktor(ctx.db, ctx) : "";
  const nilai = Object.fromEntries(Object.entries(perubahan).map(([k, v]) => [k, v.ke])) as Partial<UbahPengguna>;
  const hasil = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .update(pengguna)
      .set({ ...nilai, updatedAt: new Date() })
      .where(eq(pengguna.id, id))
      .returning(kolom);
    if (perubahan.aktif?.ke === false) await cabutSemuaSesi(tx, id, "dinonaktifkan");
    if (emailBaru) await beritahuEmailLama(tx, lama, emailBaru, oleh);
    const aksi = perubahan.aktif ? (perubahan.aktif.ke ? "aktifkan" : "nonaktifkan") : "ubah";
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi, entitas: "pengguna", entitasId: id, data: { perubahan } });
    return u!;
  });
  if (emailBaru) kirimPesanTertunda();
  return hasil;
}

/** Reset a password: a temporary one by e-mail, and every session of the account ends. */
export async function resetKataSandi({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  const aktor = assertAdmin(ctx);
  const u = await satuOrThrow(ctx.db, id);
  const sandi = buatKataSandiSementara(u.email);
  const passwordHash = await hashKataSandi(sandi);
  await ctx.db.transaction(async (tx) => {
    await tx.update(pengguna).set({ passwordHash, updatedAt: new Date() }).where(eq(pengguna.id, id));
    await cabutSemuaSesi(tx, id, "reset_kata_sandi");
    await kirimKataSandi(tx, u, sandi, "reset_kata_sandi");
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: "reset_kata_sandi", entitas: "pengguna", entitasId: id });
  });
  kirimPesanTertunda();
}
