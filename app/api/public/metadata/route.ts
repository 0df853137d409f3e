import { withPublic } from "@/lib/http";
import { responsJson } from "@/lib/http/json";
import { parseKueriDaftarPublik } from "@/lib/metadata/publik";
import { daftarPublikJson } from "@/lib/metadata/publik/cache";

// GET /api/public/metadata – search PUBLISHED records (q, kategori, tipeData, bbox, paging)
export const GET = withPublic(async ({ ctx, searchParams }) => {
  const input = parseKueriDaftarPublik(searchParams);
  return responsJson(await daftarPublikJson(await ctx(), input));
}, { baca: true });
