import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { renderToStaticMarkup } from "react-dom/server";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import HalamanOgc from "@/app/(public)/ogcapi-html/[[...jalur]]/page";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/seed";
import { config, proxy } from "@/proxy";
import { createTestDatabase } from "@/tests/helpers/db";

// The HTML encoding of /ogcapi (Features /conf/html, Records html): proxy.ts sends HTML-negotiating GETs to the
// server-rendered pages, which show the same documents and page by the same links, without JavaScript.

let h: DatabaseHandle;
let ids: string[];

beforeAll(async () => {
  h = await createTestDatabase();
  await seedDatabase(h.db, { count: 60 });
  ids = (await h.db.select({ id: metadata.id }).from(metadata).where(eq(metadata.status, "PUBLISHED")).orderBy(asc(metadata.id))).map((r) => r.id);
});
afterAll(async () => {
  await h?.close();
});

const halaman = async (jalur: string[], sp: Record<string, string> = {}) =>
  renderToStaticMarkup(await HalamanOgc({ params: Promise.resolve({ jalur: jalur.length ? jalur : undefined }), searchParams: Promise.resolve(sp) }));

describe("content negotiation in proxy.ts", () => {
  const tujuan = (url: string, accept?: string) => proxy(new NextRequest(url, { headers: accept ? { accept } : {} })).headers.get("x-middleware-rewrite");

  it("rewrites f=html and browser Accept headers to the pages, leaves JSON, XML and other paths alone", () => {
    expect(tujuan("http://localhost/ogcapi?f=html")).toBe("http://localhost/ogcapi-html?f=html");
    expect(tujuan("http://localhost/ogcapi/collections/metadata/items?q=jalan", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe("http://localhost/ogcapi-html/collections/metadata/items?q=jalan");
    expect(tujuan("http://localhost/ogcapi/collections?f=json", "text/html")).toBeNull();
    expect(tujuan("http://localhost/ogcapi/collections", "application/json")).toBeNull();
    expect(tujuan("http://localhost/ogcapi/collections/metadata/items/x", "application/xml")).toBeNull();
    expect(tujuan("http://localhost/katalog", "text/html")).toBeNull();
  });

  it("runs for /ogcapi only when HTML may be wanted or the path holds a %: JSON, XML and POSTed CQL2 skip it", () => {
    const cocok = (url: string, headers: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, url, headers });
    expect(cocok("/ogcapi?f=html")).toBe(true);
    expect(cocok("/ogcapi/collections/metadata/items", { accept: "text/html,application/xhtml+xml" })).toBe(true);
    expect(cocok("/ogcapi/collections/metadata/items/%E0%A4%A")).toBe(true);
    expect(cocok("/ogcapi/collections/metadata/items?bbox=1,2,3,4")).toBe(false);
    expect(cocok("/ogcapi/collections/metadata/items", { accept: "application/geo+json" })).toBe(false);
    expect(cocok("/ogcapi")).toBe(false);
    expect(cocok("/katalog")).toBe(true);
  });
});

describe("pages", () => {
  it("landing page, conformance, collections, queryables and the API definition", async () => {
    const depan = await halaman([]);
    expect(depan).toContain("<h1>");
    expect(depan).toContain("/ogcapi/collections/metadata/items?f=html");
    expect(await halaman(["conformance"])).toContain("http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/core");
    const koleksi = await halaman(["collections"]);
    expect(koleksi).toContain(`${ids.length} rekaman`);
    expect(await halaman(["collections", "metadata", "queryables"])).toContain("<code>title</code>");
    expect(await halaman(["openapi"])).toContain("GET /collections/metadata/items");
  });

  it("items: a search form that works without JavaScript, results, and next/prev links in HTML", async () => {
    const p1 = await halaman(["collections", "metadata", "items"], { limit: "5" });
    expect(p1).toMatch(/<form [^>]*action="\/ogcapi\/collections\/metadata\/items" method="get"/);
    expect(p1).toContain('name="f" value="html"');
    for (const id of ids.slice(0, 5)) expect(p1).toContain(`/ogcapi/collections/metadata/items/${id}?f=html`);
    expect(p1).not.toContain(ids[5]!);
    const next = /<a rel="next" href="([^"]+)"/.exec(p1)![1]!.replaceAll("&amp;", "&");
    const u = new URL(next);
    expect(u.searchParams.get("f")).toBe("html");
    const p2 = await halaman(["collections", "metadata", "items"], Object.fromEntries(u.searchParams));
    expect(p2).toContain(ids[5]!);
    expect(p2).toContain('rel="prev"');
  });

  it("one record, with its ISO XML and catalogue links; unknown ids are 404; bad parameters say which", async () => {
    const satu = await halaman(["collections", "metadata", "items", ids[0]!]);
    expect(satu).toContain(`<code>${ids[0]}</code>`);
    for (const f of ["gmd", "mdb2016", "mdb2018"]) expect(satu).toContain(`?f=${f}`);
    expect(satu).toContain(`/katalog/${ids[0]}`);
    await expect(halaman(["collections", "metadata", "items", "00000000-0000-0000-0000-000000000000"])).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
    const galat = await halaman(["collections", "metadata", "items"], { bbox: "1,2" });
    expect(galat).toContain("<code>bbox</code>");
  });
});
