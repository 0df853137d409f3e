import "server-only";
import type { Ctx } from "@/lib/context";
import { bacaPengaturanCsw } from "@/lib/csw/pengaturan";
import { env } from "@/lib/env";
import { daftarKoleksi, halamanDepan, kesesuaian, koleksi, queryables } from "./dokumen";
import { MasalahOgc, tidakAda } from "./galat";
import { ambilRekamanOrThrow, cakupanKoleksi, cariItems, type HalamanItems } from "./layanan";
import { dokumenOpenApi } from "./openapi";
import { parseKueriItems } from "./parameter";
import { fiturRekaman, type FiturRekaman } from "./rekaman";

/** What an /ogcapi HTML page shows: the same documents as the JSON answers, from the same services. */
export type IsiHalamanOgc =
  | { jenis: "depan"; akar: string; doc: ReturnType<typeof halamanDepan> }
  | { jenis: "kesesuaian"; akar: string; doc: ReturnType<typeof kesesuaian> }
  | { jenis: "openapi"; akar: string; doc: ReturnType<typeof dokumenOpenApi> }
  | { jenis: "koleksi"; akar: string; daftar: ReturnType<typeof koleksi>[] }
  | { jenis: "queryables"; akar: string; doc: ReturnType<typeof queryables> }
  | { jenis: "items"; akar: string; halaman: HalamanItems; params: URLSearchParams }
  | { jenis: "item"; akar: string; fitur: FiturRekaman }
  | { jenis: "galat"; akar: string; pesan: string; parameter?: string };

export const akarPublik = () => `${env().PUBLIC_BASE_URL.replace(/\/+$/, "")}/ogcapi`;

/** Resolve an /ogcapi path for the HTML pages; unknown paths and records throw (the page answers 404). */
export async function isiHalamanOgc(ctx: Ctx, jalur: string[], params: URLSearchParams): Promise<IsiHalamanOgc> {
  const akar = akarPublik();
  const [a, b, c, d, ...lebih] = jalur;
  const identitas = async () => {
    const p = await bacaPengaturanCsw(ctx);
    return { judul: p.judul, deskripsi: p.abstrak ?? "" };
  };
  try {
    if (lebih.length) throw tidakAda("Jalur tidak dikenal.");
    if (a === undefined) return { jenis: "depan", akar, doc: halamanDepan(akar, await identitas(), "html") };
    if (a === "conformance" && !b) return { jenis: "kesesuaian", akar, doc: kesesuaian(akar, "html") };
    if (a === "openapi" && !b) return { jenis: "openapi", akar, doc: dokumenOpenApi(akar) };
    if (a !== "collections" || (b !== undefined && b !== "metadata")) throw tidakAda("Jalur tidak dikenal.");
    if (!b) return { jenis: "koleksi", akar, daftar: daftarKoleksi(akar, await identitas(), await cakupanKoleksi(ctx), "html").collections };
    if (!c) return { jenis: "koleksi", akar, daftar: [koleksi(akar, await identitas(), await cakupanKoleksi(ctx), "html")] };
    if (c === "queryables" && !d) return { jenis: "queryables", akar, doc: queryables(akar) };
    if (c !== "items") throw tidakAda("Jalur tidak dikenal.");
    if (!d) {
      const url = `${akar}/collections/metadata/items?${params}`;
      return { jenis: "items", akar, halaman: await cariItems({ ctx, input: parseKueriItems(params), akar, url }), params };
    }
    return { jenis: "item", akar, fitur: fiturRekaman(await ambilRekamanOrThrow({ ctx, id: d }), akar) };
  } catch (err) {
    if (err instanceof MasalahOgc && err.status === 400) return { jenis: "galat", akar, pesan: err.message, parameter: err.parameter };
    throw err;
  }
}
