import type { Ctx } from "@/lib/context";
import { ApiError } from "@/lib/http/errors";
import { parseKueriDaftarPublik, type DaftarPublik, type KueriDaftarPublik } from "@/lib/metadata/publik";
import { isianDari, type IsianKatalog } from "./katalog-url";
import { daftarPublikTercache } from "./publik-tercache";

export type HalamanKatalog =
  | { isian: IsianKatalog; kueri: KueriDaftarPublik; hasil: DaftarPublik; galat?: undefined }
  | { isian: IsianKatalog; galat: string; kueri?: undefined; hasil?: undefined };

/**
 * The data of /katalog: the same parsing, query and response cache as GET /api/public/metadata. An invalid parameter becomes a
 * message for the page (the form keeps what was typed) instead of an error page.
 */
export async function muatHalamanKatalog({ ctx, params }: { ctx: Ctx; params: URLSearchParams }): Promise<HalamanKatalog> {
  const isian = isianDari(params);
  // The form sends every field, empty ones too ("bboxN=&…"): an empty field means "no filter", as the form's help
  // says, while the API keeps refusing an empty number.
  const diisi = new URLSearchParams([...params].filter(([, v]) => v.trim() !== ""));
  let kueri: KueriDaftarPublik;
  try {
    kueri = parseKueriDaftarPublik(diisi);
  } catch (err) {
    if (err instanceof ApiError && err.kode === "permintaan_tidak_valid") return { isian, galat: err.message };
    throw err;
  }
  return { isian, kueri, hasil: await daftarPublikTercache(ctx, kueri) };
}
