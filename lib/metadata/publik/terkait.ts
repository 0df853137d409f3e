import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata, organisasi } from "@/lib/db/schema";

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

const teksLarik = (xs: string[]) => sql`${`{${xs.map((x) => `"${x.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;

/**
 * Up to five PUBLISHED records like this one, best first, never the record itself. One query: the candidates are
 * those sharing a keyword or topic (the GIN index of dc:subject, `kata_kunci || topik_kategori`) or whose box
 * overlaps (the GiST bbox index), both partial indexes on PUBLISHED rows, so the planner ORs two bitmap scans.
 * Same organisation only adds to the score: alone it would make every record of a big agency "related".
 */
export async function listRekamanTerkait({ ctx, id, rujukan }: { ctx: Ctx; id: string; rujukan: Rujukan }): Promise<RekamanTerkait[]> {
  const { kataKunci, topikKategori, bbox, organisasiKode } = rujukan;
  const subjek = teksLarik([...kataKunci, ...topikKategori]);
  const kotak = sql`box(point(${bbox.barat}::float8, ${bbox.selatan}::float8), point(${bbox.timur}::float8, ${bbox.utara}::float8))`;
  const skor = sql<number>`(
    (select count(distinct k) from unnest(${metadata.kataKunci}) k where k = any(${teksLarik(kataKunci)})) * ${BOBOT_TERKAIT.kataKunci}
    + case when ${metadata.topikKategori} && ${teksLarik(topikKategori)} then ${BOBOT_TERKAIT.topik} else 0 end
    + case when ${metadata.bbox} && ${kotak} then ${BOBOT_TERKAIT.kotak} else 0 end
    + case when ${organisasi.kode} = ${organisasiKode} then ${BOBOT_TERKAIT.organisasi} else 0 end
  )::int`;
  const baris = await ctx.db
    .select({ id: metadata.id, judul: metadata.judul, organisasi: organisasi.nama, publishedAt: metadata.publishedAt, skor: skor.as("skor") })
    .from(metadata)
    .innerJoin(organisasi, eq(organisasi.id, metadata.organisasiId))
    .where(
      and(
        eq(metadata.status, "PUBLISHED"),
        ne(metadata.id, id),
        sql`(((${metadata.kataKunci} || ${metadata.topikKategori}) && ${subjek}) or ${metadata.bbox} && ${kotak})`,
      ),
    )
    .orderBy(sql`skor desc`, desc(metadata.publishedAt), metadata.id)
    .limit(JUMLAH_TERKAIT);
  return baris.map((b) => ({ ...b, skor: Number(b.skor), publishedAt: (b.publishedAt ?? new Date(0)).toISOString() }));
}
