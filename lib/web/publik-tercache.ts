import "server-only";
import type { Ctx } from "@/lib/context";
import { denganCacheTeks } from "@/lib/cache/teks";
import type { DaftarPublik, DetailPublik, KueriDaftarPublik, StatistikPublik } from "@/lib/metadata/publik";
import { daftarPublikJson, detailPublikJson, fasetPublikJson, statistikPublikJson, terkaitPublikJson } from "@/lib/metadata/publik/cache";
import type { FasetPublik, KueriFaset } from "@/lib/metadata/publik/faset";
import { countPublishedByKategori, type JumlahKategori } from "@/lib/metadata/publik/kategori";
import { daftarOrganisasiPublik, kodeMenurutNama, type OrganisasiPublik } from "@/lib/metadata/publik/organisasi";
import type { RekamanTerkait, Rujukan } from "@/lib/metadata/publik/terkait";

/**
 * The public pages read the public API's response cache (keyed by the data generation, so exact after every
 * status change): a search or record page costs the database nothing while the data has not changed, which is
 * what keeps them inside the 100 ms budget on 100,000 records. The DTOs are plain JSON, so parsing gives them back.
 */
export async function daftarPublikTercache(ctx: Ctx, input: KueriDaftarPublik): Promise<DaftarPublik> {
  return JSON.parse(await daftarPublikJson(ctx, input)) as DaftarPublik;
}

export async function fasetPublikTercache(ctx: Ctx, input: KueriFaset): Promise<FasetPublik> {
  return JSON.parse(await fasetPublikJson(ctx, input)) as FasetPublik;
}

export async function detailPublikTercache(ctx: Ctx, id: string): Promise<DetailPublik> {
  return JSON.parse(await detailPublikJson(ctx, id)) as DetailPublik;
}

export async function terkaitPublikTercache(ctx: Ctx, id: string, rujukan: Rujukan): Promise<RekamanTerkait[]> {
  return JSON.parse(await terkaitPublikJson(ctx, id, rujukan)) as RekamanTerkait[];
}

/** The home page's figures: the stats of GET /api/public/stats and the records per topic, both cached alike. */
export async function berandaTercache(ctx: Ctx): Promise<{ stat: StatistikPublik; kategori: JumlahKategori[] }> {
  const [stat, kategori] = await Promise.all([
    statistikPublikJson(ctx),
    denganCacheTeks("publik-kategori", "", 60, async () => JSON.stringify(await countPublishedByKategori({ ctx }))),
  ]);
  return { stat: JSON.parse(stat) as StatistikPublik, kategori: JSON.parse(kategori) as JumlahKategori[] };
}

/** /organisasi's list and the name → code map that links result cards, cached like the rest of the public reads. */
export async function organisasiTercache(ctx: Ctx): Promise<OrganisasiPublik[]> {
  return JSON.parse(await denganCacheTeks("publik-organisasi", "", 60, async () => JSON.stringify(await daftarOrganisasiPublik({ ctx }))));
}

export async function kodeOrganisasiTercache(ctx: Ctx): Promise<Record<string, string>> {
  return JSON.parse(await denganCacheTeks("publik-kode-organisasi", "", 60, async () => JSON.stringify(await kodeMenurutNama({ ctx }))));
}
