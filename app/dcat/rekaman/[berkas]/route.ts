import { env } from "@/lib/env";
import { withPublic } from "@/lib/http";
import { tidakDitemukan } from "@/lib/http/errors";
import { pisahBerkasRekaman, rekamanDcat } from "@/lib/dcat";
import { PESAN_TIDAK_DITEMUKAN } from "@/lib/metadata/publik/detail";

export const dynamic = "force-dynamic";

// GET /katalog/{id}.jsonld | .ttl | .rdf (rewritten here by next.config.ts) – one published record as DCAT-AP 3
export const GET = withPublic<{ berkas: string }>(async ({ ctx, params }) => {
  const b = pisahBerkasRekaman(params.berkas);
  if (!b) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
  return rekamanDcat({ ctx: await ctx(), id: b.id, base: env().PUBLIC_BASE_URL, format: b.format });
}, { baca: true });
