import { withPublic } from "@/lib/http";
import { parseFormatUnduhPublik, responsBerkasXml, unduhXmlPublikOrThrow } from "@/lib/xml/unduh";

// GET /api/public/metadata/{id}/xml – a PUBLISHED record as an XML download (format: mdb2016, mdb2018, gmd, xslt)
export const GET = withPublic<{ id: string }>(async ({ ctx, params, searchParams }) => {
  const format = parseFormatUnduhPublik(searchParams);
  return responsBerkasXml(await unduhXmlPublikOrThrow({ ctx: await ctx(), id: params.id, format }));
}, { baca: true });
