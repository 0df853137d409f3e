import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { loginTertunda, pengguna } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { antrekanPesan } from "@/lib/mail/antrean";
import { kirimPesanTertunda } from "@/lib/mail/pemicu";
import { z } from "@/lib/validation/zod";
import { assertBatasTebakan } from "./batas-tebakan";
import { cocokKataSandi } from "./kata-sandi";
import { hashOtp, OTP_UMUR_DETIK } from "./otp-kode";
import { buatSesi, type SesiBaru } from "./sesi";
import { tandaiToken } from "./token";

export const MasukInput = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1024),
});
export type MasukInput = z.infer<typeof MasukInput>;

export const PESAN_KREDENSIAL_SALAH = "E-mail atau kata sandi tidak valid.";

export type HasilMasuk = { jenis: "sesi"; sesi: SesiBaru } | { jenis: "otp"; token: string; umurDetik: number };

/**
 * POST /api/auth/login (spec 5). Valid credentials open a session, or, with OTP enabled, a pending login whose
 * code is queued to the user's channel. Unknown e-mail, wrong password and deactivated account all answer the
 * same 401 after the same argon2 work.
 */
export async function masuk({ ctx, input }: { ctx: Ctx; input: MasukInput & { ip: string } }): Promise<HasilMasuk> {
  await assertBatasTebakan({ ip: input.ip, email: input.email });
  const [u] = await ctx.db
    .select({ id: pengguna.id, passwordHash: pengguna.passwordHash, aktif: pengguna.aktif, otpAktif: pengguna.otpAktif, otpSaluran: pengguna.otpSaluran, email: pengguna.email, telepon: pengguna.telepon })
    .from(pengguna)
    .where(eq(pengguna.email, input.email))
    .limit(1);
  const cocok = await cocokKataSandi(u?.passwordHash, input.password);
  if (!u || !cocok || !u.aktif) throw new ApiError("tidak_terautentikasi", PESAN_KREDENSIAL_SALAH);
  if (!u.otpAktif) return { jenis: "sesi", sesi: await buatSesi(ctx.db, u.id) };

  const kode = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
  const id = crypto.randomUUID();
  const lewatWa = u.otpSaluran === "wa" && !!u.telepon;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(loginTertunda).values({ id, penggunaId: u.id, otpHash: hashOtp(id, kode), kedaluwarsaAt: new Date(Date.now() + OTP_UMUR_DETIK * 1000) });
    await antrekanPesan(tx, {
      saluran: lewatWa ? "wa" : "email",
      tujuan: lewatWa ? u.telepon! : u.email,
      jenis: "otp",
      subjek: "Kode masuk GeoKatalog",
      isi: `Kode masuk GeoKatalog Anda: ${kode}\nBerlaku 5 menit dan hanya sekali pakai. Jangan berikan kode ini kepada siapa pun.`,
      rahasia: true,
    });
  });
  kirimPesanTertunda();
  return { jenis: "otp", token: await tandaiToken("otp", id, OTP_UMUR_DETIK), umurDetik: OTP_UMUR_DETIK };
}
