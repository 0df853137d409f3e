import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { denganCacheTeks } from "@/lib/cache/teks";
import type { Ctx } from "@/lib/context";
import { barisHasil } from "@/lib/db/baris";
import { eksekusiSiap } from "@/lib/db/siap";
import { RakitGzip, potongTersimpan, type PotonganDeflate } from "@/lib/http/gzip-rakit";
import { SKEMA_KELUARAN } from "@/lib/xml";
import { bentukCsw, potonganRekaman } from "@/lib/xml/fragmen";
import { escapeAtribut, escapeTeks } from "@/lib/xml/sink";
import { TTL_REKAMAN } from "./cache";
import { HITUNG_PUBLIK, kueriGetRecords } from "./kueri-get-records";
import type { PermintaanCsw, PermintaanGetRecords } from "./permintaan";
import { atributNamespace, rekamanCsw } from "./rekaman";
import { DEKLARASI, LOKASI_CSW } from "./xml";

/**
 * Pages of up to this many records are rendered whole (and may be cached); larger pages stream in batches of
 * BATCH_ALIRAN, so a harvester's 500-record pages never hold more than one batch of documents in memory.
 */
export const BATAS_HALAMAN_UTUH = 100;
const BATCH_ALIRAN = 50;

/**
 * `aliran` with `gzip`: the bytes are already a gzip body (Content-Encoding: gzip), assembled from the stored
 * compressed pieces of the records (halamanRakit).
 */
export type HasilGetRecords = { jenis: "teks"; teks: string } | { jenis: "aliran"; aliran: ReadableStream<Uint8Array>; gzip?: true };

/**
 * Pages of more than this many whole records go out as gzip assembled from each record's stored compressed piece
 * when the client accepts gzip: compressing a 50-record ISO page (250–800 KB) per request cost 3–8 ms of CPU,
 * more than the rest of the request. Such pages skip the text cache (lib/csw/cache.ts masukCache), which holds
 * text; smaller pages keep it and are compressed whole on the way out (scripts/server/respons-hemat.ts).
 */
export const MIN_HALAMAN_RAKIT = 20;

export function halamanRakit(p: PermintaanCsw, gzip: boolean): boolean {
  return gzip && p.operasi === "GetRecords" && p.resultType === "results" && !p.elementNames && p.maxRecords > MIN_HALAMAN_RAKIT;
}

/** Conformance D3: what a page of at most N from S returns, and the next start (0 after the last page). */
export function halaman(cocok: number, mulai: number, dikembalikan: number, hits: boolean): number {
  if (hits) return mulai <= cocok ? mulai : 0;
  return mulai + dikembalikan <= cocok ? mulai + dikembalikan : 0;
}

/** GetRecords (conformance D): validate, hits or one page of results, rendered whole or streamed. */
export async function getRecords({ ctx, input: p, generasi, gzip = false }: { ctx: Ctx; input: PermintaanGetRecords; generasi?: number; gzip?: boolean }): Promise<HasilGetRecords> {
  const stempel = new Date().toISOString();
  if (p.resultType === "validate") return { jenis: "teks", teks: pengakuan(p, stempel) };
  const kueri = kueriGetRecords(p);
  const hanyaHitung = p.resultType === "hits" || p.maxRecords === 0;
  // Counts first: the page query's shape depends on them (kueri-get-records.ts), and a start past the end needs none.
  const cocok = await hitungCocok(ctx, kueri.hitung, generasi);
  let ids: { id: string }[] = [];
  if (!hanyaHitung && p.startPosition <= cocok) {
    const publik = p.filter ? await hitungCocok(ctx, HITUNG_PUBLIK, generasi) : cocok;
    const q = kueri.ids(cocok, publik);
    ids = barisHasil<{ id: string }>(await (kueri.idsSiap ? eksekusiSiap(ctx.db, q, kueri.idsSiap) : ctx.db.execute(q)));
  }
  const kepala = kepalaRespons(p, stempel, cocok, ids.length, halaman(cocok, p.startPosition, ids.length, hanyaHitung));
  const kaki = "</csw:SearchResults></csw:GetRecordsResponse>";
  const idHalaman = ids.map((b) => b.id);

  if (halamanRakit(p, gzip)) return { jenis: "aliran", aliran: aliranRakit(ctx, p, idHalaman, kepala, kaki), gzip: true };
  if (idHalaman.length <= BATAS_HALAMAN_UTUH) {
    const rekaman = await rekamanCsw(ctx.db, idHalaman, p);
    return { jenis: "teks", teks: kepala + rekaman.join("") + kaki };
  }
  const enc = new TextEncoder();
  const batch = (i: number) => idHalaman.slice(i * BATCH_ALIRAN, (i + 1) * BATCH_ALIRAN);
  // One batch read ahead: Postgres reads the next records while this process sends the current ones. At most
  // two batches are held, and only as fast as the client takes them (pull-driven): memory stays flat.
  const bacaDulu = (i: number) => {
    const janji = rekamanCsw(ctx.db, batch(i), p);
    janji.catch(() => {}); // a client gone mid-stream leaves it unawaited; awaiting it still throws
    return janji;
  };
  let ke = 0;
  let dibaca = bacaDulu(0);
  return {
    jenis: "aliran",
    aliran: new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(enc.encode(kepala));
      },
      async pull(c) {
        if (ke * BATCH_ALIRAN >= idHalaman.length) {
          c.enqueue(enc.encode(kaki));
          c.close();
          return;
        }
        const rekaman = await dibaca;
        ke++;
        if (ke * BATCH_ALIRAN < idHalaman.length) dibaca = bacaDulu(ke);
        c.enqueue(enc.encode(rekaman.join("")));
      },
    }),
  };
}

/**
 * The page as one gzip member: header and footer compressed here, each record's stored piece as it is, in batches
 * of BATCH_ALIRAN read one ahead (as the text stream above), one chunk per batch.
 */
function aliranRakit(ctx: Ctx, p: PermintaanGetRecords, ids: string[], kepala: string, kaki: string): ReadableStream<Uint8Array> {
  const bentuk = bentukCsw(p.format, p.elementSet);
  const rakit = new RakitGzip();
  const gabung = (potongan: PotonganDeflate[]) => Buffer.concat(potongan.map((x) => rakit.tambah(x)));
  const bacaDulu = (i: number) => {
    const janji = potonganRekaman(ctx.db, ids.slice(i * BATCH_ALIRAN, (i + 1) * BATCH_ALIRAN), bentuk);
    janji.catch(() => {});
    return janji;
  };
  let ke = 0;
  let dibaca = ids.length ? bacaDulu(0) : undefined;
  // Held back and sent with the first batch, the footer with the last: a page of one batch is one chunk, which
  // leaves in one write with its Content-Length.
  let awal: Buffer[] = [rakit.kepala(), gabung([potongTersimpan(kepala)])];
  return new ReadableStream<Uint8Array>({
    async pull(c) {
      const bagian = awal;
      awal = [];
      if (dibaca) {
        bagian.push(gabung(await dibaca));
        ke++;
        dibaca = ke * BATCH_ALIRAN < ids.length ? bacaDulu(ke) : undefined;
      }
      if (!dibaca) bagian.push(gabung([potongTersimpan(kaki)]), rakit.akhir());
      c.enqueue(Buffer.concat(bagian));
      if (!dibaca) c.close();
    },
  });
}

const dialek = new PgDialect();

/**
 * A filter's count, shared by every page of it (a harvester walking 120 pages counts once) through the CSW text
 * cache, which keys entries by the data generation: every status change bumps it, so a cached count is current.
 * `generasi`: the one /csw read for this request (no further Redis round trip); undefined reads it.
 * `hitungLain`: how to compute it on a miss instead of running `hitung` (still keyed by `hitung`), e.g. a statement
 * that returns a page with the count in the same pass (lib/ogcapi/layanan.ts).
 */
export async function hitungCocok(ctx: Ctx, hitung: SQL, generasi?: number, hitungLain?: () => Promise<number>): Promise<number> {
  const { sql: teks, params } = dialek.sqlToQuery(hitung);
  const jalankan = hitungLain ? async () => String(await hitungLain()) : async () => String(barisHasil<{ n: number }>(await ctx.db.execute(hitung))[0]?.n ?? 0);
  const n = await denganCacheTeks("csw", { hitung: teks, params }, TTL_REKAMAN, jalankan, { generasi });
  return Number(n);
}

function kepalaRespons(p: PermintaanGetRecords, stempel: string, cocok: number, dikembalikan: number, berikut: number): string {
  const elementSet = p.elementNames ? "" : ` elementSet="${p.elementSet}"`;
  return (
    `${DEKLARASI}<csw:GetRecordsResponse${atributNamespace(p.format)} xsi:schemaLocation="${LOKASI_CSW}" version="2.0.2">` +
    (p.requestId ? `<csw:RequestId>${escapeTeks(p.requestId)}</csw:RequestId>` : "") +
    `<csw:SearchStatus timestamp="${stempel}"/>` +
    `<csw:SearchResults numberOfRecordsMatched="${cocok}" numberOfRecordsReturned="${dikembalikan}" nextRecord="${berikut}"` +
    `${elementSet} recordSchema="${escapeAtribut(SKEMA_KELUARAN[p.format])}">`
  );
}

/** resultType=validate (conformance D5): the request was checked; echo it with a timestamp. */
function pengakuan(p: PermintaanGetRecords, stempel: string): string {
  return (
    `${DEKLARASI}<csw:Acknowledgement xmlns:csw="${SKEMA_KELUARAN.dc}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="${LOKASI_CSW}" timeStamp="${stempel}">` +
    `<csw:EchoedRequest>${p.gema}</csw:EchoedRequest>` +
    (p.requestId ? `<csw:RequestId>${escapeTeks(p.requestId)}</csw:RequestId>` : "") +
    `</csw:Acknowledgement>`
  );
}
