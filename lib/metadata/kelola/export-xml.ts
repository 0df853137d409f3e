import type { Ctx } from "@/lib/context";
import { permintaanTidakValid } from "@/lib/http/errors";
import { renderXml, type FormatIso } from "@/lib/xml";
import { aktorPenggunaOrThrow } from "./akses";
import { getRecordOrThrow } from "./get";

const FORMAT: readonly FormatIso[] = ["mdb2016", "mdb2018", "gmd"];

export function parseFormatEkspor(params: URLSearchParams): FormatIso {
  const f = params.get("format")?.trim() || "mdb2016";
  if (!(FORMAT as readonly string[]).includes(f)) {
    throw permintaanTidakValid(`Format "${f.slice(0, 20)}" tidak dikenal. Nilai yang tersedia: ${FORMAT.join(", ")}.`);
  }
  return f as FormatIso;
}

/** GET /api/metadata/{id}/export/xml: any status the user may read, in one of the ISO profiles. */
export async function eksporXml({ ctx, id, format }: { ctx: Ctx; id: string; format: FormatIso }): Promise<{ xml: string; namaBerkas: string }> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const { m } = await getRecordOrThrow({ db: ctx.db, id, aktor });
  const xml = renderXml(m.dokumen, {
    format,
    id: m.salinanDari ?? m.id,
    dateStamp: m.updatedAt.toISOString(),
    dateCreated: m.createdAt.toISOString(),
    pretty: true,
  });
  return { xml, namaBerkas: `metadata-${m.id}-${format}.xml` };
}
