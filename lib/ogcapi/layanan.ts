import { and, eq, sql } from "drizzle-orm";
import { denganCacheTeks } from "@/lib/cache/teks";
import type { Ctx } from "@/lib/context";
import { TTL_REKAMAN } from "@/lib/csw/cache";
import { hitungCocok } from "@/lib/csw/get-records";
import { HITUNG_PUBLIK, kondisiGetRecords } from "@/lib/csw/kueri-get-records";
import { kolomRekaman, type BarisRekaman } from "@/lib/csw/rekaman";
import { barisHasil } from "@/lib/db/baris";
import { eksekusiSiap } from "@/lib/db/siap";
import { metadata } from "@/lib/db/schema";
import { PgDialect } from "drizzle-orm/pg-core";
import { tidakAda } from "./galat";
import { kataDanKotak, kueriHalaman, kueriHalamanDanJumlah } from "./kueri";
import { tulisKursor } from "./kursor";
import type { KueriItems } from "./parameter";
import { fiturRekaman, type FiturRekaman } from "./rekaman";
import { denganParameter, MEDIA, type Tautan } from "./tautan";

const dialek = new PgDialect();

export type HalamanItems = {
  type: "FeatureCollection";
  numberMatched: number;
  numberReturned: number;
  timeStamp: string;
  features: FiturRekaman[];
  links: Tautan[];
};

/**
 * One page of /collections/metadata/items: the filter's count (cached per data generation, as CSW's), then the
 * page's ids by keyset (kueri.ts), then the documents, rendered as Features. `url` is the request URL the links
 * are built from (its other parameters kept).
 */
export async function cariItems({ ctx, input: p, akar, url }: { ctx: Ctx; input: KueriItems; akar: string; url: string }): Promise<HalamanItems> {
  type Baris = Record<string, string | null> & { id: string; dokumen: unknown; diubah: unknown; dibuat: unknown };
  // A filter's first request (its count not cached yet) gets the page and the count in one pass; with the count
  // cached, or for the unfiltered catalogue, the page query chooses its own way (kueri.ts).
  let sekaligus: Baris[] | undefined;
  const hitungDenganHalaman = async () => {
    const kueri = kueriHalamanDanJumlah(p);
    const hasil = barisHasil<Baris & { jumlah: number }>(await (kataDanKotak(p) ? eksekusiSiap(ctx.db, kueri, "ogc_items_kata_kotak") : ctx.db.execute(kueri)));
    sekaligus = hasil.filter((b) => b.id !== null);
    return Number(hasil[0]?.jumlah ?? 0);
  };
  const cocok = await hitungCocok(ctx, sql`select count(*)::int as n from ${metadata} where ${kondisiGetRecords(p.filter)}`, undefined, p.filter ? hitungDenganHalaman : undefined);
  const publik = p.filter ? await hitungCocok(ctx, HITUNG_PUBLIK) : cocok;
  const baris = sekaligus ?? (cocok === 0 ? [] : barisHasil<Baris>(await ctx.db.execute(kueriHalaman(p, cocok, publik))));
  const lebih = baris.length > p.limit;
  const halaman = baris.slice(0, p.limit);
  const mundur = p.kursor?.arah === "mundur";
  if (mundur) halaman.reverse();
  const rekaman = halaman.map(rekamanDariBaris);
  const kursor = (b: Record<string, string | null> & { id: string }, arah: "maju" | "mundur") =>
    tulisKursor({ urut: p.urut.nama, nilai: p.urut.kunci.map((_, i) => b[`n${i}`] ?? null), id: b.id, arah });
  // Going forward there is a next page when a row beyond the page came back, and a previous one whenever this page
  // was reached by a cursor; going backward the other way round.
  const adaBerikut = mundur ? true : lebih;
  const adaSebelum = mundur ? lebih : p.kursor !== undefined;
  const pertama = halaman[0];
  const terakhir = halaman.at(-1);
  const links: Tautan[] = [
    { href: denganParameter(url, { f: "json" }), rel: "self", type: MEDIA.geojson, title: "Halaman ini dalam GeoJSON" },
    { href: denganParameter(url, { f: "html" }), rel: "alternate", type: MEDIA.html, title: "Halaman ini dalam HTML" },
    ...(adaBerikut && terakhir ? [{ href: denganParameter(url, { kursor: kursor(terakhir, "maju") }), rel: "next", type: MEDIA.geojson, title: "Halaman berikutnya" }] : []),
    ...(adaSebelum && pertama ? [{ href: denganParameter(url, { kursor: kursor(pertama, "mundur") }), rel: "prev", type: MEDIA.geojson, title: "Halaman sebelumnya" }] : []),
    { href: `${akar}/collections/metadata`, rel: "collection", type: MEDIA.json, title: "Koleksi metadata" },
  ];
  return {
    type: "FeatureCollection",
    numberMatched: cocok,
    numberReturned: rekaman.length,
    timeStamp: new Date().toISOString(),
    features: rekaman.map((r) => fiturRekaman(r, akar)),
    links,
  };
}

/** A page row's record, its columns read as drizzle reads them (the driver may give JSON and times as text). */
function rekamanDariBaris(b: { id: string; dokumen: unknown; diubah: unknown; dibuat: unknown }): BarisRekaman {
  return {
    id: b.id,
    dokumen: metadata.dokumen.mapFromDriverValue(b.dokumen) as BarisRekaman["dokumen"],
    updatedAt: metadata.updatedAt.mapFromDriverValue(b.diubah as string) as Date,
    createdAt: metadata.createdAt.mapFromDriverValue(b.dibuat as string) as Date,
  };
}

/** A PUBLISHED record by id, or 404 (unknown, malformed and unpublished ids alike: nothing hints at a private one). */
export async function ambilRekamanOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<BarisRekaman> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
  const [b] = uuid ? await ctx.db.select(kolomRekaman).from(metadata).where(and(eq(metadata.status, "PUBLISHED"), eq(metadata.id, uuid))).limit(1) : [];
  if (!b) throw tidakAda(`Rekaman ${id.slice(0, 60)} tidak ditemukan di koleksi metadata.`);
  return b;
}

export type Cakupan = { bbox: [number, number, number, number] | null; interval: [string | null, string | null] | null; jumlah: number };

const CAKUPAN = sql`select count(*)::int as n, min(${metadata.bboxBarat}) as w, min(${metadata.bboxSelatan}) as s, max(${metadata.bboxTimur}) as e,
  max(${metadata.bboxUtara}) as u, min(${metadata.temporalMulai}) as a, max(coalesce(${metadata.temporalSelesai}, ${metadata.temporalMulai})) as b
  from ${metadata} where ${kondisiGetRecords(undefined)}`;

/** The collection's extent from the published records themselves, cached per data generation like CSW's counts. */
export async function cakupanKoleksi(ctx: Ctx): Promise<Cakupan> {
  const { sql: teks } = dialek.sqlToQuery(CAKUPAN);
  const json = await denganCacheTeks("ogcapi", { cakupan: teks }, TTL_REKAMAN, async () => {
    const [r] = barisHasil<{ n: number; w: number | null; s: number | null; e: number | null; u: number | null; a: string | Date | null; b: string | Date | null }>(await ctx.db.execute(CAKUPAN));
    const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
    const c: Cakupan = {
      jumlah: r?.n ?? 0,
      bbox: r && r.w !== null ? [Number(r.w), Number(r.s), Number(r.e), Number(r.u)] : null,
      interval: r && (r.a !== null || r.b !== null) ? [iso(r.a), iso(r.b)] : null,
    };
    return JSON.stringify(c);
  });
  return JSON.parse(json) as Cakupan;
}
