import { eq, sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { loginTertunda, pengguna } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { assertBatas } from "@/lib/ratelimit";
import { z } from "@/lib/validation/zod";
import { hashOtp, OTP_SALAH_MAKS, otpSama } from "./otp-kode";
import { buatSesi, type SesiBaru } from "./sesi";
import { bacaToken } from "./token";

export const OtpInput = z.object({ otp: z.string().trim().max(20) });

/** Distinct Indonesian messages per failure (the spec leaves them open; see docs/decisions.md). */
export const PESAN_OTP = {
  tanpaLogin: "Tidak ada proses masuk yang menunggu kode OTP. Silakan masuk kembali.",
  salah: "Kode OTP salah.",
  kedaluwarsa: "Kode OTP sudah kedaluwarsa. Silakan masuk kembali untuk menerima kode baru.",
  sudahDipakai: "Kode OTP sudah digunakan. Silakan masuk kembali.",
  dibatalkan: "Proses masuk dibatalkan karena kode OTP salah 5 kali. Silakan masuk kembali.",
} as const;

type Hasil = { ok: true; penggunaId: string } | { ok: false; pesan: string };

/**
 * POST /api/auth/otp: complete the pending login named by the OTP cookie. Wrong codes are counted in the same
 * row lock, so parallel guesses cannot exceed the cap; the 5th wrong code voids the pending login.
 */
export async function verifikasiOtp({ ctx, input }: { ctx: Ctx; input: { otp: string; tokenTertunda: string | undefined; ip: string } }): Promise<SesiBaru> {
  await assertBatas("otp", input.ip);
  const id = await bacaToken("otp", input.tokenTertunda);
  if (!id) throw new ApiError("tidak_terautentikasi", PESAN_OTP.tanpaLogin);
  // Failures are committed (the wrong-code count must stick), then reported.
  const hasil = await ctx.db.transaction(async (tx): Promise<Hasil> => {
    const [t] = await tx.select().from(loginTertunda).where(eq(loginTertunda.id, id)).for("update").limit(1);
    if (!t) return { ok: false, pesan: PESAN_OTP.tanpaLogin };
    if (t.dibatalkanAt) return { ok: false, pesan: PESAN_OTP.dibatalkan };
    if (t.dipakaiAt) return { ok: false, pesan: PESAN_OTP.sudahDipakai };
    if (t.kedaluwarsaAt.getTime() <= Date.now()) return { ok: false, pesan: PESAN_OTP.kedaluwarsa };
    if (!/^[0-9]{6}$/.test(input.otp) || !otpSama(hashOtp(id, input.otp), t.otpHash)) {
      const gagal = t.gagal + 1;
      const batal = gagal >= OTP_SALAH_MAKS;
      await tx
        .update(loginTertunda)
        .set({ gagal: sql`${loginTertunda.gagal} + 1`, ...(batal ? { dibatalkanAt: new Date() } : {}) })
        .where(eq(loginTertunda.id, id));
      return { ok: false, pesan: batal ? PESAN_OTP.dibatalkan : PESAN_OTP.salah };
    }
    await tx.update(loginTertunda).set({ dipakaiAt: new Date() }).where(eq(loginTertunda.id, id));
    return { ok: true, penggunaId: t.penggunaId };
  });
  if (!hasil.ok) throw new ApiError("tidak_terautentikasi", hasil.pesan);
  const [u] = await ctx.db.select({ aktif: pengguna.aktif }).from(pengguna).where(eq(pengguna.id, hasil.penggunaId)).limit(1);
  if (!u?.aktif) throw new ApiError("tidak_terautentikasi", PESAN_OTP.tanpaLogin);
  return buatSesi(ctx.db, hasil.penggunaId);
}
