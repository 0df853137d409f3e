import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { barisHasil } from "@/lib/db/baris";
import { metadata, organisasi } from "@/lib/db/schema";
import { teksLarik } from "@/lib/db/larik";

/** How much each shared trait counts when ranking related records; a shared keyword is the strongest sign. */
export const BOBOT_TERKAIT = { kataKunci: 2, topik: 2, kotak: 1, organisasi: 1 } as const;
export const JUMLAH_TERKAIT = 5;

export type Rujukan = { organisasiKode: string; topikKategori: string[]; kataKunci: string[]; bbox: { barat: number; timur: number; selatan: number; utara: number } };
export type RekamanTerkait = { id: string; judul: string; organisasi: string; publishedAt: string; skor: number };

/** The score the query computes, in TypeScript: documents the SQL below and lets a unit test pin the weights. */
export function skorTerkait(a: Rujukan, b: Rujukan): number {
  const kk = new Set(a.kataKunci);
  const sama = new Set(b.kataKunci.filter((k) => kk.has(k))).size;
  const topik = b.topikKategori.some((t) => a.topikKategori.includes(t));
  const kotak = a.bbox.barat <= b.bbox.timur && b.bbox.barat <= a.bbox.timur && a.bbox.selatan <= b.bbox.utara && b.bbox.selatan <= a.bbox.utara;
  return sama * BOBOT_TERKAIT.kataKunci + (topik ? BOBOT_TERKAIT.topik : 0) + (kotak ? BOBOT_TERKAIT.kotak : 0) + (a.organisasiKode === b.organisasiKode ? BOBOT_TERKAIT.organisasi : 0);
}

/** Candidates each way may add: the score is computed exactly over at most 2 × KANDIDAT + 2 × KANDIDAT_SAMPING rows. */
const KANDIDAT = 100;
const KANDIDAT_SAMPING = 50;
/**
 * Keywords on more than this share of records (a country name, a year, a province) only add to the score: a GIN
 * bitmap over 60,000 records costs tens of milliseconds whatever the LIMIT after it. Shares come from the
 * planner's statistics (pg_stats.most_common_elems of metadata.kata_kunci, kept by ANALYZE/autovacuum); a keyword
 * not listed there is rarer than every listed one.
 */
const BATAS_KATA_UMUM = 0.05;
const UMUR_STATISTIK_MS = 10 * 60_000;
const statistik = globalThis as unknown as { __geokatalogFrekKata?: { sampai: number; frek: Map<string, number> } };

async function frekuensiKata(ctx: Ctx): Promise<Map<string, number>> {
  const ada = statistik.__geokatalogFrekKata;
  if (ada && ada.sampai > Date.now()) return ada.frek;
  const frek = new Map<string, number>();
  try {
    const [b] = barisHasil<{ kata: string[] | null; frek: number[] | null }>(
      await ctx.db.execute(sql`select most_common_elems::text::text[] as kata, most_common_elem_freqs as frek from pg_stats
        where schemaname = current_schema() and tablename = 'metadata' and attname = 'kata_kunci'`),
    );
    b?.kata?.forEach((k, i) => frek.set(k, Number(b.frek?.[i] ?? 0)));
  } catch {
    // Without statistics every keyword counts as rare: slower on a large catalogue, never wrong.
  }
  statistik.__geokatalogFrekKata = { sampai: Date.now() + UMUR_STATISTIK_MS, frek };
  return frek;
}

/**
 * Up to five PUBLISHED records like this one, best first, never the record itself. The score (skorTerkait) is
 * exact, over candidates gathered by four bounded index reads, so the cost stays flat however large the
 * catalogue (docs/decisions.md "Related records at 100,000"): records sharing one of this record's less common
 * keywords (the GIN index of dc:subject), the record's topic only when it has no such keyword, the same
 * organisation (its btree), and the nearest boxes to this one's centre (the bbox GiST index, k-nearest order).
 * A candidate must still share a keyword or topic or overlap the box (same organisation alone only adds to the
 * score, else every record of a big agency would be "related").
 */
export async function listRekamanTerkait({ ctx, id, rujukan }: { ctx: Ctx; id: string; rujukan: Rujukan }): Promise<RekamanTerkait[]> {
  const { kataKunci, topikKategori, bbox, organisasiKode } = rujukan;
  const frek = await frekuensiKata(ctx);
  const langka = kataKunci.filter((k) => (frek.get(k) ?? 0) <= BATAS_KATA_UMUM);
  const subjek = langka.length ? langka : topikKategori;
  const kotak = sql`box(point(${bbox.barat}::float8, ${bbox.selatan}::float8), point(${bbox.timur}::float8, ${bbox.utara}::float8))`;
  const pusat = sql`point(${(bbox.barat + bbox.timur) / 2}::float8, ${(bbox.selatan + bbox.utara) / 2}::float8)`;
  const publik = sql`${metadata.status} = 'PUBLISHED'`;
  const jalur = [
    ...(subjek.length ? [sql`(select ${metadata.id} from ${metadata} where ${publik} and (${metadata.kataKunci} || ${metadata.topikKategori}) && ${teksLarik(subjek)} limit ${KANDIDAT})`] : []),
    sql`(select ${metadata.id} from ${metadata} where ${publik} and ${metadata.organisasiId} = (select ${organisasi.id} from ${organisasi} where ${organisasi.kode} = ${organisasiKode}) limit ${KANDIDAT_SAMPING})`,
    sql`(select ${metadata.id} from ${metadata} where ${publik} order by ${metadata.bbox} <-> ${pusat} limit ${KANDIDAT_SAMPING})`,
  ];
  const skor = sql<number>`(
    (select count(distinct k) from unnest(${metadata.kataKunci}) k where k = any(${teksLarik(kataKunci)})) * ${BOBOT_TERKAIT.kataKunci}
    + case when ${metadata.topikKategori} && ${teksLarik(topikKategori)} then ${BOBOT_TERKAIT.topik} else 0 end
    + case when ${metadata.bbox} && ${kotak} then ${BOBOT_TERKAIT.kotak} else 0 end
    + case when ${organisasi.kode} = ${organisasiKode} then ${BOBOT_TERKAIT.organisasi} else 0 end
  )::int`;
  const kandidat = sql`(${sql.join(jalur, sql` union `)})`;
  const baris = await ctx.db
    .select({ id: metadata.id, judul: metadata.judul, organisasi: organisasi.nama, publishedAt: metadata.publishedAt, skor: skor.as("skor") })
    .from(metadata)
    .innerJoin(organisasi, eq(organisasi.id, metadata.organisasiId))
    .where(
      and(
        eq(metadata.status, "PUBLISHED"),
        ne(metadata.id, id),
        sql`${metadata.id} in ${kandidat}`,
        // Related means sharing a keyword or topic, or an overlapping box: a candidate found by organisation or
        // distance alone is not one.
        sql`(((${metadata.kataKunci} || ${metadata.topikKategori}) && ${teksLarik([...kataKunci, ...topikKategori])}) or ${metadata.bbox} && ${kotak})`,
      ),
    )
    .orderBy(sql`skor desc`, desc(metadata.publishedAt), metadata.id)
    .limit(JUMLAH_TERKAIT);
  return baris.map((b) => ({ ...b, skor: Number(b.skor), publishedAt: (b.publishedAt ?? new Date(0)).toISOString() }));
}
