import { and, eq, isNull } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { loginTertunda, pengguna } from "@/lib/db/schema";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import { antrekanPesan } from "@/lib/mail/antrean";
import { kirimPesanTertunda } from "@/lib/mail/pemicu";
import { idMetadataSah } from "@/lib/metadata/id";
import { assertAdmin } from "./akses";

export const PESAN_OTP_SUDAH_MATI = "OTP akun ini sudah tidak aktif.";

/**
 * An Admin turns a user's OTP off (the user lost the phone or the mailbox the codes go to): the account then
 * signs in with its password alone until the user turns OTP on again in the profile. Sign-ins waiting for a code
 * are cancelled, the user is told by e-mail (an OTP turned off by someone else is worth noticing) and the change
 * is audited with the channel it had.
 */
export async function matikanOtp({ ctx, id }: { ctx: Ctx; id: string }): Promise<{ id: string; otpAktif: false }> {
  const aktor = assertAdmin(ctx);
  if (!idMetadataSah(id)) throw tidakDitemukan("Pengguna tidak ditemukan.");
  await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .select({ email: pengguna.email, namaLengkap: pengguna.namaLengkap, otpAktif: pengguna.otpAktif, otpSaluran: pengguna.otpSaluran })
      .from(pengguna)
      .where(eq(pengguna.id, id))
      .for("update")
      .limit(1);
    if (!u) throw tidakDitemukan("Pengguna tidak ditemukan.");
    if (!u.otpAktif) throw new ApiError("konflik", PESAN_OTP_SUDAH_MATI);
    const sekarang = new Date();
    await tx.update(pengguna).set({ otpAktif: false, updatedAt: sekarang }).where(eq(pengguna.id, id));
    await tx
      .update(loginTertunda)
      .set({ dibatalkanAt: sekarang })
      .where(and(eq(loginTertunda.penggunaId, id), isNull(loginTertunda.dipakaiAt), isNull(loginTertunda.dibatalkanAt)));
    await antrekanPesan(tx, {
      saluran: "email",
      tujuan: u.email,
      jenis: "otp_dimatikan",
      subjek: "OTP akun GeoKatalog Anda dimatikan",
      isi:
        `Yth. ${u.namaLengkap},\n\nAdministrator mematikan kode OTP untuk akun GeoKatalog Anda; kini Anda masuk dengan e-mail dan kata sandi saja. ` +
        "Aktifkan lagi OTP di halaman profil setelah Anda kembali memegang ponsel atau kotak surat Anda.\n\n" +
        "Jika Anda tidak meminta ini, segera hubungi administrator organisasi Anda.\n\n— GeoKatalog",
    });
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: "matikan_otp", entitas: "pengguna", entitasId: id, dari: "otp_aktif", ke: "otp_mati", data: { saluran: u.otpSaluran } });
  });
  kirimPesanTertunda();
  return { id, otpAktif: false };
}
