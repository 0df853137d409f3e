import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { dokumenKualitas, metadata } from "@/lib/db/schema";
import { permintaanTidakValid, tidakDitemukan } from "@/lib/http/errors";
import { idMetadataSah } from "@/lib/metadata/id";
import { assertAdmin } from "./akses";

export type HasilLintasOrg = { draft: number; pending: number; total: number };

/**
 * Spec 2.9: active QC/QE items (DRAFT or PENDING, not superseded) on an organisation's records whose checker
 * belongs to another organisation: the work that switching `allowLintasOrgReviewer` off would strand.
 */
export async function hitungLintasOrg(db: DbOrTx, organisasiId: string): Promise<HasilLintasOrg> {
  const [r] = await db
    .select({
      draft: sql<number>`count(*) filter (where ${dokumenKualitas.status} = 'DRAFT')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${dokumenKualitas.status} = 'PENDING')`.mapWith(Number),
    })
    .from(dokumenKualitas)
    .innerJoin(metadata, eq(metadata.id, dokumenKualitas.metadataId))
    .where(
      and(
        eq(metadata.organisasiId, organisasiId),
        inArray(dokumenKualitas.tipe, ["QC", "QE"]),
        inArray(dokumenKualitas.status, ["DRAFT", "PENDING"]),
        ne(dokumenKualitas.organisasiPemeriksaId, organisasiId),
      ),
    );
  const draft = r?.draft ?? 0;
  const pending = r?.pending ?? 0;
  return { draft, pending, total: draft + pending };
}

/** GET /api/admin/organisasi/lintas-org-check: for the Admin's own organisation, or the one named. */
export async function cekLintasOrg({ ctx, organisasiId }: { ctx: Ctx; organisasiId?: string }): Promise<HasilLintasOrg> {
  const aktor = assertAdmin(ctx);
  const id = organisasiId ?? aktor?.organisasiId;
  if (!id) throw permintaanTidakValid("Sebutkan organisasiId.");
  if (!idMetadataSah(id)) throw tidakDitemukan("Organisasi tidak ditemukan.");
  return hitungLintasOrg(ctx.db, id);
}
