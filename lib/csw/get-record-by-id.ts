import type { Ctx } from "@/lib/context";
import type { PermintaanGetRecordById } from "./permintaan";
import { atributNamespace, rekamanCsw } from "./rekaman";
import { DEKLARASI, LOKASI_CSW } from "./xml";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GetRecordById (conformance F): the PUBLISHED records among the ids, in the requested order. Unknown,
 * malformed and non-public ids are simply absent, so the answer never hints that a private record exists.
 */
export async function getRecordById({ ctx, input: p }: { ctx: Ctx; input: PermintaanGetRecordById }): Promise<string> {
  const ids = p.ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
  const isi = await rekamanCsw(ctx.db, ids, p, { hanyaPublik: true });
  return `${DEKLARASI}<csw:GetRecordByIdResponse${atributNamespace(p.format)} xsi:schemaLocation="${LOKASI_CSW}">${isi.join("")}</csw:GetRecordByIdResponse>`;
}
