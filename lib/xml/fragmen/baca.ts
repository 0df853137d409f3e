import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { metadata, metadataFragmen } from "@/lib/db/schema";
import { renderBentuk, VERSI_RENDER, type Bentuk } from "./bentuk";

export type OpsiFragmen = {
  /** Only PUBLISHED records (GetRecordById, downloads); without it the caller's query chose the ids by status. */
  hanyaPublik?: boolean;
};

/**
 * The records of these ids in one stored form, in the given order (ids that are not there, or not public with
 * `hanyaPublik`, are skipped; a repeated id gives one record). A stored row is used only while it is current
 * (this renderer version, the record's `updated_at` and `versi`); any other record is rendered here, exactly as
 * it would be stored. The markup is what lib/xml/fragmen/bentuk.ts renders for the form.
 */
export async function fragmenRekaman(db: DbOrTx, ids: readonly string[], bentuk: Bentuk, opsi: OpsiFragmen = {}): Promise<string[]> {
  const unik = [...new Set(ids)];
  if (unik.length === 0) return [];
  const publik = opsi.hanyaPublik ? eq(metadata.status, "PUBLISHED") : undefined;
  const tersimpan = await db
    .select({ id: metadata.id, xml: metadataFragmen.xml })
    .from(metadata)
    .leftJoin(
      metadataFragmen,
      and(
        eq(metadataFragmen.metadataId, metadata.id),
        eq(metadataFragmen.bentuk, bentuk),
        eq(metadataFragmen.versiRender, VERSI_RENDER),
        eq(metadataFragmen.diperbarui, metadata.updatedAt),
        eq(metadataFragmen.versiRekaman, metadata.versi),
      ),
    )
    .where(and(inArray(metadata.id, unik), publik));
  const perId = new Map<string, string>();
  const kurang: string[] = [];
  for (const b of tersimpan) {
    if (b.xml === null) kurang.push(b.id);
    else perId.set(b.id, b.xml);
  }
  if (kurang.length > 0) {
    const baris = await db
      .select({ id: metadata.id, dokumen: metadata.dokumen, updatedAt: metadata.updatedAt, createdAt: metadata.createdAt })
      .from(metadata)
      .where(and(inArray(metadata.id, kurang), publik));
    for (const b of baris) perId.set(b.id, renderBentuk(b, bentuk));
  }
  return unik.flatMap((id) => perId.get(id) ?? []);
}
