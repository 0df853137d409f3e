import { withPublic } from "@/lib/http";
import { tidakDitemukan } from "@/lib/http/errors";
import { bacaGambar, jenisGambarOrThrow } from "@/lib/identitas";
import { kirimGambar } from "@/lib/identitas/kirim-gambar";

// GET /identitas/{logo|favicon} – the uploaded image (404 when none: pages then draw the built-in one)
export const GET = withPublic<{ gambar: string }>(async ({ ctx, params, searchParams }) => {
  const g = await bacaGambar((await ctx()).db, jenisGambarOrThrow(params.gambar));
  if (!g) throw tidakDitemukan("Gambar belum diunggah.");
  return kirimGambar(g, searchParams.get("v"));
}, { baca: true });
