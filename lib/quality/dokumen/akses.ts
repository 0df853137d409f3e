import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { dokumenKualitas, organisasi } from "@/lib/db/schema";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import type { AktorPengguna } from "@/lib/metadata/kelola/akses";
import { getRecordOrThrow } from "@/lib/metadata/kelola/get";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { assertPelaku } from "@/lib/workflow/pelaku";
import type { Pelaku } from "@/lib/workflow/transisi";
import { TIPE_DOKUMEN, type TipeDokumen } from "../isi";

/** The record state in which each document is worked on, and by whom (docs/workflow.md). */
export const KERJA: Record<TipeDokumen, { status: StatusMetadata; pelaku: Pelaku }> = {
  QC: { status: "QCQE_PROCESS", pelaku: "pemeriksa" },
  QE: { status: "QCQE_PROCESS", pelaku: "pemeriksa" },
  QA: { status: "REVIEW", pelaku: "peninjau" },
};

/** `qc`, `qe` or `qa` in a path (any case); anything else is a 404. */
export function tipeDariPathOrThrow(s: string): TipeDokumen {
  const t = s.toUpperCase();
  if (!(TIPE_DOKUMEN as readonly string[]).includes(t)) throw tidakDitemukan("Jenis dokumen kualitas harus qc, qe atau qa.");
  return t as TipeDokumen;
}

/**
 * Lock a record the actor may read (else 404), in the document's working state (else 409), and check the actor
 * may work on this document: checkers for QC/QE (not on their own records), reviewers of the organisation for QA.
 */
export async function rekamanKerjaOrThrow(tx: Tx, aktor: AktorPengguna, id: string, tipe: TipeDokumen) {
  const b = await getRecordOrThrow({ db: tx, id, aktor, kunci: true });
  const kerja = KERJA[tipe];
  if (b.m.status !== kerja.status) {
    throw new ApiError("konflik", `Dokumen ${tipe} hanya dapat dikerjakan saat metadata berstatus ${kerja.status}; status sekarang ${b.m.status}.`);
  }
  const [org] = await tx.select({ lintas: organisasi.allowLintasOrgReviewer }).from(organisasi).where(eq(organisasi.id, b.m.organisasiId));
  assertPelaku(kerja.pelaku, aktor, b.m, org?.lintas ?? false);
  return b;
}

/** The current (not superseded) document of a kind, optionally locked. */
export async function dokumenAktif(db: DbOrTx, metadataId: string, tipe: TipeDokumen, kunci = false) {
  const q = db
    .select()
    .from(dokumenKualitas)
    .where(and(eq(dokumenKualitas.metadataId, metadataId), eq(dokumenKualitas.tipe, tipe), ne(dokumenKualitas.status, "SUPERSEDED")))
    .limit(1);
  const [d] = kunci ? await q.for("update") : await q;
  return d;
}

export type BarisDokumen = typeof dokumenKualitas.$inferSelect;
