import { and, eq, ne } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { dokumenKualitas, metadata } from "@/lib/db/schema";
import { tidakDitemukan } from "@/lib/http/errors";
import { kondisiBaca } from "@/lib/metadata/kelola/akses";
import { idMetadataSah } from "@/lib/metadata/id";
import { tokenTampil } from "./dokumen/dto";

/** One quality document as spec 2.3 shows it (the same fields for qc, qe and qa). */
export type StatusKualitas = {
  status: string;
  sesuai: boolean;
  passed: number;
  total: number;
  signedAt: string | null;
  signatureMethod: string | null;
  /** 43 base64url characters once SIGNED (derived again, never stored: docs/decisions.md); null before. */
  signatureToken: string | null;
  uploadedDoc: boolean;
};

export type KualitasMetadata = { qc: StatusKualitas | null; qe: StatusKualitas | null; qa: StatusKualitas | null };

const PESAN = "Metadata tidak ditemukan atau status kualitasnya tidak dapat dibaca.";

/**
 * The current (not superseded) QC, QE and QA documents of a record; null where none exists yet.
 * Without sign-in only PUBLISHED records are readable (spec 4.1); signed-in users read what they may read of the
 * record itself (a record they may not read is a 404 like a missing one).
 */
export async function getKualitasOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<KualitasMetadata> {
  if (!idMetadataSah(id)) throw tidakDitemukan(PESAN);
  const a = ctx.actor;
  const boleh = a.jenis === "publik" ? eq(metadata.status, "PUBLISHED") : a.jenis === "pengguna" ? kondisiBaca(a) : undefined;
  // One round trip: the record (readable by this actor) left-joined to its current documents; no row means 404.
  const baris = await ctx.db
    .select({
      rekaman: metadata.id,
      id: dokumenKualitas.id,
      tipe: dokumenKualitas.tipe,
      status: dokumenKualitas.status,
      sesuai: dokumenKualitas.sesuai,
      passed: dokumenKualitas.passed,
      total: dokumenKualitas.total,
      signedAt: dokumenKualitas.signedAt,
      signatureMethod: dokumenKualitas.signatureMethod,
      uploadedDoc: dokumenKualitas.uploadedDoc,
      signatureTokenHash: dokumenKualitas.signatureTokenHash,
    })
    .from(metadata)
    .leftJoin(dokumenKualitas, and(eq(dokumenKualitas.metadataId, metadata.id), ne(dokumenKualitas.status, "SUPERSEDED")))
    .where(and(eq(metadata.id, id), boleh));
  if (!baris.length) throw tidakDitemukan(PESAN);
  const hasil: KualitasMetadata = { qc: null, qe: null, qa: null };
  for (const { id: dokId, tipe, status, sesuai, passed, total, signedAt, signatureMethod, uploadedDoc, signatureTokenHash } of baris) {
    // A record without documents comes back as one row of nulls from the left join.
    if (dokId === null || tipe === null || status === null) continue;
    const signatureToken = tokenTampil({ id: dokId, status, signedAt, signatureTokenHash });
    hasil[tipe.toLowerCase() as keyof KualitasMetadata] = {
      status,
      sesuai: sesuai!,
      passed: passed!,
      total: total!,
      signatureMethod,
      uploadedDoc: uploadedDoc!,
      signedAt: signedAt?.toISOString() ?? null,
      signatureToken,
    };
  }
  return hasil;
}
