import { eq, getTableColumns } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { metadata, organisasi, pengguna } from "@/lib/db/schema";
import type { StatusMetadata } from "@/lib/metadata/kode";
import type { DokumenMetadata } from "@/lib/metadata/schema";

/** A record as the authenticated API shows it: workflow state and version beside the document. */
export type DetailMetadata = {
  id: string;
  status: StatusMetadata;
  versi: number;
  /** Set on a working copy: the published record it will replace when approved. */
  salinanDari: string | null;
  pemilik: { id: string; namaLengkap: string };
  organisasi: { id: string; kode: string; nama: string };
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  dokumen: DokumenMetadata;
};

/** Every column but the generated search and box columns: large, and never needed back from a read. */
const { bbox: _bbox, cariTeks: _cariTeks, ...kolomBaris } = getTableColumns(metadata);

export type BarisMetadata = Omit<typeof metadata.$inferSelect, "bbox" | "cariTeks">;

/** Read a record's row with owner and organisation names (no access check: callers do that). */
export async function bacaBaris(db: DbOrTx, where: ReturnType<typeof eq>, kunci = false) {
  const q = db
    .select({ m: kolomBaris, namaPemilik: pengguna.namaLengkap, orgKode: organisasi.kode, orgNama: organisasi.nama })
    .from(metadata)
    .innerJoin(pengguna, eq(pengguna.id, metadata.pemilikId))
    .innerJoin(organisasi, eq(organisasi.id, metadata.organisasiId))
    .where(where)
    .limit(1);
  const [b] = kunci ? await q.for("update", { of: metadata }) : await q;
  return b;
}

export function keDetail(b: NonNullable<Awaited<ReturnType<typeof bacaBaris>>>): DetailMetadata {
  const { m } = b;
  return {
    id: m.id,
    status: m.status,
    versi: m.versi,
    salinanDari: m.salinanDari,
    pemilik: { id: m.pemilikId, namaLengkap: b.namaPemilik },
    organisasi: { id: m.organisasiId, kode: b.orgKode, nama: b.orgNama },
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    publishedAt: m.publishedAt?.toISOString() ?? null,
    dokumen: m.dokumen,
  };
}
