import { withPublic } from "@/lib/http";
import { bacaGambar } from "@/lib/identitas";
import { FAVICON_BAWAAN } from "@/lib/identitas/favicon-bawaan";
import { kirimGambar } from "@/lib/identitas/kirim-gambar";

// Read per request (a GET that reads no request data would otherwise be prerendered at build).
export const dynamic = "force-dynamic";

// GET /favicon.ico – the Admin's favicon when uploaded (any page, the Atom feed and OpenSearch point here), else the built-in one
export const GET = withPublic(async ({ ctx }) => {
  const g = await bacaGambar((await ctx()).db, "favicon");
  return kirimGambar(g ?? { isi: FAVICON_BAWAAN, tipe: "image/x-icon", kunci: "bawaan" }, null);
}, { baca: true });
