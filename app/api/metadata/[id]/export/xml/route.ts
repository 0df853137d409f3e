import { withSession } from "@/lib/http/with-session";
import { eksporXml, parseFormatEkspor } from "@/lib/metadata/kelola/export-xml";

// GET /api/metadata/{id}/export/xml – XML download of any readable record (format: gmd, mdb2016, mdb2018)
export const GET = withSession<{ id: string }>(async ({ ctx, params, searchParams }) => {
  const { xml, namaBerkas } = await eksporXml({ ctx, id: params.id, format: parseFormatEkspor(searchParams) });
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "content-disposition": `attachment; filename="${namaBerkas}"`,
      "cache-control": "private, no-store",
    },
  });
});
