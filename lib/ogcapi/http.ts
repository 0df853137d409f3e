import "server-only";
import { AKTOR_PUBLIK, type Ctx } from "@/lib/context";
import { HEADER_CORS } from "@/lib/csw/respons";
import { urlDasar } from "@/lib/csw/layanan";
import { bacaPengaturanCsw } from "@/lib/csw/pengaturan";
import { BATAS_FILTER } from "@/lib/csw/filter/batas";
import { getDbBaca } from "@/lib/db/replika";
import { bacaTeksTerbatas } from "@/lib/http/body";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { denganLingkup } from "@/lib/http/lingkup";
import { denganIzin } from "@/lib/http/serentak";
import { renderXml } from "@/lib/xml";
import { parseCql2Json } from "./cql2/json";
import { daftarKoleksi, halamanDepan, kesesuaian, koleksi, queryables, type Identitas } from "./dokumen";
import { keMasalah, MasalahOgc, parameterSalah, tidakAda, untukParameter } from "./galat";
import { ambilRekamanOrThrow, cakupanKoleksi, cariItems } from "./layanan";
import { pilihFormat, type Format } from "./negosiasi";
import { dokumenOpenApi } from "./openapi";
import { parseKueriItems } from "./parameter";
import { fiturRekaman } from "./rekaman";
import { MEDIA } from "./tautan";
import { buatLogika } from "@/lib/csw/filter";

/** The API's root URL as clients see it (the CSW's public origin rule) – every link is absolute from it. */
export const akarOgc = (req: Request) => `${urlDasar(req)}/ogcapi`;

const bukaCtx = async (): Promise<Ctx> => ({ db: await getDbBaca(), actor: AKTOR_PUBLIK });

function jawabJson(isi: unknown, media: string = MEDIA.json, status = 200, header: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(isi), { status, headers: { ...HEADER_CORS, "content-type": media, "cache-control": "no-cache", vary: "Accept", ...header } });
}

export function jawabMasalah(err: unknown): Response {
  const { isi, header } = keMasalah(err);
  return jawabJson(isi, MEDIA.masalah, isi.status, header);
}

async function identitas(ctx: Ctx): Promise<Identitas> {
  const p = await bacaPengaturanCsw(ctx);
  return { judul: p.judul, deskripsi: p.abstrak ?? "" };
}

/**
 * Answer one /ogcapi request in JSON or ISO XML (HTML is served by the pages of app/(public)/ogcapi-html, to which
 * proxy.ts rewrites requests that negotiate HTML). Database work holds one of the client's concurrent permits and
 * runs on the public read pool (statement timeout, cancelled with the request), as /csw does.
 */
export function layaniOgc(req: Request, jalur: string[]): Promise<Response> {
  return denganLingkup(req.signal, async () => {
    try {
      const url = new URL(req.url);
      const akar = akarOgc(req);
      const diminta = `${akar}${jalur.length ? `/${jalur.join("/")}` : ""}${url.search}`;
      const kerja = <T,>(fn: (ctx: Ctx) => Promise<T>) => denganIzin(ipKlienTepercaya(req), async () => fn(await bukaCtx()));
      const format = (boleh: readonly Format[]) => pilihFormat(url.searchParams, req.headers.get("accept"), boleh);
      const [a, b, c, d, ...lebih] = jalur;
      if (lebih.length) throw tidakAda("Jalur tidak dikenal.");
      if (req.method === "POST" && !(a === "collections" && b === "metadata" && c === "items" && !d)) {
        return jawabMasalah(new MasalahOgc(405, "Metode POST hanya untuk /collections/metadata/items (filter CQL2 JSON)."));
      }
      if (a === undefined) {
        const f = format(["json", "html"]) as "json";
        return jawabJson(halamanDepan(akar, await kerja(identitas), f));
      }
      if (a === "conformance" && !b) return jawabJson(kesesuaian(akar, format(["json", "html"]) as "json"));
      if (a === "openapi" && !b) {
        format(["json", "html"]);
        return jawabJson(dokumenOpenApi(akar), MEDIA.openapi);
      }
      if (a !== "collections") throw tidakAda("Jalur tidak dikenal.");
      if (!b) {
        const f = format(["json", "html"]) as "json";
        return jawabJson(daftarKoleksi(akar, ...(await kerja(async (ctx) => [await identitas(ctx), await cakupanKoleksi(ctx)] as const)), f));
      }
      if (b !== "metadata") throw tidakAda(`Koleksi ${b.slice(0, 60)} tidak ada; satu-satunya koleksi adalah metadata.`);
      if (!c) {
        const f = format(["json", "html"]) as "json";
        return jawabJson(koleksi(akar, ...(await kerja(async (ctx) => [await identitas(ctx), await cakupanKoleksi(ctx)] as const)), f));
      }
      if (c === "queryables" && !d) {
        format(["json", "html"]);
        return jawabJson(queryables(akar), MEDIA.skema);
      }
      if (c !== "items") throw tidakAda("Jalur tidak dikenal.");
      if (!d) {
        format(["json", "html"]);
        const kueri = parseKueriItems(url.searchParams);
        if (req.method === "POST") {
          // OWSLib (collection_items with cql=…) posts a CQL2 JSON filter as the body.
          const badan = await bacaTeksTerbatas(req, BATAS_FILTER.panjangCql, {
            terlaluBesar: () => new MasalahOgc(413, `Badan permintaan melebihi ${BATAS_FILTER.panjangCql} bita.`),
            bukanUtf8: () => parameterSalah("filter", "Badan permintaan bukan teks UTF-8."),
          });
          const f = untukParameter("filter", () => {
            let v: unknown;
            try {
              v = JSON.parse(badan);
            } catch {
              throw parameterSalah("filter", "Badan permintaan bukan JSON CQL2 yang sah.");
            }
            return parseCql2Json(v);
          });
          kueri.filter = kueri.filter ? buatLogika("And", [kueri.filter, f]) : f;
        }
        return jawabJson(await kerja((ctx) => cariItems({ ctx, input: kueri, akar, url: diminta })), MEDIA.geojson);
      }
      const f = format(["json", "html", "gmd", "mdb2016", "mdb2018"]);
      const rek = await kerja((ctx) => ambilRekamanOrThrow({ ctx, id: d }));
      if (f === "json" || f === "html") return jawabJson(fiturRekaman(rek, akar), MEDIA.geojson);
      const xml = renderXml(rek.dokumen, { format: f, id: rek.id, dateStamp: rek.updatedAt.toISOString(), dateCreated: rek.createdAt.toISOString() });
      return new Response(xml, { headers: { ...HEADER_CORS, "content-type": `${MEDIA.xml}; charset=utf-8`, "cache-control": "no-cache" } });
    } catch (err) {
      return jawabMasalah(err);
    }
  });
}
