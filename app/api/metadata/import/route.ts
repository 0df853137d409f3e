import { withSession } from "@/lib/http/with-session";
import { imporMetadata } from "@/lib/xml/impor";
import { bacaBerkasUnggahan } from "@/lib/xml/unggahan";

// POST /api/metadata/import – ISO 19139 / ISO 19115-3 XML files or zips of them → DRAFT records, with a per-file report
export const POST = withSession(
  async ({ req, ctx }) => Response.json(await imporMetadata({ ctx, files: await bacaBerkasUnggahan(req) })),
  { izin: "metadata.buat" },
);
