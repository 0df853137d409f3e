import type { Ctx } from "@/lib/context";
import { idMetadataSah } from "@/lib/metadata/id";
import type { PermintaanGetRecordById } from "./permintaan";
import { atributNamespace, rekamanCsw } from "./rekaman";
import { DEKLARASI, LOKASI_CSW } from "./xml";

/**
 * GetRecordById (conformance F): the PUBLISHED records among the ids, in the requested order. Unknown,
 * malformed and non-public ids are simply absent, so the answer never hints that a private record exists.
 */
export async function getRecordById({ ctx, input: p }: { ctx: Ctx; input: PermintaanGetRecordById }): Promise<string> {
  const ids = p.ids.filter(idMetadataSah).map((id) => id.toLowerCase());
  const isi = await rekamanCsw(ctx.db, ids, p, { hanyaPublik: true });
  return `${DEKLARASI}<csw:GetRecordByIdResponse${atributNamespace(p.format)} xsi:schemaLocation="${LOKASI_CSW}">${isi.join("")}</csw:GetRecordByIdResponse>`;
}
