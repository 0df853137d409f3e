import { and, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata, organisasi, pengguna } from "@/lib/db/schema";
import { tidakDitemukan } from "@/lib/http/errors";
import { idMetadataSah } from "@/lib/metadata/id";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { saringUrlDokumen } from "@/lib/metadata/url";
import { keItemPublik, kolomItemPublik, type ItemDaftarPublik } from "./list";

/** Spec 2.2: the list item's fields, the keywords, the owning organisation, and every part of the ISO document. */
export type DetailPublik = ItemDaftarPublik &
  Omit<DokumenMetadata, never> & {
    status: "PUBLISHED";
    kataKunci: string[];
    updatedAt: string;
    organisasi: { kode: string; nama: string };
  };

export const PESAN_TIDAK_DITEMUKAN = "Metadata tidak ditemukan atau belum dipublikasikan.";

/** The public detail of a PUBLISHED record; anything else (missing, other status, malformed id) is a 404. */
export async function getPublicMetadataOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<DetailPublik> {
  if (!idMetadataSah(id)) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
  const [baris] = await ctx.db
    .select({
      ...kolomItemPublik,
      kataKunci: metadata.kataKunci,
      updatedAt: metadata.updatedAt,
      kodeOrganisasi: organisasi.kode,
      dokumen: metadata.dokumen,
    })
    .from(metadata)
    .innerJoin(pengguna, eq(pengguna.id, metadata.pemilikId))
    .innerJoin(organisasi, eq(organisasi.id, metadata.organisasiId))
    .where(and(eq(metadata.id, id), eq(metadata.status, "PUBLISHED")))
    .limit(1);
  if (!baris) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
  // Rows stored before the URL scheme rule may hold javascript: or data: links: never shown, never exported.
  const dokumen = saringUrlDokumen(baris.dokumen);
  return {
    ...keItemPublik(baris),
    status: "PUBLISHED",
    kataKunci: baris.kataKunci,
    updatedAt: baris.updatedAt.toISOString(),
    organisasi: { kode: baris.kodeOrganisasi, nama: baris.namaOrganisasi },
    identifikasi: dokumen.identifikasi,
    cakupan: dokumen.cakupan,
    distribusi: dokumen.distribusi,
    sistemReferensi: dokumen.sistemReferensi,
    kualitasData: dokumen.kualitasData,
    metadataInfo: dokumen.metadataInfo,
  };
}
