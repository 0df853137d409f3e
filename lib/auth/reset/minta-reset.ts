import { eq } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { pengguna } from "@/lib/db/schema";
import { urlPublik } from "@/lib/http/url-publik";
import { antrekanPesan } from "@/lib/mail/antrean";
import { kirimPesanTertunda } from "@/lib/mail/pemicu";
import { assertBatas } from "@/lib/ratelimit";
import { z } from "@/lib/validation/zod";
import { kunciAkun } from "../batas-tebakan";
import { buatTokenReset, UMUR_TOKEN_RESET_MENIT } from "./token";

export const LupaSandiInput = z
  .object({ email: z.string().trim().toLowerCase().min(1, "Isi alamat e-mail akun Anda.").max(254, "Alamat e-mail terlalu panjang.") })
  .strict();
export type LupaSandiInput = z.infer<typeof LupaSandiInput>;

/** The one answer, whether or not the address has an (active) account. */
export const PESAN_LUPA_TERKIRIM =
  `Jika alamat itu terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim ke sana. Tautan berlaku ${UMUR_TOKEN_RESET_MENIT} menit dan hanya dapat dipakai sekali.`;

/** The path of the page a reset link opens. */
export const JALUR_ATUR_ULANG = "/atur-ulang-sandi";

/**
 * "Lupa kata sandi": count the request per IP and per address (429s that depend only on what was asked, never on
 * whether the account exists), then, for an active account only, queue a single-use link by e-mail, encrypted at
 * rest in the outbox, and audit the request. The caller shows `PESAN_LUPA_TERKIRIM` either way.
 */
export async function mintaResetSandi({ ctx, input }: { ctx: Ctx; input: LupaSandiInput & { ip: string } }): Promise<void> {
  await assertBatas("lupaSandiIp", input.ip);
  await assertBatas("lupaSandiAkun", kunciAkun(input.email));
  const [u] = await ctx.db
    .select({ id: pengguna.id, email: pengguna.email, namaLengkap: pengguna.namaLengkap, aktif: pengguna.aktif })
    .from(pengguna)
    .where(eq(pengguna.email, input.email))
    .limit(1);
  if (!u?.aktif) return;
  await ctx.db.transaction(async (tx) => {
    const token = await buatTokenReset(tx, u.id);
    const tautan = urlPublik(`${JALUR_ATUR_ULANG}?token=${token}`).toString();
    await antrekanPesan(tx, {
      saluran: "email",
      tujuan: u.email,
      jenis: "reset_kata_sandi_tautan",
      subjek: "Atur ulang kata sandi GeoKatalog",
      isi:
        `Yth. ${u.namaLengkap},\n\nAda permintaan untuk mengatur ulang kata sandi akun GeoKatalog Anda. Buka tautan ini untuk membuat kata sandi baru:\n${tautan}\n\n` +
        `Tautan berlaku ${UMUR_TOKEN_RESET_MENIT} menit dan hanya dapat dipakai sekali. Setelah kata sandi diganti, semua sesi masuk akun ini diakhiri.\n` +
        "Jika Anda tidak meminta ini, abaikan e-mail ini: kata sandi Anda tidak berubah.\n\n— GeoKatalog",
      rahasia: true,
    });
    await catatAudit(tx, { aktor: ctx.actor, aksi: "minta_reset_kata_sandi", entitas: "pengguna", entitasId: u.id, data: { ip: input.ip } });
  });
  kirimPesanTertunda();
}
