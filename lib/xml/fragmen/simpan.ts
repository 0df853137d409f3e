import { and, asc, count, eq, gt, inArray, isNotNull, isNull, like, or, sql } from "drizzle-orm";
import { barisHasil } from "@/lib/db/baris";
import type { DbOrTx } from "@/lib/db/client";
import { metadata, metadataFragmen } from "@/lib/db/schema";
import { kirimDulu } from "@/lib/db/kirim";
import { larikLiteral } from "@/lib/db/larik";
import { potongDeflate, type PotonganDeflate } from "@/lib/http/gzip-rakit";
import { renderBentuk, SEMUA_BENTUK, VERSI_RENDER, type SumberRender } from "./bentuk";

/** Records per insert: 12 compressed forms of 50 records are ≈ 0.8 MB of base64. */
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

/** A record's stored forms, compressed in SEMUA_BENTUK order, and the `versi` and `updated_at` they render. */
type FragmenSiap = { id: string; versi: number; diperbaruiTeks: string; potongan: PotonganDeflate[] };

/**
 * Every stored form of these records, rendered and compressed (CPU only: a writer may do it while Postgres writes
 * the records). A record whose document cannot be rendered is logged and left out, to the request path.
 */
function siapkanFragmen(sumber: readonly SumberRender[]): Map<string, PotonganDeflate[]> {
  const hasil = new Map<string, PotonganDeflate[]>();
  for (const b of sumber) {
    try {
      hasil.set(b.id, SEMUA_BENTUK.map((bentuk) => potongDeflate(renderBentuk(b, bentuk))));
    } catch (err) {
      console.warn(`[fragmen] ${b.id} tidak dapat dirender: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return hasil;
}

/**
 * Store prepared forms, each row only while the record still has the `versi` and `updated_at` they were rendered
 * from and is PUBLISHED. Seven array parameters instead of eight per row: binding thousands of parameters cost
 * more than writing the rows. A CSW form is kept as its compressed piece alone: its markup would be the same
 * bytes again, four times larger, compressed once more by TOAST and read by no one that cannot inflate the piece.
 */
function simpanSiap(db: DbOrTx, siap: readonly FragmenSiap[]) {
  const baris = siap.flatMap((f) => f.potongan.map((p, i) => ({ f, p, bentuk: SEMUA_BENTUK[i]! })));
  const kolom = (ambil: (b: (typeof baris)[number]) => string | number) => larikLiteral(baris.map(ambil));
  return db.execute(sql`
    insert into ${metadataFragmen} (metadata_id, bentuk, versi_render, diperbarui, versi_rekaman, deflate, crc, panjang)
    select m.id, v.bentuk, ${VERSI_RENDER}, m.updated_at, m.versi, decode(v.deflate, 'base64'), v.crc, v.panjang
    from unnest(${kolom((b) => b.f.id)}::uuid[], ${kolom((b) => b.bentuk)}::text[], ${kolom((b) => b.f.versi)}::int[],
      ${kolom((b) => b.f.diperbaruiTeks)}::timestamptz[], ${kolom((b) => b.p.deflate.toString("base64"))}::text[],
      ${kolom((b) => b.p.crc | 0)}::int[], ${kolom((b) => b.p.panjang)}::int[]) as v(id, bentuk, versi, diperbarui, deflate, crc, panjang)
    join ${metadata} m on m.id = v.id and m.versi = v.versi and m.updated_at = v.diperbarui and m.status = 'PUBLISHED'
    on conflict (metadata_id, bentuk) do update set
      versi_render = excluded.versi_render, diperbarui = excluded.diperbarui, versi_rekaman = excluded.versi_rekaman, xml = null,
      deflate = excluded.deflate, crc = excluded.crc, panjang = excluded.panjang`);
}

/**
 * `tulisFragmen` for records the caller has just written and still holds: rendered from the documents in memory
 * instead of read back, with the same guard, so a row whose `versi` or `updated_at` is not the one given gets
 * nothing. `diperbaruiTeks` is any text Postgres reads as that timestamptz (ISO will do). Batches overlap: this
 * thread renders and compresses a batch while Postgres stores the one before.
 */
export async function tulisFragmenDari(db: DbOrTx, sumber: readonly BarisSumber[]): Promise<number> {
  let jumlah = 0;
  let simpan: { hasil: Promise<unknown> } | undefined;
  for (let i = 0; i < sumber.length; i += REKAMAN_PER_INSERT) {
    const batch = sumber.slice(i, i + REKAMAN_PER_INSERT);
    const potongan = siapkanFragmen(batch);
    const siap = batch.flatMap((b) => (potongan.has(b.id) ? [{ id: b.id, versi: b.versi, diperbaruiTeks: b.diperbaruiTeks, potongan: potongan.get(b.id)! }] : []));
    await simpan?.hasil;
    if (siap.length === 0) continue;
    jumlah += siap.length;
    simpan = await kirimDulu(simpanSiap(db, siap));
  }
  await simpan?.hasil;
  return jumlah;
}

/** PUBLISHED records lacking a current row of some form (or its compressed piece): the condition the fill looks for. */
export const kurangFragmen = sql`(select count(*) from ${metadataFragmen} f where f.metadata_id = ${metadata.id} and f.versi_render = ${VERSI_RENDER}
  and f.diperbarui = ${metadata.updatedAt} and f.versi_rekaman = ${metadata.versi} and f.deflate is not null) < ${SEMUA_BENTUK.length}`;

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
