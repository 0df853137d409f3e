import type { Ctx } from "@/lib/context";
import { ApiError } from "@/lib/http/errors";
import { parseKueriDaftarPublik, type DaftarPublik, type KueriDaftarPublik } from "@/lib/metadata/publik";
import type { FasetPublik } from "@/lib/metadata/publik/faset";
import { periksaIsian, type GalatIsian } from "./galat-katalog";
import { isianDari, type IsianKatalog } from "./katalog-url";
import { daftarPublikTercache, fasetPublikTercache } from "./publik-tercache";

export type HalamanKatalog =
  | { isian: IsianKatalog; kueri: KueriDaftarPublik; hasil: DaftarPublik; faset: FasetPublik; galat?: undefined; galatIsian?: undefined }
  | { isian: IsianKatalog; galat: string; galatIsian: GalatIsian; kueri?: undefined; hasil?: undefined; faset?: undefined };

/**
 * The data of /katalog: the same parsing, query and response cache as GET /api/public/metadata, plus the facet
 * counts of the same filters. A value a person typed wrong becomes a message beside its field (the form keeps
 * what was typed); any other invalid parameter (a hand-edited URL) a message above the results.
 */
export async function muatHalamanKatalog({ ctx, params }: { ctx: Ctx; params: URLSearchParams }): Promise<HalamanKatalog> {
  const isian = isianDari(params);
  const galatIsian = periksaIsian(isian);
  if (Object.keys(galatIsian).length > 0) return { isian, galat: "Periksa isian yang ditandai.", galatIsian };
  // The form sends every field, empty ones too ("bboxN=&…"): an empty field means "no filter", as the form's help
  // says, while the API keeps refusing an empty number.
  const diisi = new URLSearchParams([...params].filter(([, v]) => v.trim() !== ""));
  let kueri: KueriDaftarPublik;
  try {
    kueri = parseKueriDaftarPublik(diisi);
  } catch (err) {
    if (err instanceof ApiError && err.kode === "permintaan_tidak_valid") return { isian, galat: err.message, galatIsian: {} };
    throw err;
  }
  const { page: _page, pageSize: _ukuran, urut: _urut, ...saring } = kueri;
  const [hasil, faset] = await Promise.all([daftarPublikTercache(ctx, kueri), fasetPublikTercache(ctx, saring)]);
  return { isian, kueri, hasil, faset };
}
