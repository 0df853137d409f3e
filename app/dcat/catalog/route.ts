import { formatDariAccept } from "@/lib/dcat/kueri";
import { HEADER_DCAT } from "@/lib/dcat/respons";
import { withPublic } from "@/lib/http";
import { urlPublik } from "@/lib/http/url-publik";

export const dynamic = "force-dynamic";

// GET /dcat/catalog – the catalogue's IRI: 303 See Other to the serialisation the Accept header prefers (JSON-LD by default)
export const GET = withPublic(async ({ req, searchParams }) => {
  const format = formatDariAccept(req.headers.get("accept"));
  const tujuan = urlPublik(`/dcat/catalog.${format}`);
  tujuan.search = searchParams.toString();
  return new Response(null, { status: 303, headers: { location: tujuan.toString(), vary: "Accept", ...HEADER_DCAT } });
});
