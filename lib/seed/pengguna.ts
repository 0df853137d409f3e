import { hash, type Algorithm } from "@node-rs/argon2";
import type { pengguna } from "@/lib/db/schema";
import type { PeranPengguna } from "@/lib/metadata/kode";
import { jabatanAcak, namaAcak } from "./nama";
import { Acak } from "./prng";
import type { OrganisasiSumber } from "./data";

/**
 * Password of every seeded account. Demo only: documented in the README, never for a real deployment. It passes
 * the rules of lib/auth/aturan-kata-sandi.ts for every seeded address (the seed hashes it directly).
 */
export const KATA_SANDI_DEMO = "Peta-Nusantara-2026";

/**
 * `.example` is reserved (RFC 2606), so mail the app sends to seeded accounts can never reach a real
 * mailbox, whatever the SMTP configuration.
 */
export const DOMAIN_DEMO = "geokatalog.example";

/** The organisation of the four role demo accounts. */
export const ORGANISASI_DEMO = "BIG";

export type AkunDemo = { peran: PeranPengguna; email: string; kataSandi: string; namaLengkap: string; organisasi: string };

/** One fixed login per role, for the README, the e2e tests and anyone trying the demo. */
export const AKUN_DEMO: readonly AkunDemo[] = [
  { peran: "Produsen", email: `produsen@${DOMAIN_DEMO}`, namaLengkap: "Rahmat Hidayat" },
  { peran: "Pemeriksa", email: `pemeriksa@${DOMAIN_DEMO}`, namaLengkap: "Sri Wulandari" },
  { peran: "Walidata", email: `walidata@${DOMAIN_DEMO}`, namaLengkap: "Bambang Nugroho" },
  { peran: "Admin", email: `admin@${DOMAIN_DEMO}`, namaLengkap: "Administrator GeoKatalog" },
].map((a) => ({ ...a, peran: a.peran as PeranPengguna, kataSandi: KATA_SANDI_DEMO, organisasi: ORGANISASI_DEMO }));

/** Roles every organisation gets one account for. */
export const PERAN_ORGANISASI = ["Produsen", "Pemeriksa", "Walidata"] as const satisfies readonly PeranPengguna[];

/** E-mail of an organisation's seeded account of a role, e.g. `produsen.bappeda-jabar@geokatalog.example`. */
export function emailPenggunaOrganisasi(peran: PeranPengguna, kodeOrganisasi: string): string {
  return `${peran.toLowerCase()}.${kodeOrganisasi.toLowerCase()}@${DOMAIN_DEMO}`;
}

/**
 * Hash the demo password with argon2id (library defaults: 19 MiB, 2 passes, 1 lane, the OWASP minimum).
 * The seed calls this once per run and gives every account the same string: one hash takes tens of
 * milliseconds, and ~80 of them would dominate a small seed. Sharing a salt among demo accounts with a
 * published password costs nothing; a real user's password set through the app gets its own salt.
 */
export function hashKataSandiDemo(): Promise<string> {
  // Algorithm is a const enum (unusable under isolatedModules); 2 is Algorithm.Argon2id.
  return hash(KATA_SANDI_DEMO, { algorithm: 2 as Algorithm });
}

export type BarisPengguna = typeof pengguna.$inferInsert;

/** What a record needs of its owner: the id, and the name and address for the document's contact. */
export type PenggunaRingkas = { id: string; namaLengkap: string; email: string; jabatan: string };

/**
 * The accounts the record generator gives roles in a record's history, by organisation code: owners (each
 * organisation's Produsen, and the demo Produsen), QC/QE signers (Pemeriksa) and QA signers (Walidata).
 */
export type IndeksPengguna = {
  produsenOrganisasi: Map<string, PenggunaRingkas>;
  produsenDemo: PenggunaRingkas;
  pemeriksaOrganisasi: Map<string, PenggunaRingkas>;
  walidataOrganisasi: Map<string, PenggunaRingkas>;
};

/** Every seeded account: the four demo logins, then Produsen/Pemeriksa/Walidata of each organisation. */
export function bangunPengguna(
  seed: number,
  organisasi: readonly OrganisasiSumber[],
  idOrganisasi: ReadonlyMap<string, string>,
  passwordHash: string,
  waktu: Date,
): { baris: BarisPengguna[]; indeks: IndeksPengguna } {
  const acak = new Acak(seed, "pengguna");
  const idDari = (kode: string) => {
    const id = idOrganisasi.get(kode);
    if (!id) throw new Error(`Organisasi ${kode} belum dibuat`);
    return id;
  };
  const umum = { passwordHash, createdAt: waktu, updatedAt: waktu };
  const baris: BarisPengguna[] = [];
  const tambah = (peran: PeranPengguna, namaLengkap: string, email: string, kodeOrganisasi: string): PenggunaRingkas => {
    const ringkas = { id: acak.uuid(), namaLengkap, email, jabatan: jabatanAcak(acak, peran) };
    baris.push({ ...umum, ...ringkas, peran, organisasiId: idDari(kodeOrganisasi) });
    return ringkas;
  };
  const demo = AKUN_DEMO.map((a) => tambah(a.peran, a.namaLengkap, a.email, a.organisasi));
  const perPeran = { Produsen: new Map<string, PenggunaRingkas>(), Pemeriksa: new Map<string, PenggunaRingkas>(), Walidata: new Map<string, PenggunaRingkas>() };
  for (const org of organisasi) {
    for (const peran of PERAN_ORGANISASI) perPeran[peran].set(org.kode, tambah(peran, namaAcak(acak), emailPenggunaOrganisasi(peran, org.kode), org.kode));
  }
  const produsenDemo = demo[AKUN_DEMO.findIndex((a) => a.peran === "Produsen")];
  if (!produsenDemo) throw new Error("Akun demo Produsen tidak terbentuk");
  return {
    baris,
    indeks: { produsenOrganisasi: perPeran.Produsen, produsenDemo, pemeriksaOrganisasi: perPeran.Pemeriksa, walidataOrganisasi: perPeran.Walidata },
  };
}
