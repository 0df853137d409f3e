import "server-only";
import type { Ctx } from "@/lib/context";
import { denganCacheTeks } from "@/lib/cache/teks";
import { bacaPengaturanCsw } from "@/lib/csw/pengaturan";
import { simpulDataset } from "./dataset";
import { simpulHalaman, simpulKepalaKatalog, type KueriKatalog, type RingkasanKatalog } from "./halaman";
import { bacaHalamanKatalog, getRekamanDcatOrThrow, ringkasanKatalog } from "./katalog";
import { responsRdf } from "./respons";
import type { FormatRdf } from "./serialisasi";

export { formatBerkas, formatDariAccept, parseKueriKatalog, pisahBerkasRekaman } from "./kueri";

/** Count and dates change only with a publication; cached by data generation like the other public reads. */
async function ringkasanTercache(ctx: Ctx): Promise<RingkasanKatalog> {
  const teks = await denganCacheTeks("dcat-ringkasan", "", 60, async () => JSON.stringify(await ringkasanKatalog({ ctx })));
  const r = JSON.parse(teks) as { total: number; diubah: string | null; terbit: string | null };
  return { total: r.total, diubah: r.diubah ? new Date(r.diubah) : null, terbit: r.terbit ? new Date(r.terbit) : null };
}

/**
 * One page of the DCAT-AP catalogue. The page's rows are read here (inside the caller's permit); the document
 * is then written dataset by dataset as the client reads it.
 */
export async function halamanKatalogDcat({ ctx, input, base, format }: { ctx: Ctx; input: KueriKatalog; base: string; format: FormatRdf }): Promise<Response> {
  const [{ rekaman, ada }, ringkasan, pengaturan] = await Promise.all([bacaHalamanKatalog({ ctx, input }), ringkasanTercache(ctx), bacaPengaturanCsw(ctx)]);
  // Title and operator from the CSW service identity (admin settings), so both services name the catalogue alike.
  const identitas = { judul: pengaturan.judul, penerbit: pengaturan.namaOrganisasi };
  const kepala = simpulKepalaKatalog({ base, format, kueri: input, identitas, ringkasan, rekaman, ada });
  return responsRdf(format, simpulHalaman(kepala, rekaman, base));
}

/** One published record as DCAT-AP (/katalog/{id}.jsonld, .ttl, .rdf); 404 otherwise. */
export async function rekamanDcat({ ctx, id, base, format }: { ctx: Ctx; id: string; base: string; format: FormatRdf }): Promise<Response> {
  const r = await getRekamanDcatOrThrow({ ctx, id });
  return responsRdf(format, simpulHalaman(simpulDataset(r, base), [], base));
}
