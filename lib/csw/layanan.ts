import { bacaGenerasiCsw } from "@/lib/cache/csw-generasi";
import { denganCacheTeks, sidikKunci } from "@/lib/cache/teks";
import type { Ctx } from "@/lib/context";
import { CswError, nilaiTidakValid } from "@/lib/csw/exception";
import { BATAS_XML_BAWAAN } from "@/lib/csw/xml-tree";
import { env } from "@/lib/env";
import { HEADER_HEMAT, terimaGzip } from "@/lib/http/gzip-rakit";
import { bacaTeksTerbatas } from "@/lib/http/body";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { denganIzin } from "@/lib/http/serentak";
import { kunciPermintaan, etagUntuk, masukCache, ttlUntuk } from "./cache";
import { renderCapabilities } from "./capabilities";
import { describeRecord } from "./describe-record";
import { getDomain } from "./get-domain";
import { getRecordById } from "./get-record-by-id";
import { getRecords, halamanRakit } from "./get-records";
import { kvpKeMentah } from "./kvp";
import type { Mentah } from "./mentah";
import { bacaPengaturanCsw } from "./pengaturan";
import type { PermintaanCsw } from "./permintaan";
import { xmlKeMentah } from "./post";
import { cocokEtag, responsPengecualian, responsTidakBerubah, responsXml, type IsiGzip } from "./respons";
import { validasiPermintaan } from "./validasi";

/** The database context, opened only when an answer needs it (errors in parameters never touch it). */
export type BukaCtx = () => Promise<Ctx>;

/**
 * Answer one /csw request with the built-in provider: parse (KVP or XML), validate, then serve from the shared
 * cache or compute. Every failure becomes an ows:ExceptionReport (respons.ts).
 */
export async function layaniCswBawaan(req: Request, bukaCtx: BukaCtx): Promise<Response> {
  try {
    const p = validasiPermintaan(await bacaMentah(req));
    const dasar = urlDasar(req);
    const kunci = kunciPermintaan(p, dasar);
    const sidik = sidikKunci(kunci);
    const generasi = await bacaGenerasiCsw().catch(() => -1);
    const etag = generasi >= 0 ? etagUntuk(generasi, sidik) : undefined;
    const ttl = ttlUntuk(p);
    if (etag && cocokEtag(req.headers.get("if-none-match"), etag)) return responsTidakBerubah(etag, ttl);
    // Only work the cache cannot answer holds one of the client's concurrent permits (lib/http/serentak.ts).
    const rakit = halamanRakit(p, req.headers.get(HEADER_HEMAT) === "1" && terimaGzip(req.headers.get("accept-encoding") ?? undefined));
    const hitung = () => denganIzin(ipKlienTepercaya(req), () => jalankan(p, bukaCtx, dasar, generasi, rakit));
    const isi = masukCache(p) && !rakit ? await denganCacheTeks("csw", kunci, ttl, async () => keTeks(await hitung()), { sidik, generasi: generasi >= 0 ? generasi : undefined }) : await hitung();
    return responsXml(isi, { sMaxAge: ttl, etag });
  } catch (err) {
    return responsPengecualian(err);
  }
}

async function jalankan(p: PermintaanCsw, bukaCtx: BukaCtx, dasar: string, generasi: number, gzip: boolean): Promise<string | IsiGzip | ReadableStream<Uint8Array>> {
  switch (p.operasi) {
    case "DescribeRecord":
      return describeRecord(p);
    case "GetCapabilities": {
      const pengaturan = await bacaPengaturanCsw(await bukaCtx());
      const updateSequence = `${Math.max(generasi, 0)}.${pengaturan.updatedAt.getTime()}`;
      return renderCapabilities({ input: p, pengaturan, url: `${dasar}/csw`, dasar, updateSequence });
    }
    case "GetRecords": {
      const hasil = await getRecords({ ctx: await bukaCtx(), input: p, generasi: generasi >= 0 ? generasi : undefined, gzip });
      if (hasil.jenis === "teks") return hasil.teks;
      return hasil.gzip ? { gzip: hasil.aliran } : hasil.aliran;
    }
    case "GetRecordById":
      return getRecordById({ ctx: await bukaCtx(), input: p });
    case "GetDomain":
      return getDomain({ ctx: await bukaCtx(), input: p });
  }
}

function keTeks(isi: string | IsiGzip | ReadableStream<Uint8Array>): string {
  if (typeof isi !== "string") throw new Error("Jawaban beraliran tidak boleh masuk cache");
  return isi;
}

/**
 * The public origin links are built from (conformance A7): forwarded headers only behind a trusted proxy, and
 * their right-most entry (a proxy that appends leaves what the client sent to its left).
 */
export function urlDasar(req: Request): string {
  const e = env();
  if (e.CSW_TRUST_PROXY) {
    const host = req.headers.get("x-forwarded-host")?.split(",").at(-1)?.trim();
    const proto = req.headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim();
    if (host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host) && (proto === "https" || proto === "http")) return `${proto}://${host}`;
  }
  return e.PUBLIC_BASE_URL.replace(/\/+$/, "");
}

const JENIS_XML = ["", "text/xml", "application/xml"];

/** GET query, or a POST body: XML (text/xml, application/xml or no type) or form-encoded KVP (conformance A1). */
async function bacaMentah(req: Request): Promise<Mentah> {
  if (req.method !== "POST") return kvpKeMentah(new URL(req.url).searchParams);
  const jenis = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (jenis === "application/x-www-form-urlencoded") return kvpKeMentah(new URLSearchParams(await teksBadan(req)));
  if (!JENIS_XML.includes(jenis)) {
    throw nilaiTidakValid(`Content-Type '${jenis.slice(0, 60)}' tidak didukung; kirim XML (text/xml, application/xml) atau application/x-www-form-urlencoded.`, "request");
  }
  return xmlKeMentah(await teksBadan(req));
}

/** The body as UTF-8 text, refused beyond the XML size bound without reading further (conformance A3). */
function teksBadan(req: Request): Promise<string> {
  const maks = BATAS_XML_BAWAAN.maxBytes;
  return bacaTeksTerbatas(req, maks, {
    terlaluBesar: () => new CswError("NoApplicableCode", `Badan permintaan melebihi batas ${maks} bita.`),
    bukanUtf8: () => new CswError("NoApplicableCode", "Badan permintaan bukan teks UTF-8 yang sah."),
  });
}
