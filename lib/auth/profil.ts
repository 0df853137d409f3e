import { eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { organisasi, pengguna } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { z } from "@/lib/validation/zod";
import { assertKataSandiBaru, KataSandiBaruTeks } from "./aturan-kata-sandi";
import { assertBatasTebakan } from "./batas-tebakan";
import { cocokKataSandi, hashKataSandi } from "./kata-sandi";
import { buatSesi, cabutSemuaSesi, cabutSesi, type SesiBaru } from "./sesi";
import { bacaToken } from "./token";

export type Profil = {
  id: string;
  namaLengkap: string;
  email: string;
  peran: string;
  jabatan: string | null;
  telepon: string | null;
  otpAktif: boolean;
  otpSaluran: "email" | "wa";
  organisasi: { id: string; kode: string; nama: string };
};

function penggunaIdOrThrow(ctx: Ctx): string {
  if (ctx.actor.jenis !== "pengguna") throw new ApiError("tidak_terautentikasi", "Anda belum masuk.");
  return ctx.actor.id;
}

export async function getProfilOrThrow({ ctx }: { ctx: Ctx }): Promise<Profil> {
  const id = penggunaIdOrThrow(ctx);
  const [p] = await ctx.db
    .select({
      id: pengguna.id,
      namaLengkap: pengguna.namaLengkap,
      email: pengguna.email,
      peran: pengguna.peran,
      jabatan: pengguna.jabatan,
      telepon: pengguna.telepon,
      otpAktif: pengguna.otpAktif,
      otpSaluran: pengguna.otpSaluran,
      orgId: organisasi.id,
      orgKode: organisasi.kode,
      orgNama: organisasi.nama,
    })
    .from(pengguna)
    .innerJoin(organisasi, eq(organisasi.id, pengguna.organisasiId))
    .where(eq(pengguna.id, id))
    .limit(1);
  if (!p) throw new ApiError("tidak_ditemukan", "Pengguna tidak ditemukan.");
  const { orgId, orgKode, orgNama, ...rest } = p;
  return { ...rest, organisasi: { id: orgId, kode: orgKode, nama: orgNama } };
}

const telepon = z.string().trim().regex(/^\+?[0-9]{8,15}$/, "Nomor telepon harus 8–15 angka, boleh diawali +.");

export const UbahProfilInput = z
  .object({
    namaLengkap: z.string().trim().min(1).max(200).optional(),
    jabatan: z.string().trim().max(200).nullable().optional(),
    telepon: telepon.nullable().optional(),
    otpAktif: z.boolean().optional(),
    otpSaluran: z.enum(["email", "wa"]).optional(),
  })
  .strict();
export type UbahProfilInput = z.infer<typeof UbahProfilInput>;

/** PATCH /api/user/profil: own name, position, phone and OTP settings (e-mail and role belong to an Admin). */
export async function ubahProfil({ ctx, input }: { ctx: Ctx; input: UbahProfilInput }): Promise<Profil> {
  const id = penggunaIdOrThrow(ctx);
  const sekarang = await getProfilOrThrow({ ctx });
  const saluran = input.otpSaluran ?? sekarang.otpSaluran;
  const tel = input.telepon === undefined ? sekarang.telepon : input.telepon;
  if (saluran === "wa" && !tel) {
    throw new ApiError("permintaan_tidak_valid", "Kode OTP lewat WA memerlukan nomor telepon.", [{ path: "telepon", pesan: "Isi nomor telepon untuk menerima kode OTP lewat WA." }]);
  }
  if (Object.keys(input).length > 0) {
    await ctx.db
      .update(pengguna)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(pengguna.id, id));
  }
  return getProfilOrThrow({ ctx });
}

export const GantiKataSandiInput = z.object({ kataSandiLama: z.string().max(1024), kataSandiBaru: KataSandiBaruTeks }).strict();
export type GantiKataSandiInput = z.infer<typeof GantiKataSandiInput>;

/** The 429 of the password form; the counters are the sign-in's (lib/auth/batas-tebakan.ts). */
const PESAN_BATAS = {
  ip: "Terlalu banyak percobaan kata sandi dari alamat ini. Coba lagi beberapa saat lagi.",
  akun: "Terlalu banyak percobaan kata sandi untuk akun ini. Coba lagi beberapa saat lagi.",
};

/**
 * Change the own password: every session of the user ends (on every instance, at once) and the caller gets a
 * fresh one, so a thief holding an old cookie is out while the user stays signed in here. Checking the old
 * password counts as a sign-in attempt (same limits, same counters), so a stolen cookie is no way around them;
 * a new password that breaks a rule is refused before, without a guess being checked or counted.
 */
export async function gantiKataSandi({ ctx, input }: { ctx: Ctx; input: GantiKataSandiInput & { ip: string } }): Promise<SesiBaru> {
  const id = penggunaIdOrThrow(ctx);
  const [u] = await ctx.db.select({ passwordHash: pengguna.passwordHash, email: pengguna.email }).from(pengguna).where(eq(pengguna.id, id)).limit(1);
  if (!u) throw new ApiError("tidak_terautentikasi", "Anda belum masuk.");
  assertKataSandiBaru(input.kataSandiBaru, { email: u.email });
  await assertBatasTebakan({ ip: input.ip, email: u.email, pesan: PESAN_BATAS });
  if (!(await cocokKataSandi(u.passwordHash, input.kataSandiLama))) {
    throw new ApiError("permintaan_tidak_valid", "Kata sandi lama tidak sesuai.", [{ path: "kataSandiLama", pesan: "Kata sandi lama tidak sesuai." }]);
  }
  if (input.kataSandiLama === input.kataSandiBaru) {
    throw new ApiError("permintaan_tidak_valid", "Kata sandi baru harus berbeda dari yang lama.", [{ path: "kataSandiBaru", pesan: "Kata sandi baru harus berbeda dari yang lama." }]);
  }
  const passwordHash = await hashKataSandi(input.kataSandiBaru);
  return ctx.db.transaction(async (tx) => {
    await tx.update(pengguna).set({ passwordHash, updatedAt: new Date() }).where(eq(pengguna.id, id));
    await cabutSemuaSesi(tx, id, "ganti_kata_sandi");
    return buatSesi(tx, id);
  });
}

/** POST /api/auth/logout: revoke the session behind the cookie, if any. */
export async function keluar({ ctx, input }: { ctx: Ctx; input: { token: string | undefined } }): Promise<void> {
  const sesiId = await bacaToken("sesi", input.token);
  if (sesiId) await cabutSesi(ctx.db, sesiId, "logout");
}
