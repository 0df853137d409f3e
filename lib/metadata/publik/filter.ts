import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { dokumenKualitas, metadata, organisasi } from "@/lib/db/schema";
import { kataPencarian, tsqueryAwalan } from "@/lib/metadata/teks";
import type { KotakKueri, KueriDaftarPublik } from "./query";

/** Boxes touching the query box count as intersecting: Postgres's box `&&` includes the boundary. */
function berpotonganDengan(k: KotakKueri): SQL {
  const kotak = (barat: number, timur: number) =>
    sql`${metadata.bbox} && box(point(${barat}::float8, ${k.selatan}::float8), point(${timur}::float8, ${k.utara}::float8))`;
  // West > east is a box crossing the antimeridian: the two halves either side of it.
  if (k.barat > k.timur) return or(kotak(k.barat, 180), kotak(-180, k.timur)) as SQL;
  return kotak(k.barat, k.timur);
}

/** The record has a signed QA document (the unique index on (metadata_id, tipe) of current documents answers it). */
export const adaQa = sql`exists (select 1 from ${dokumenKualitas} where ${dokumenKualitas.metadataId} = ${metadata.id} and ${dokumenKualitas.tipe} = 'QA' and ${dokumenKualitas.status} = 'SIGNED')`;

/**
 * The same test for many rows at once (the facet counts): an uncorrelated IN becomes one hashed subplan (the signed
 * QA documents read once) where EXISTS in a select list would probe the index once per matching row.
 */
export const adaQaMassal = sql`${metadata.id} in (select ${dokumenKualitas.metadataId} from ${dokumenKualitas} where ${dokumenKualitas.tipe} = 'QA' and ${dokumenKualitas.status} = 'SIGNED')`;

/** The WHERE clause of the public list: PUBLISHED only, then each given filter. */
export function kondisiPublik(kueri: Omit<KueriDaftarPublik, "page" | "pageSize">): { where: SQL; tsquery?: SQL } {
  const syarat: SQL[] = [eq(metadata.status, "PUBLISHED")];
  let tsquery: SQL | undefined;
  const kata = kueri.q ? kataPencarian(kueri.q) : [];
  if (kata.length > 0) {
    tsquery = tsqueryAwalan(kata);
    syarat.push(sql`${metadata.cariTeks} @@ ${tsquery}`);
  }
  if (kueri.kategori) syarat.push(sql`${metadata.topikKategori} @> array[${kueri.kategori}]::text[]`);
  if (kueri.tipeData) syarat.push(eq(metadata.tipeData, kueri.tipeData));
  if (kueri.bbox) syarat.push(berpotonganDengan(kueri.bbox));
  if (kueri.organisasiId) syarat.push(eq(metadata.organisasiId, kueri.organisasiId));
  if (kueri.organisasi) syarat.push(sql`${metadata.organisasiId} = (select ${organisasi.id} from ${organisasi} where ${organisasi.kode} = ${kueri.organisasi})`);
  if (kueri.tahun !== undefined) syarat.push(eq(metadata.tahun, kueri.tahun));
  if (kueri.format) syarat.push(sql`${metadata.format} @> array[${kueri.format}]::text[]`);
  if (kueri.provinsi) syarat.push(sql`${metadata.provinsi} @> array[${kueri.provinsi}]::text[]`);
  if (kueri.kualitas) syarat.push(kueri.kualitas === "qa" ? adaQa : sql`not ${adaQa}`);
  return { where: and(...syarat) as SQL, tsquery };
}
