import { env } from "@/lib/env";
import { withPublic } from "@/lib/http";
import { identitasPublik } from "@/lib/web/identitas-publik";
import { deskripsiOpenSearchXml, responsOpenSearch } from "@/lib/web/opensearch";

export const dynamic = "force-dynamic";

// GET /opensearch.xml – the OpenSearch 1.1 description: the catalogue as a browser search engine
export const GET = withPublic(async () => responsOpenSearch(deskripsiOpenSearchXml(env().PUBLIC_BASE_URL, await identitasPublik())));
