import { env } from "@/lib/env";
import { withPublic } from "@/lib/http";
import { listUmpanPublik } from "@/lib/metadata/publik/umpan";
import { identitasPublik } from "@/lib/web/identitas-publik";
import { parseKueriUmpan, responsAtom, stringKueriUmpan, umpanAtomXml } from "@/lib/web/umpan-atom";

export const dynamic = "force-dynamic";

// GET /feed.atom – newly published records as Atom; /katalog's filters (q, kategori, tipeData, bbox*) make it a search's feed
export const GET = withPublic(async ({ req, ctx, searchParams }) => {
  const input = parseKueriUmpan(searchParams);
  const [entri, { namaKatalog }] = await Promise.all([listUmpanPublik({ ctx: await ctx(), input }), identitasPublik()]);
  const saring = stringKueriUmpan(searchParams);
  return responsAtom(umpanAtomXml({ base: env().PUBLIC_BASE_URL, namaKatalog, saring, q: input.q, entri, page: input.page, pageSize: input.pageSize, sekarang: new Date() }), req.headers.get("if-none-match"));
}, { baca: true });
