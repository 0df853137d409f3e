import { eq } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { Ctx } from "@/lib/context";
import { identitasDariCapabilities, identitasLingkungan, VARIABEL_IDENTITAS, type IdentitasCsw } from "@/lib/csw/identitas";
import type { PengaturanCsw } from "@/lib/csw/pengaturan";
import { probeCapabilities } from "@/lib/csw/status";
import { cswPengaturan } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import { kodeDari } from "@/lib/metadata/kode";
import { z } from "@/lib/validation/zod";
import { LABEL_CSW } from "./label-csw";
import { assertAdmin } from "./akses";

const kolom = {
  judul: cswPengaturan.judul,
  abstrak: cswPengaturan.abstrak,
  namaOrganisasi: cswPengaturan.namaOrganisasi,
  namaKontak: cswPengaturan.namaKontak,
  jabatan: cswPengaturan.jabatan,
  telepon: cswPengaturan.telepon,
  email: cswPengaturan.email,
  jamLayanan: cswPengaturan.jamLayanan,
  instruksiKontak: cswPengaturan.instruksiKontak,
  peranKontak: cswPengaturan.peranKontak,
  updatedAt: cswPengaturan.updatedAt,
};

/** Spec 4.4 "Service identity in GetCapabilities": one field per setting, titled as the form labels it. */
export const PengaturanCswInput = z
  .object({
    judul: z.string().trim().min(1).max(300).meta({ title: LABEL_CSW.judul }),
    abstrak: z.string().trim().max(5_000).meta({ title: LABEL_CSW.abstrak }),
    namaOrganisasi: z.string().trim().min(1).max(300).meta({ title: LABEL_CSW.namaOrganisasi }),
    namaKontak: z.string().trim().max(200).meta({ title: LABEL_CSW.namaKontak }),
    jabatan: z.string().trim().max(200).meta({ title: LABEL_CSW.jabatan }),
    telepon: z.string().trim().max(50).meta({ title: LABEL_CSW.telepon }),
    email: z.union([z.literal(""), z.email().max(254)]).meta({ title: LABEL_CSW.email }),
    jamLayanan: z.string().trim().max(300).meta({ title: LABEL_CSW.jamLayanan }),
    instruksiKontak: z.string().trim().max(2_000).meta({ title: LABEL_CSW.instruksiKontak }),
    // ISO 19115 CI_RoleCode, as the metadata editor's contacts: GetCapabilities' ows:Role takes a code, not prose.
    peranKontak: z.enum(kodeDari("PERAN_KONTAK")).meta({ title: LABEL_CSW.peranKontak }),
  })
  .partial()
  .strict();

/** Why an external provider's identity is read-only here (spec 4.4), shown on the page and in the 409. */
export const PESAN_IDENTITAS_EKSTERNAL =
  "Penyedia CSW eksternal aktif (CSW_PROVIDER=external): identitas layanan berasal dari variabel lingkungan CSW_* dan tidak dapat diubah di sini. " +
  "Ubah variabel tersebut di berkas lingkungan, lalu mulai ulang komponen penyedia CSW (dan aplikasi ini) agar perubahan berlaku.";

/** What the external provider's own GetCapabilities says, to spot a provider not yet restarted with new values. */
export type LaporanPenyedia = { terjangkau: boolean; identitas: IdentitasCsw | null; urlGetRecords: string | null; urlPublik: string };

export type PengaturanCswAdmin =
  | (PengaturanCsw & { penyedia: "builtin"; dapatDiubah: true })
  | (IdentitasCsw & { penyedia: "external"; dapatDiubah: false; updatedAt: null; keterangan: string; variabel: typeof VARIABEL_IDENTITAS; dilaporkanPenyedia: LaporanPenyedia });

/**
 * The service identity: the admin settings row with the built-in provider (404 before the first save), the CSW_*
 * variables with an external one, beside what that provider's GetCapabilities really shows.
 */
export async function getPengaturanCsw({ ctx }: { ctx: Ctx }): Promise<PengaturanCswAdmin> {
  assertAdmin(ctx);
  const e = env();
  if (e.CSW_PROVIDER === "external") {
    const probe = await probeCapabilities(["ServiceIdentification", "ServiceProvider", "OperationsMetadata"]);
    const dibaca = probe.capabilities ? identitasDariCapabilities(probe.capabilities) : null;
    return {
      ...identitasLingkungan(e),
      penyedia: "external",
      dapatDiubah: false,
      updatedAt: null,
      keterangan: PESAN_IDENTITAS_EKSTERNAL,
      variabel: VARIABEL_IDENTITAS,
      dilaporkanPenyedia: {
        terjangkau: probe.healthy,
        identitas: dibaca?.identitas ?? null,
        urlGetRecords: dibaca?.urlGetRecords ?? null,
        urlPublik: `${e.PUBLIC_BASE_URL.replace(/\/+$/, "")}/csw`,
      },
    };
  }
  const [p] = await ctx.db.select(kolom).from(cswPengaturan).where(eq(cswPengaturan.id, 1)).limit(1);
  if (!p) throw tidakDitemukan("Pengaturan CSW belum ada (jalankan seed atau isi pengaturan lengkap).");
  return { ...p, penyedia: "builtin", dapatDiubah: true };
}

/** Change the CSW identity; with the built-in provider it shows in GetCapabilities at once (cache generation bumped). */
export async function ubahPengaturanCsw({ ctx, input }: { ctx: Ctx; input: z.infer<typeof PengaturanCswInput> }) {
  const aktor = assertAdmin(ctx);
  if (env().CSW_PROVIDER === "external") throw new ApiError("konflik", PESAN_IDENTITAS_EKSTERNAL);
  const hasil = await ctx.db.transaction(async (tx) => {
    const [ada] = await tx.select({ id: cswPengaturan.id }).from(cswPengaturan).where(eq(cswPengaturan.id, 1)).limit(1);
    if (!ada) {
      if (!input.judul || !input.namaOrganisasi) {
        throw tidakDitemukan("Pengaturan CSW belum ada: kirim setidaknya judul dan namaOrganisasi.");
      }
      await tx.insert(cswPengaturan).values({ ...input, judul: input.judul, namaOrganisasi: input.namaOrganisasi, id: 1 });
    } else {
      await tx.update(cswPengaturan).set({ ...input, updatedAt: new Date() }).where(eq(cswPengaturan.id, 1));
    }
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: "ubah", entitas: "csw_pengaturan", entitasId: "1", data: input });
    const [p] = await tx.select(kolom).from(cswPengaturan).where(eq(cswPengaturan.id, 1));
    return { ...p!, penyedia: "builtin" as const, dapatDiubah: true as const };
  });
  await naikkanGenerasiCsw();
  return hasil;
}
