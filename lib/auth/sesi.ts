import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { loginTertunda, pengguna, sesi } from "@/lib/db/schema";
import { env } from "@/lib/env";
import type { PeranPengguna } from "@/lib/metadata/kode";
import { bacaToken, tandaiToken } from "./token";

/** A checked session: the row's id and the user as the database says now (role and organisation included). */
export type SesiAktif = {
  sesiId: string;
  pengguna: { id: string; peran: PeranPengguna; organisasiId: string; namaLengkap: string; email: string };
};

export type SesiBaru = { sesiId: string; token: string; umurDetik: number };

export type AlasanCabut = "logout" | "ganti_kata_sandi" | "reset_kata_sandi" | "dinonaktifkan";

/** Refresh the inactivity clock at most this often, so reads do not all become writes. */
const SEGARKAN_SETELAH_MS = 60_000;

/** Open a session for a user; the token goes into the session cookie. */
export async function buatSesi(db: DbOrTx, penggunaId: string): Promise<SesiBaru> {
  const umurDetik = env().SESSION_MAX_HOURS * 3600;
  const [baris] = await db
    .insert(sesi)
    .values({ penggunaId, berakhirAt: new Date(Date.now() + umurDetik * 1000) })
    .returning({ id: sesi.id });
  if (!baris) throw new Error("sesi tidak tersimpan");
  return { sesiId: baris.id, token: await tandaiToken("sesi", baris.id, umurDetik), umurDetik };
}

/**
 * The live session behind a cookie token, or null: forged or expired token, revoked, idle too long, past its
 * absolute end, or the user deactivated. Checked on every request, so revocation is immediate everywhere.
 */
export async function periksaSesi(db: DbOrTx, token: string | undefined): Promise<SesiAktif | null> {
  const sesiId = await bacaToken("sesi", token);
  if (!sesiId) return null;
  const sekarang = new Date();
  const batasDiam = new Date(sekarang.getTime() - env().SESSION_IDLE_MINUTES * 60_000);
  const [b] = await db
    .select({
      aktifTerakhirAt: sesi.aktifTerakhirAt,
      id: pengguna.id,
      peran: pengguna.peran,
      organisasiId: pengguna.organisasiId,
      namaLengkap: pengguna.namaLengkap,
      email: pengguna.email,
    })
    .from(sesi)
    .innerJoin(pengguna, eq(pengguna.id, sesi.penggunaId))
    .where(and(eq(sesi.id, sesiId), isNull(sesi.dicabutAt), gt(sesi.berakhirAt, sekarang), gt(sesi.aktifTerakhirAt, batasDiam), eq(pengguna.aktif, true)))
    .limit(1);
  if (!b) return null;
  if (sekarang.getTime() - b.aktifTerakhirAt.getTime() > SEGARKAN_SETELAH_MS) {
    await db.update(sesi).set({ aktifTerakhirAt: sekarang }).where(eq(sesi.id, sesiId));
  }
  const { aktifTerakhirAt: _, ...p } = b;
  return { sesiId, pengguna: p };
}

export async function cabutSesi(db: DbOrTx, sesiId: string, alasan: AlasanCabut): Promise<void> {
  await db.update(sesi).set({ dicabutAt: new Date(), alasanCabut: alasan }).where(and(eq(sesi.id, sesiId), isNull(sesi.dicabutAt)));
}

/** End every open session of a user (password change, reset, deactivation), optionally sparing one. */
export async function cabutSemuaSesi(db: DbOrTx, penggunaId: string, alasan: AlasanCabut, kecuali?: string): Promise<void> {
  const syarat = [eq(sesi.penggunaId, penggunaId), isNull(sesi.dicabutAt)];
  if (kecuali) syarat.push(ne(sesi.id, kecuali));
  await db.update(sesi).set({ dicabutAt: new Date(), alasanCabut: alasan }).where(and(...syarat));
}

/** Housekeeping: forget sessions and pending OTP logins that ended more than a day ago. */
export async function hapusSesiLama(db: DbOrTx): Promise<void> {
  await db.delete(sesi).where(lt(sesi.berakhirAt, sql`now() - interval '1 day'`));
  await db.delete(loginTertunda).where(lt(loginTertunda.kedaluwarsaAt, sql`now() - interval '1 day'`));
}
