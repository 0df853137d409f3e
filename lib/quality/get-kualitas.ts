import { and, eq, ne } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { dokumenKualitas, metadata } from "@/lib/db/schema";
import { tidakDitemukan } from "@/lib/http/errors";
import { idMetadataSah } from "@/lib/metadata/id";

/** One quality document as spec 2.3 shows it (the same fields for qc, qe and qa). */
export type StatusKualitas = {
  status: string;
  sesuai: boolean;
  passed: number;
  total: number;
  signedAt: string | null;
  signatureMethod: string | null;
  uploadedDoc: boolean;
};

export type KualitasMetadata = { qc: StatusKualitas | null; qe: StatusKualitas | null; qa: StatusKualitas | null };

const PESAN = "Metadata tidak ditemukan atau status kualitasnya tidak dapat dibaca.";

/**
 * The current (not superseded) QC, QE and QA documents of a record; null where none exists yet.
 * Without sign-in only PUBLISHED records are readable (spec 4.1).
 */
export async function getKualitasOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<KualitasMetadata> {
  if (!idMetadataSah(id)) throw tidakDitemukan(PESAN);
  const [rekaman] = await ctx.db.select({ status: metadata.status }).from(metadata).where(eq(metadata.id, id)).limit(1);
  if (!rekaman || (ctx.actor.jenis === "publik" && rekaman.status !== "PUBLISHED")) throw tidakDitemukan(PESAN);
  const baris = await ctx.db
    .select({
      tipe: dokumenKualitas.tipe,
      status: dokumenKualitas.status,
      sesuai: dokumenKualitas.sesuai,
      passed: dokumenKualitas.passed,
      total: dokumenKualitas.total,
      signedAt: dokumenKualitas.signedAt,
      signatureMethod: dokumenKualitas.signatureMethod,
      uploadedDoc: dokumenKualitas.uploadedDoc,
    })
    .from(dokumenKualitas)
    .where(and(eq(dokumenKualitas.metadataId, id), ne(dokumenKualitas.status, "SUPERSEDED")));
  const hasil: KualitasMetadata = { qc: null, qe: null, qa: null };
  for (const { tipe, signedAt, ...b } of baris) {
    hasil[tipe.toLowerCase() as keyof KualitasMetadata] = { ...b, signedAt: signedAt?.toISOString() ?? null };
  }
  return hasil;
}
