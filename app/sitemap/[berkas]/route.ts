import { env } from "@/lib/env";
import { tidakDitemukan, withPublic } from "@/lib/http";
import { petaSitusXml, responsPetaSitus } from "@/lib/web/peta-situs";

export const dynamic = "force-dynamic";

// GET /sitemap/{n}.xml – one chunk of the published records as a urlset
export const GET = withPublic<{ berkas: string }>(async ({ ctx, params }) => {
  const nomor = /^(\d{1,6})\.xml$/.exec(params.berkas)?.[1];
  const xml = nomor === undefined ? undefined : await petaSitusXml({ ctx: await ctx(), base: env().PUBLIC_BASE_URL, potongan: Number(nomor) });
  if (xml === undefined) throw tidakDitemukan("Peta situs tidak ditemukan.");
  return responsPetaSitus(xml);
}, { baca: true });
