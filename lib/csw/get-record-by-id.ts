import { and, eq, inArray } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import type { PermintaanGetRecordById } from "./permintaan";
import { atributNamespace, kolomRekaman, tulisRekamanCsw } from "./rekaman";
import { DEKLARASI, LOKASI_CSW } from "./xml";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GetRecordById (conformance F): the PUBLISHED records among the ids, in the requested order. Unknown,
 * malformed and non-public ids are simply absent, so the answer never hints that a private record exists.
 */
export async function getRecordById({ ctx, input: p }: { ctx: Ctx; input: PermintaanGetRecordById }): Promise<string> {
  const ids = p.ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
  const baris = ids.length
    ? await ctx.db
        .select(kolomRekaman)
        .from(metadata)
        .where(and(eq(metadata.status, "PUBLISHED"), inArray(metadata.id, ids)))
    : [];
  const perId = new Map(baris.map((b) => [b.id, b]));
  const isi = [...new Set(ids)].flatMap((id) => {
    const b = perId.get(id);
    return b ? [tulisRekamanCsw(b, p)] : [];
  });
  return `${DEKLARASI}<csw:GetRecordByIdResponse${atributNamespace(p.format)} xsi:schemaLocation="${LOKASI_CSW}">${isi.join("")}</csw:GetRecordByIdResponse>`;
}
