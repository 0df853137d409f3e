import { and, desc, eq, inArray } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { asalPanen, auditLog, sumberPanen } from "@/lib/db/schema";
import { urlAman } from "@/lib/metadata/url";

export type AsalPanen = { layanan: string; host: string; rekaman: string };

/**
 * Where a harvested record came from: the harvest writes the source CSW URL and the source's identifier into the
 * record's audit row (lib/xml/harvest/simpan.ts), so the newest harvest row answers it through the audit index.
 * The link opens the record in the source catalogue (GetRecordById). Null for records not harvested, and for a
 * source URL that is not http(s) (it becomes an href on a public page).
 */
export async function getAsalPanen({ ctx, id }: { ctx: Ctx; id: string }): Promise<AsalPanen | null> {
  // Both lookups at once (the audit one is a fallback): the record page waits for one round trip, not two.
  const [[dikelola], [baris]] = await Promise.all([
    // A managed source's provenance row (lib/panen) names the record URL at the source directly.
    ctx.db
      .select({ layanan: sumberPanen.url, rekaman: asalPanen.urlRekaman })
      .from(asalPanen)
      .innerJoin(sumberPanen, eq(sumberPanen.id, asalPanen.sumberId))
      .where(eq(asalPanen.metadataId, id))
      .limit(1),
    ctx.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.entitas, "metadata"), eq(auditLog.entitasId, id), inArray(auditLog.aksi, ["harvest", "harvest-perbarui"])))
      .orderBy(desc(auditLog.waktu))
      .limit(1),
  ]);
  const layananKelola = dikelola && urlAman(dikelola.layanan, "grafik");
  const rekamanKelola = dikelola && urlAman(dikelola.rekaman, "grafik");
  if (layananKelola && rekamanKelola) return { layanan: layananKelola, host: new URL(rekamanKelola).host, rekaman: rekamanKelola };
  const data = baris?.data as { url?: unknown; pengenalSumber?: unknown } | null | undefined;
  const layanan = typeof data?.url === "string" ? urlAman(data.url, "grafik") : undefined;
  if (!layanan) return null;
  const rekaman = new URL(layanan);
  if (typeof data?.pengenalSumber === "string") {
    for (const [k, v] of Object.entries({ service: "CSW", version: "2.0.2", request: "GetRecordById", id: data.pengenalSumber, elementSetName: "full", outputSchema: "http://www.isotc211.org/2005/gmd" })) {
      rekaman.searchParams.set(k, v);
    }
  }
  return { layanan, host: rekaman.host, rekaman: rekaman.toString() };
}
