import "server-only";
import { denganCacheTeks } from "@/lib/cache/teks";
import type { Ctx } from "@/lib/context";
import { kataPencarian } from "@/lib/metadata/teks";
import { getPublicMetadataOrThrow } from "./detail";
import { hitungFaset, type KueriFaset } from "./faset";
import { GRUP_FASET } from "./grup";
import { listPublicMetadata } from "./list";
import type { KueriDaftarPublik } from "./query";
import { getPublicStats } from "./stats";
import { listRekamanTerkait, type Rujukan } from "./terkait";

/**
 * Public reads change only when a record's status changes, and every such change bumps the data generation
 * the cache is keyed by: a minute's lifetime bounds memory, not freshness.
 */
const TTL_DETIK = 60;

/** A facet group's values sorted for the cache key: `tahun=2023&tahun=2024` and its reverse are one search. */
function grupTerurut<T extends KueriFaset>(input: T): T {
  const hasil = { ...input };
  for (const g of GRUP_FASET) if (input[g]) (hasil as Record<string, unknown>)[g] = [...input[g]].sort();
  return hasil;
}

/** The list page as JSON text, cached; `q` is keyed by its search words, since those alone decide the result. */
export function daftarPublikJson(ctx: Ctx, input: KueriDaftarPublik): Promise<string> {
  const kunci = grupTerurut({ ...input, q: input.q ? kataPencarian(input.q).join(" ") : undefined });
  return denganCacheTeks("publik-daftar", kunci, TTL_DETIK, async () => JSON.stringify(await listPublicMetadata({ ctx, input })));
}

/** The detail as JSON text, cached; a 404 is thrown, never cached, so a publication shows at once. */
export function detailPublikJson(ctx: Ctx, id: string): Promise<string> {
  return denganCacheTeks("publik-detail", id, TTL_DETIK, async () => JSON.stringify(await getPublicMetadataOrThrow({ ctx, id })));
}

/**
 * A record's related records, cached like its detail: ranking them reads every published record sharing a subject
 * or overlapping its box (a generic keyword makes that most of the catalogue), while the answer changes only when a
 * record's status does. Keyed by the id and the traits ranked on, which are the cached detail's in one generation.
 */
export function terkaitPublikJson(ctx: Ctx, id: string, rujukan: Rujukan): Promise<string> {
  return denganCacheTeks("publik-terkait", { id, rujukan }, TTL_DETIK, async () => JSON.stringify(await listRekamanTerkait({ ctx, id, rujukan })));
}

export function statistikPublikJson(ctx: Ctx): Promise<string> {
  return denganCacheTeks("publik-statistik", "", TTL_DETIK, async () => JSON.stringify(await getPublicStats({ ctx })));
}

/** The facet counts of a search, cached like its list; keyed by the filters only (page and order change nothing). */
export function fasetPublikJson(ctx: Ctx, input: KueriFaset): Promise<string> {
  const { q, kategori, tipeData, bbox, organisasi, tahun, format, provinsi, kualitas, organisasiId } = input;
  const kunci = grupTerurut({ q: q ? kataPencarian(q).join(" ") : undefined, kategori, tipeData, bbox, organisasi, tahun, format, provinsi, kualitas, organisasiId });
  return denganCacheTeks("publik-faset", kunci, TTL_DETIK, async () => JSON.stringify(await hitungFaset({ ctx, input: kunci })));
}
