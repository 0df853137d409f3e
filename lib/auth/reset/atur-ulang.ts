import { and, eq, isNull } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { pengguna, tokenResetSandi } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { antrekanPesan } from "@/lib/mail/antrean";
import { kirimPesanTertunda } from "@/lib/mail/pemicu";
import { z } from "@/lib/validation/zod";
import { assertKataSandiBaru, KataSandiBaruTeks } from "../aturan-kata-sandi";
import { hashKataSandi } from "../kata-sandi";
import { cabutSemuaSesi } from "../sesi";
import { pemilikTokenReset } from "./token";

export const AturUlangSandiInput = z.object({ token: z.string().max(100), kataSandiBaru: KataSandiBaruTeks }).strict();
export type AturUlangSandiInput = z.infer<typeof AturUlangSandiInput>;

export const PESAN_TAUTAN_TIDAK_BERLAKU =
  "Tautan atur ulang kata sandi tidak berlaku: sudah dipakai, sudah lewat 30 menit, atau diganti tautan yang lebih baru. Minta tautan baru.";

/**
 * Set a new password through a reset link: the token must be unused, unexpired and its account active; the new
 * password passes the rules of every new password (a refused one leaves the link usable). In one transaction the
 * link is used up (a conditional update, so two submissions cannot both win), the other links of the account
 * die, every session of the account ends, the user is told by e-mail and the reset is audited.
 */
export async function aturUlangSandi({ ctx, input }: { ctx: Ctx; input: AturUlangSandiInput & { ip: string } }): Promise<void> {
  const pemilik = await pemilikTokenReset(ctx.db, input.token);
  if (!pemilik) throw new ApiError("permintaan_tidak_valid", PESAN_TAUTAN_TIDAK_BERLAKU, [{ path: "token", pesan: PESAN_TAUTAN_TIDAK_BERLAKU }]);
  assertKataSandiBaru(input.kataSandiBaru, { email: pemilik.email });
  const passwordHash = await hashKataSandi(input.kataSandiBaru);
  const sekarang = new Date();
  await ctx.db.transaction(async (tx) => {
    const dipakai = await tx
      .update(tokenResetSandi)
      .set({ dipakaiAt: sekarang })
      .where(and(eq(tokenResetSandi.id, pemilik.tokenId), isNull(tokenResetSandi.dipakaiAt)))
      .returning({ id: tokenResetSandi.id });
    if (dipakai.length === 0) throw new ApiError("permintaan_tidak_valid", PESAN_TAUTAN_TIDAK_BERLAKU, [{ path: "token", pesan: PESAN_TAUTAN_TIDAK_BERLAKU }]);
    await tx.update(tokenResetSandi).set({ dipakaiAt: sekarang }).where(and(eq(tokenResetSandi.penggunaId, pemilik.penggunaId), isNull(tokenResetSandi.dipakaiAt)));
    await tx.update(pengguna).set({ passwordHash, updatedAt: sekarang }).where(eq(pengguna.id, pemilik.penggunaId));
    await cabutSemuaSesi(tx, pemilik.penggunaId, "reset_kata_sandi");
    await antrekanPesan(tx, {
      saluran: "email",
      tujuan: pemilik.email,
      jenis: "kata_sandi_diatur_ulang",
      subjek: "Kata sandi GeoKatalog Anda telah diganti",
      isi:
        `Yth. ${pemilik.namaLengkap},\n\nKata sandi akun GeoKatalog Anda baru saja diganti melalui tautan lupa kata sandi, dan semua sesi masuk akun ini diakhiri.\n` +
        "Jika bukan Anda yang melakukannya, segera hubungi administrator organisasi Anda.\n\n— GeoKatalog",
    });
    const aktor = { jenis: "pengguna" as const, id: pemilik.penggunaId, peran: pemilik.peran, organisasiId: pemilik.organisasiId };
    await catatAudit(tx, { aktor, aksi: "reset_kata_sandi_tautan", entitas: "pengguna", entitasId: pemilik.penggunaId, data: { ip: input.ip } });
  });
  kirimPesanTertunda();
}
