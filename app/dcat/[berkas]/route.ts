import { env } from "@/lib/env";
import { withPublic } from "@/lib/http";
import { tidakDitemukan } from "@/lib/http/errors";
import { formatBerkas, halamanKatalogDcat, parseKueriKatalog } from "@/lib/dcat";

export const dynamic = "force-dynamic";

// GET /dcat/catalog.jsonld | .ttl | .rdf – the published catalogue as DCAT-AP 3, paged (page, pageSize, setelah)
export const GET = withPublic<{ berkas: string }>(async ({ ctx, params, searchParams }) => {
  const format = formatBerkas(params.berkas, "catalog");
  if (!format) throw tidakDitemukan("Berkas tidak ditemukan. Yang tersedia: catalog.jsonld, catalog.ttl, catalog.rdf.");
  const input = parseKueriKatalog(searchParams);
  return halamanKatalogDcat({ ctx: await ctx(), input, base: env().PUBLIC_BASE_URL, format });
}, { baca: true });
