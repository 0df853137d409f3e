import { and, asc, count, eq, gt, inArray, isNotNull, isNull, like, or, sql } from "drizzle-orm";
import { barisHasil } from "@/lib/db/baris";
import type { DbOrTx } from "@/lib/db/client";
import { metadata, metadataFragmen } from "@/lib/db/schema";
import { potongDeflate } from "@/lib/http/gzip-rakit";
import { renderBentuk, SEMUA_BENTUK, VERSI_RENDER, type Bentuk, type SumberRender } from "./bentuk";

/** Records per insert: 15 forms of 50 records is a few MB of parameters. */
const REKAMAN_PER_INSERT = 50;

/** CSW forms are also stored compressed: GetRecords pages are assembled from them (lib/csw/get-records.ts). */
export const terkompresi = (bentuk: Bentuk): boolean => bentuk.startsWith("csw/");

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
        return SEMUA_BENTUK.map((bentuk) => {
          const xml = renderBentuk(b, bentuk);
          // A CSW form is kept as its compressed piece alone: its markup would be the same bytes again, four
          // times larger, compressed once more by TOAST (CPU in Postgres on every write) and read by no one
          // that cannot inflate the piece (lib/xml/fragmen/baca.ts).
          const p = terkompresi(bentuk) ? potongDeflate(xml) : null;
          return sql`(${b.id}::uuid, ${bentuk}, ${b.versi}::int, ${b.diperbaruiTeks}::timestamptz, ${p ? null : xml}::text, ${p?.deflate ?? null}::bytea, ${p ? p.crc | 0 : null}::int, ${p?.panjang ?? null}::int)`;
        });
      } catch (err) {
        console.warn(`[fragmen] ${b.id} tidak dapat dirender: ${err instanceof Error ? err.message : String(err)}`);
        return [];
      }
    });
    if (nilai.length === 0) continue;
    // Each XML a parameter of its own: no JSON to escape here and to parse into jsonb there (MBs per batch).
    await db.execute(sql`
      insert into ${metadataFragmen} (metadata_id, bentuk, versi_render, diperbarui, versi_rekaman, xml, deflate, crc, panjang)
      select m.id, v.bentuk, ${VERSI_RENDER}, m.updated_at, m.versi, v.xml, v.deflate, v.crc, v.panjang
      from (values ${sql.join(nilai, sql`, `)}) as v(id, bentuk, versi, diperbarui, xml, deflate, crc, panjang)
      join ${metadata} m on m.id = v.id and m.versi = v.versi and m.updated_at = v.diperbarui and m.status = 'PUBLISHED'
      on conflict (metadata_id, bentuk) do update set
        versi_render = excluded.versi_render, diperbarui = excluded.diperbarui, versi_rekaman = excluded.versi_rekaman, xml = excluded.xml,
        deflate = excluded.deflate, crc = excluded.crc, panjang = excluded.panjang`);
    jumlah += nilai.length / SEMUA_BENTUK.length;
  }
  return jumlah;
}

/** PUBLISHED records lacking a current row of some form (or its compressed piece): the condition the fill looks for. */
const kurangFragmen = sql`(select count(*) from ${metadataFragmen} f where f.metadata_id = ${metadata.id} and f.versi_render = ${VERSI_RENDER}
  and f.diperbarui = ${metadata.updatedAt} and f.versi_rekaman = ${metadata.versi}
  and (f.deflate is not null or f.bentuk not like 'csw/%')) < ${SEMUA_BENTUK.length}`;

export type OpsiIsi = { ukuranBatch?: number; lapor?: (pesan: string) => void };

/**
 * The startup step (after the migrations): store the fragments of every PUBLISHED record that lacks a current
 * one (all of them after a VERSI_RENDER bump, none on an ordinary start), in id order and batches, reporting
 * progress. Rows of other renderer versions are deleted first. Returns how many records were rendered.
 */
export async function isiFragmenTertinggal(db: DbOrTx, { ukuranBatch = 500, lapor = () => {} }: OpsiIsi = {}): Promise<number> {
  await db.delete(metadataFragmen).where(sql`${metadataFragmen.versiRender} <> ${VERSI_RENDER}`);
  await lengkapiPotongan(db, lapor);
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

/** Rows per batch of lengkapiPotongan: 1,000 CSW forms are a few MB of markup. */
const BARIS_PER_POTONGAN = 1000;

/**
 * Rows stored before the compressed column (migration 0021) get their piece from their own markup, without
 * rendering: compressing is a tenth of the cost. Keyset order, so a row changed meanwhile cannot hold the loop;
 * a row is only completed while it still is the one read (same render version, record date and version).
 */
async function lengkapiPotongan(db: DbOrTx, lapor: (pesan: string) => void): Promise<void> {
  // A row with neither markup nor piece (never written so) is left to the fill below, which renders it.
  const kurang = and(like(metadataFragmen.bentuk, "csw/%"), isNull(metadataFragmen.deflate), isNotNull(metadataFragmen.xml));
  const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(metadataFragmen).where(kurang);
  if (total === 0) return;
  lapor(`[fragmen] memampatkan ${total} bentuk CSW tersimpan…`);
  let selesai = 0;
  let setelah: { id: string; bentuk: string } | undefined;
  for (;;) {
    const baris = await db
      .select({ id: metadataFragmen.metadataId, bentuk: metadataFragmen.bentuk, xml: sql<string>`${metadataFragmen.xml}`, versi: metadataFragmen.versiRekaman, diperbarui: sql<string>`${metadataFragmen.diperbarui}::text` })
      .from(metadataFragmen)
      .where(
        and(
          kurang,
          setelah
            ? or(gt(metadataFragmen.metadataId, setelah.id), and(eq(metadataFragmen.metadataId, setelah.id), gt(metadataFragmen.bentuk, setelah.bentuk)))
            : undefined,
        ),
      )
      .orderBy(asc(metadataFragmen.metadataId), asc(metadataFragmen.bentuk))
      .limit(BARIS_PER_POTONGAN);
    if (baris.length === 0) break;
    setelah = baris.at(-1)!;
    const nilai = baris.map((b) => {
      const p = potongDeflate(b.xml);
      return sql`(${b.id}::uuid, ${b.bentuk}, ${b.versi}::int, ${b.diperbarui}::timestamptz, ${p.deflate}::bytea, ${p.crc | 0}::int, ${p.panjang}::int)`;
    });
    await db.execute(sql`
      update ${metadataFragmen} f set deflate = v.deflate, crc = v.crc, panjang = v.panjang, xml = null
      from (values ${sql.join(nilai, sql`, `)}) as v(id, bentuk, versi, diperbarui, deflate, crc, panjang)
      where f.metadata_id = v.id and f.bentuk = v.bentuk and f.deflate is null and f.versi_render = ${VERSI_RENDER}
        and f.versi_rekaman = v.versi and f.diperbarui = v.diperbarui`);
    selesai += baris.length;
    lapor(`[fragmen] ${selesai}/${total} bentuk dimampatkan`);
  }
}

/** Size of the stored fragments (for docs and the benchmark): rows and bytes on disk including TOAST. */
export async function ukuranFragmen(db: DbOrTx): Promise<{ baris: number; bita: number }> {
  const [b] = barisHasil<{ baris: number; bita: string }>(
    await db.execute(sql`select (select count(*)::int from ${metadataFragmen}) as baris, pg_total_relation_size('metadata_fragmen')::text as bita`),
  );
  return { baris: b?.baris ?? 0, bita: Number(b?.bita ?? 0) };
}
