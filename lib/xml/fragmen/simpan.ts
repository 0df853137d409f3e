import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { barisHasil } from "@/lib/db/baris";
import type { DbOrTx } from "@/lib/db/client";
import { metadata, metadataFragmen } from "@/lib/db/schema";
import { renderBentuk, SEMUA_BENTUK, VERSI_RENDER, type SumberRender } from "./bentuk";

/** Records per insert: 15 forms of 50 records is a few MB of parameters. */
const REKAMAN_PER_INSERT = 50;

export type BarisSumber = SumberRender & { versi: number; diperbaruiTeks: string };

/**
 * Render and store every form of those of these records that are PUBLISHED (others are skipped). Called in the
 * transaction that publishes or changes a record, and by the fill below. A row is only written while the record
 * still has the `updated_at` and `versi` it was rendered from, so a fill racing an edit writes nothing stale (and
 * readers compare them anyway). A record whose document cannot be rendered is logged and left to the request
 * path, which renders it (and fails) as it would without stored fragments. Returns how many records were stored.
 */
export async function tulisFragmen(db: DbOrTx, ids: readonly string[]): Promise<number> {
  let jumlah = 0;
  for (let i = 0; i < ids.length; i += REKAMAN_PER_INSERT) {
    const baris: BarisSumber[] = await db
      .select({
        id: metadata.id,
        dokumen: metadata.dokumen,
        createdAt: metadata.createdAt,
        updatedAt: metadata.updatedAt,
        versi: metadata.versi,
        diperbaruiTeks: sql<string>`${metadata.updatedAt}::text`,
      })
      .from(metadata)
      .where(and(inArray(metadata.id, ids.slice(i, i + REKAMAN_PER_INSERT)), eq(metadata.status, "PUBLISHED")));
    jumlah += await tulisFragmenDari(db, baris);
  }
  return jumlah;
}

/**
 * `tulisFragmen` for records the caller has just written and still holds (a harvest page): rendered from the
 * documents in memory instead of read back, with the same guard, so a row whose `versi` or `updated_at` is not
 * the one given gets nothing. `diperbaruiTeks` is any text Postgres reads as that timestamptz (ISO will do).
 */
export async function tulisFragmenDari(db: DbOrTx, sumber: readonly BarisSumber[]): Promise<number> {
  let jumlah = 0;
  for (let i = 0; i < sumber.length; i += REKAMAN_PER_INSERT) {
    const nilai = sumber.slice(i, i + REKAMAN_PER_INSERT).flatMap((b) => {
      try {
        return SEMUA_BENTUK.map((bentuk) => sql`(${b.id}::uuid, ${bentuk}, ${b.versi}::int, ${b.diperbaruiTeks}::timestamptz, ${renderBentuk(b, bentuk)})`);
      } catch (err) {
        console.warn(`[fragmen] ${b.id} tidak dapat dirender: ${err instanceof Error ? err.message : String(err)}`);
        return [];
      }
    });
    if (nilai.length === 0) continue;
    // Each XML a parameter of its own: no JSON to escape here and to parse into jsonb there (MBs per batch).
    await db.execute(sql`
      insert into ${metadataFragmen} (metadata_id, bentuk, versi_render, diperbarui, versi_rekaman, xml)
      select m.id, v.bentuk, ${VERSI_RENDER}, m.updated_at, m.versi, v.xml
      from (values ${sql.join(nilai, sql`, `)}) as v(id, bentuk, versi, diperbarui, xml)
      join ${metadata} m on m.id = v.id and m.versi = v.versi and m.updated_at = v.diperbarui and m.status = 'PUBLISHED'
      on conflict (metadata_id, bentuk) do update set
        versi_render = excluded.versi_render, diperbarui = excluded.diperbarui, versi_rekaman = excluded.versi_rekaman, xml = excluded.xml`);
    jumlah += nilai.length / SEMUA_BENTUK.length;
  }
  return jumlah;
}

/** PUBLISHED records lacking a current row of some form: the condition the fill looks for. */
const kurangFragmen = sql`(select count(*) from ${metadataFragmen} f where f.metadata_id = ${metadata.id} and f.versi_render = ${VERSI_RENDER}
  and f.diperbarui = ${metadata.updatedAt} and f.versi_rekaman = ${metadata.versi}) < ${SEMUA_BENTUK.length}`;

export type OpsiIsi = { ukuranBatch?: number; lapor?: (pesan: string) => void };

/**
 * The startup step (after the migrations): store the fragments of every PUBLISHED record that lacks a current
 * one (all of them after a VERSI_RENDER bump, none on an ordinary start), in id order and batches, reporting
 * progress. Rows of other renderer versions are deleted first. Returns how many records were rendered.
 */
export async function isiFragmenTertinggal(db: DbOrTx, { ukuranBatch = 500, lapor = () => {} }: OpsiIsi = {}): Promise<number> {
  await db.delete(metadataFragmen).where(sql`${metadataFragmen.versiRender} <> ${VERSI_RENDER}`);
  const kondisi = and(eq(metadata.status, "PUBLISHED"), kurangFragmen);
  const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(metadata).where(kondisi);
  if (total === 0) return 0;
  lapor(`[fragmen] merender ${total} rekaman PUBLISHED dalam ${SEMUA_BENTUK.length} bentuk (versi render ${VERSI_RENDER})…`);
  const mulai = Date.now();
  let selesai = 0;
  let terakhir: string | undefined;
  for (;;) {
    const ids = (
      await db
        .select({ id: metadata.id })
        .from(metadata)
        .where(and(kondisi, terakhir ? gt(metadata.id, terakhir) : undefined))
        .orderBy(asc(metadata.id))
        .limit(ukuranBatch)
    ).map((b) => b.id);
    if (ids.length === 0) break;
    terakhir = ids.at(-1);
    await tulisFragmen(db, ids);
    selesai += ids.length;
    const detik = (Date.now() - mulai) / 1000;
    lapor(`[fragmen] ${selesai}/${total} rekaman (${Math.round(selesai / Math.max(detik, 0.001))}/s)`);
  }
  return selesai;
}

/** Size of the stored fragments (for docs and the benchmark): rows and bytes on disk including TOAST. */
export async function ukuranFragmen(db: DbOrTx): Promise<{ baris: number; bita: number }> {
  const [b] = barisHasil<{ baris: number; bita: string }>(
    await db.execute(sql`select (select count(*)::int from ${metadataFragmen}) as baris, pg_total_relation_size('metadata_fragmen')::text as bita`),
  );
  return { baris: b?.baris ?? 0, bita: Number(b?.bita ?? 0) };
}
