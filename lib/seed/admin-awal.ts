import { and, eq } from "drizzle-orm";
import { OrganisasiInput } from "@/lib/admin/organisasi";
import { catatAudit } from "@/lib/audit/catat-audit";
import { KataSandiBaru, masalahKataSandi } from "@/lib/auth/aturan-kata-sandi";
import { hashKataSandi } from "@/lib/auth/kata-sandi";
import type { DbOrTx } from "@/lib/db/client";
import { organisasi, pengguna } from "@/lib/db/schema";
import { z } from "@/lib/validation/zod";
import { kunciDataDasar } from "./dasar";

/** The first Admin of a production installation, from ADMIN_* variables (never a known password). */
export type AdminAwal = { email: string; kataSandi: string; nama: string; organisasiKode: string; organisasiNama: string };

/** A bad ADMIN_* configuration; the message names the variable and the rule (Indonesian, for the operator). */
export class KonfigurasiAdminError extends Error {
  constructor(pesan: string) {
    super(pesan);
    this.name = "KonfigurasiAdminError";
  }
}

const kosongJadiTiada = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const SkemaAdminAwal = z.object({
  ADMIN_EMAIL: z.email().max(254).transform((e) => e.toLowerCase()),
  ADMIN_PASSWORD: KataSandiBaru,
  ADMIN_NAMA: z.preprocess(kosongJadiTiada, z.string().trim().min(1).max(200).default("Administrator GeoKatalog")),
  ADMIN_ORGANISASI_KODE: z.preprocess(kosongJadiTiada, OrganisasiInput.shape.kode.default("PENGELOLA")),
  ADMIN_ORGANISASI_NAMA: z.preprocess(kosongJadiTiada, OrganisasiInput.shape.nama.default("Pengelola GeoKatalog")),
}).superRefine((d, c) => {
  // The rule that needs the account (the password may not contain the Admin's own address); the field's own
  // schema has already reported any other rule.
  if (masalahKataSandi(d.ADMIN_PASSWORD) !== null) return;
  const pesan = masalahKataSandi(d.ADMIN_PASSWORD, { email: d.ADMIN_EMAIL });
  if (pesan) c.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: pesan });
});

/**
 * Read the bootstrap Admin from the environment: null when neither ADMIN_EMAIL nor ADMIN_PASSWORD is set (empty
 * counts as unset, as compose passes `${ADMIN_EMAIL:-}`); a KonfigurasiAdminError when only one is, or a value
 * breaks a rule the app itself enforces (the password rules of lib/auth/aturan-kata-sandi.ts, organisation code format).
 */
export function bacaAdminAwal(e: Record<string, string | undefined>): AdminAwal | null {
  const email = kosongJadiTiada(e.ADMIN_EMAIL);
  const sandi = kosongJadiTiada(e.ADMIN_PASSWORD);
  if (email === undefined && sandi === undefined) return null;
  if (email === undefined || sandi === undefined) {
    throw new KonfigurasiAdminError(`ADMIN_EMAIL dan ADMIN_PASSWORD harus diisi bersama (${email === undefined ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"} kosong).`);
  }
  const hasil = SkemaAdminAwal.safeParse({ ...e, ADMIN_EMAIL: email, ADMIN_PASSWORD: sandi });
  if (!hasil.success) {
    const baris = hasil.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new KonfigurasiAdminError(`Konfigurasi Admin awal tidak valid:\n${baris.join("\n")}`);
  }
  const d = hasil.data;
  return { email: d.ADMIN_EMAIL, kataSandi: d.ADMIN_PASSWORD, nama: d.ADMIN_NAMA, organisasiKode: d.ADMIN_ORGANISASI_KODE, organisasiNama: d.ADMIN_ORGANISASI_NAMA };
}

export type HasilAdminAwal =
  | { status: "dibuat"; email: string; organisasiKode: string; organisasiBaru: boolean }
  | { status: "sudah_ada"; jumlahAdmin: number };

const AKTOR = { jenis: "sistem", nama: "db:siapkan" } as const;

/**
 * Create the first Admin (and its organisation when the code is new) unless an active Admin exists: later starts
 * with the same variables change nothing, and a password changed in the app is never reset from the environment.
 * When no active Admin exists but the e-mail belongs to another account, it is refused rather than taken over.
 */
export async function siapkanAdminAwal(db: DbOrTx, a: AdminAwal): Promise<HasilAdminAwal> {
  return db.transaction(async (tx) => {
    await kunciDataDasar(tx);
    const admin = await tx
      .select({ id: pengguna.id })
      .from(pengguna)
      .where(and(eq(pengguna.peran, "Admin"), eq(pengguna.aktif, true)));
    if (admin.length > 0) return { status: "sudah_ada", jumlahAdmin: admin.length };

    const [dipakai] = await tx.select({ peran: pengguna.peran, aktif: pengguna.aktif }).from(pengguna).where(eq(pengguna.email, a.email));
    if (dipakai) {
      throw new KonfigurasiAdminError(
        `ADMIN_EMAIL ${a.email} sudah dipakai akun ${dipakai.peran}${dipakai.aktif ? "" : " yang nonaktif"}; belum ada Admin aktif. ` +
          "Pakai alamat lain untuk Admin awal.",
      );
    }
    const [orgBaru] = await tx
      .insert(organisasi)
      .values({ kode: a.organisasiKode, nama: a.organisasiNama })
      .onConflictDoNothing({ target: organisasi.kode })
      .returning({ id: organisasi.id });
    const [org] = orgBaru ? [orgBaru] : await tx.select({ id: organisasi.id }).from(organisasi).where(eq(organisasi.kode, a.organisasiKode));
    if (!org) throw new Error(`Organisasi ${a.organisasiKode} tidak ditemukan setelah dibuat`);
    if (orgBaru) await catatAudit(tx, { aktor: AKTOR, aksi: "buat", entitas: "organisasi", entitasId: org.id, data: { kode: a.organisasiKode } });

    const passwordHash = await hashKataSandi(a.kataSandi);
    const [u] = await tx
      .insert(pengguna)
      .values({ namaLengkap: a.nama, email: a.email, passwordHash, peran: "Admin", organisasiId: org.id })
      .returning({ id: pengguna.id });
    await catatAudit(tx, { aktor: AKTOR, aksi: "buat", entitas: "pengguna", entitasId: u!.id, data: { email: a.email, peran: "Admin" } });
    return { status: "dibuat", email: a.email, organisasiKode: a.organisasiKode, organisasiBaru: Boolean(orgBaru) };
  });
}
