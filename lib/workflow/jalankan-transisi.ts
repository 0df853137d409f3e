import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { Ctx } from "@/lib/context";
import type { Tx } from "@/lib/db/client";
import { dokumenKualitas, metadata, organisasi } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { aktorPenggunaOrThrow, type AktorPengguna } from "@/lib/metadata/kelola/akses";
import { bacaBaris, keDetail, type BarisMetadata, type DetailMetadata } from "@/lib/metadata/kelola/dto";
import { getRecordOrThrow } from "@/lib/metadata/kelola/get";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { z } from "@/lib/validation/zod";
import { kirimPesanTertunda } from "@/lib/mail/pemicu";
import { tulisFragmen } from "@/lib/xml/fragmen";
import { antrekanNotifikasi } from "./notifikasi";
import { assertPelaku } from "./pelaku";
import { titikUji } from "./titik-uji";
import { NAMA_AKSI, TRANSISI, type AksiTransisi, type DefinisiTransisi } from "./transisi";

export const TransisiInput = z
  .object({
    catatan: z.string().trim().max(5_000).optional(),
    /** Optional: the version the client saw; a stale one is a 409. */
    versi: z.number().int().positive().optional(),
  })
  .strict();
export type TransisiInput = z.infer<typeof TransisiInput>;

export type HasilTransisi = { detail: DetailMetadata; dari: StatusMetadata; ke: StatusMetadata };

/**
 * Move a record along the workflow in one transaction: lock, check the state (409), the actor against role and
 * organisation (403), the required signatures (409), update, audit (who, when, from, to, note) and queue the
 * notifications; after the commit, bump the CSW cache generation and wake the mail worker.
 */
export async function jalankanTransisi({ ctx, id, aksi, input }: { ctx: Ctx; id: string; aksi: AksiTransisi; input: TransisiInput }): Promise<HasilTransisi> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const hasil = await ctx.db.transaction((tx) => transisiDalamTx(tx, aktor, id, aksi, input));
  titikUji("transisi:setelah-commit");
  await setelahTransisi();
  return hasil;
}

/** After the commit: CSW caches go stale on every instance (spec 4.4), and queued messages start moving. */
export async function setelahTransisi(): Promise<void> {
  await naikkanGenerasiCsw();
  kirimPesanTertunda();
}

/** The transition inside the caller's transaction (the konfirmasi link joins it to the token's use). */
export async function transisiDalamTx(tx: Tx, aktor: AktorPengguna, id: string, aksi: AksiTransisi, input: TransisiInput): Promise<HasilTransisi> {
  const def: DefinisiTransisi = TRANSISI[aksi];
  const { m } = await getRecordOrThrow({ db: tx, id, aktor, kunci: true });
  const pelaku = def.dari[m.status];
  if (!pelaku) {
    const boleh = Object.keys(def.dari).join(" atau ");
    throw new ApiError("konflik", `Tidak dapat ${NAMA_AKSI[aksi]} metadata berstatus ${m.status}; hanya dari status ${boleh}.`);
  }
  if (input.versi !== undefined && input.versi !== m.versi) {
    throw new ApiError("konflik", `Metadata telah berubah (versi sekarang ${m.versi}, Anda mengirim ${input.versi}). Muat ulang lalu ulangi.`);
  }
  const [org] = await tx.select({ lintas: organisasi.allowLintasOrgReviewer }).from(organisasi).where(eq(organisasi.id, m.organisasiId));
  assertPelaku(pelaku, aktor, m, org?.lintas ?? false);
  if (def.catatanWajib && !input.catatan) {
    throw new ApiError("permintaan_tidak_valid", "Alasan wajib diisi.", [{ path: "catatan", pesan: "Tuliskan alasan penolakan." }]);
  }
  if (def.wajibTandaTangan) await assertTandaTangan(tx, m.id, def.wajibTandaTangan);

  if (aksi === "setujui" && m.salinanDari) return gantikanAsli(tx, aktor, m, input.catatan);

  const waktu = new Date();
  if (aksi === "ajukan") {
    // A new round of checking: earlier QC/QE/QA documents no longer describe this version.
    await tx
      .update(dokumenKualitas)
      .set({ status: "SUPERSEDED", updatedAt: waktu })
      .where(and(eq(dokumenKualitas.metadataId, m.id), ne(dokumenKualitas.status, "SUPERSEDED")));
  }
  await tx
    .update(metadata)
    .set({
      status: def.ke,
      versi: sql`${metadata.versi} + 1`,
      updatedAt: waktu,
      ...(def.ke === "PUBLISHED" && !m.publishedAt ? { publishedAt: waktu } : {}),
    })
    .where(eq(metadata.id, m.id));
  // Rendered once here, served as stored by CSW and downloads (lib/xml/fragmen); leaving PUBLISHED drops them (trigger).
  if (def.ke === "PUBLISHED") await tulisFragmen(tx, [m.id]);
  titikUji("transisi:status-ditulis");
  await catatAudit(tx, { aktor, aksi, entitas: "metadata", entitasId: m.id, dari: m.status, ke: def.ke, catatan: input.catatan });
  titikUji("transisi:audit-ditulis");
  if (def.acara) await antrekanNotifikasi(tx, { acara: def.acara, rekaman: m, aktor, catatan: input.catatan });
  titikUji("transisi:notifikasi-ditulis");
  return { detail: keDetail((await bacaBaris(tx, eq(metadata.id, m.id)))!), dari: m.status, ke: def.ke };
}

async function assertTandaTangan(tx: Tx, metadataId: string, tipe: readonly ("QC" | "QE" | "QA")[]): Promise<void> {
  const baris = await tx
    .select({ tipe: dokumenKualitas.tipe })
    .from(dokumenKualitas)
    .where(and(eq(dokumenKualitas.metadataId, metadataId), eq(dokumenKualitas.status, "SIGNED"), inArray(dokumenKualitas.tipe, [...tipe])));
  const ada = new Set(baris.map((b) => b.tipe));
  const kurang = tipe.filter((t) => !ada.has(t));
  if (kurang.length) throw new ApiError("konflik", `${kurang.join(" dan ")} belum selesai dan ditandatangani.`);
}

/**
 * Approving a working copy: its document replaces the original's (same id, fileIdentifier and public URL), the
 * original keeps its state (PUBLISHED or PRIVATE) and first publication date, the copy's quality documents
 * replace the original's, and the copy row goes away.
 */
async function gantikanAsli(tx: Tx, aktor: AktorPengguna, salinan: BarisMetadata, catatan: string | undefined): Promise<HasilTransisi> {
  const asliId = salinan.salinanDari!;
  const [asli] = await tx.select({ status: metadata.status }).from(metadata).where(eq(metadata.id, asliId)).for("update").limit(1);
  if (!asli) throw new ApiError("konflik", "Metadata asli dari salinan kerja ini sudah tidak ada.");
  const waktu = new Date();
  await tx
    .update(dokumenKualitas)
    .set({ status: "SUPERSEDED", updatedAt: waktu })
    .where(and(eq(dokumenKualitas.metadataId, asliId), ne(dokumenKualitas.status, "SUPERSEDED")));
  await tx.update(dokumenKualitas).set({ metadataId: asliId }).where(eq(dokumenKualitas.metadataId, salinan.id));
  await tx.delete(metadata).where(eq(metadata.id, salinan.id));
  await tx
    .update(metadata)
    .set({ dokumen: salinan.dokumen, ...kolomDariDokumen(salinan.dokumen), versi: sql`${metadata.versi} + 1`, updatedAt: waktu })
    .where(eq(metadata.id, asliId));
  await tulisFragmen(tx, [asliId]);
  await catatAudit(tx, { aktor, aksi: "setujui_salinan", entitas: "metadata", entitasId: salinan.id, dari: "REVIEW", ke: asli.status, catatan, data: { salinanDari: asliId } });
  await catatAudit(tx, { aktor, aksi: "diganti_salinan", entitas: "metadata", entitasId: asliId, dari: asli.status, ke: asli.status, catatan, data: { salinan: salinan.id } });
  await antrekanNotifikasi(tx, { acara: "dipublikasikan", rekaman: { ...salinan, id: asliId }, aktor, catatan });
  return { detail: keDetail((await bacaBaris(tx, eq(metadata.id, asliId)))!), dari: "REVIEW", ke: asli.status };
}
