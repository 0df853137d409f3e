import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import LayoutPublik from "@/app/(public)/layout";
import Katalog from "@/app/(public)/katalog/page";
import { Kerangka } from "@/components/Kerangka";
import { GET as umpan } from "@/app/feed.atom/route";
import { GET as openSearch } from "@/app/opensearch.xml/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { kirim } from "@/tests/helpers/sesi";
import { validasiXml } from "@/tests/helpers/xmllint";

type Handler = Parameters<typeof kirim>[0];
const ambil = (path: string) => kirim<string>(umpan as Handler, path);
const idEntri = (xml: string) => [...xml.matchAll(/<id>urn:uuid:([0-9a-f-]{36})<\/id>/g)].map((m) => m[1]!);

let h: DatabaseHandle;
let base: string;
let ids: { lama: string; baru: string; raster: string; draf: string };

beforeAll(async () => {
  h = await createTestDatabase();
  base = env().PUBLIC_BASE_URL;
  const p = await buatPemilik(h.db, "UMP");
  const pemilik = { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id };
  const [lama, baru, raster] = await sisipkanRekaman(h.db, pemilik, [
    { judul: "Sungai Kalimantan Lama", abstrak: "Jaringan sungai & anak sungai <b>Kalimantan</b>.", kataKunci: ["sungai", "hidrografi"], topikKategori: ["inlandWaters"], publishedAt: new Date("2026-01-01T00:00:00Z") },
    { judul: "Sungai Kalimantan Baru", kataKunci: ["sungai"], topikKategori: ["inlandWaters"], publishedAt: new Date("2026-03-01T00:00:00Z") },
    { judul: "Citra Satelit Jawa", tipeData: "raster", topikKategori: ["imageryBaseMapsEarthCover"], publishedAt: new Date("2026-02-01T00:00:00Z") },
  ]);
  const [draf] = await sisipkanRekaman(h.db, pemilik, [{ judul: "Sungai Draf Rahasia", status: "DRAFT" }]);
  ids = { lama: lama!, baru: baru!, raster: raster!, draf: draf! };
});
afterAll(async () => h?.close());

describe("GET /feed.atom", () => {
  it("is Atom 1.0 of PUBLISHED records, newest published first, valid against the RFC 4287 structure check", async () => {
    const res = await ambil("/feed.atom");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(validasiXml(res.body, "atom")).toEqual({ ok: true, galat: "" });
    expect(res.body).toMatch(/<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="id">/);
    expect(idEntri(res.body)).toEqual([ids.baru, ids.raster, ids.lama]);
    expect(res.body).not.toContain(ids.draf);
    expect(res.body).toContain(`<id>${base}/feed.atom</id>`);
    expect(res.body).toContain(`<link rel="self" type="application/atom+xml" href="${base}/feed.atom"/>`);
    expect(res.body).toContain(`<link rel="alternate" type="text/html" href="${base}/katalog"/>`);
    // Fewer than a page: no "next" link that would lead to an empty page.
    expect(res.body).not.toContain('rel="next"');
  });

  it("gives each entry its page, its XML, its organisation as author, categories and a plain-text summary", async () => {
    const res = await ambil("/feed.atom");
    const entri = res.body.split("<entry>").find((e) => e.includes(ids.lama))!;
    expect(entri).toContain("<title type=\"text\">Sungai Kalimantan Lama</title>");
    expect(entri).toContain("<published>2026-01-01T00:00:00.000Z</published>");
    expect(entri).toMatch(/<updated>\d{4}-\d\d-\d\dT[\d:.]+Z<\/updated>/);
    expect(entri).toContain("<author>\n      <name>Organisasi UMP</name>");
    // Plain text, escaped once: markup in an abstract is text, never HTML in a reader.
    expect(entri).toContain('<summary type="text">Jaringan sungai &amp; anak sungai &lt;b&gt;Kalimantan&lt;/b&gt;.</summary>');
    expect(entri).toContain(`<link rel="alternate" type="text/html" href="${base}/katalog/${ids.lama}"/>`);
    expect(entri).toContain(`<link rel="alternate" type="application/xml" title="ISO 19115-3 (XML)" href="${base}/api/public/metadata/${ids.lama}/xml"/>`);
    expect(entri).toContain(`<link rel="related" type="application/xml" title="ISO 19139 (XML)" href="${base}/api/public/metadata/${ids.lama}/xml?format=gmd"/>`);
    expect(entri).toContain('term="inlandWaters"');
    expect(entri).toContain('label="Perairan Darat"');
    expect(entri).toContain('<category term="sungai"/>');
    expect(entri).toContain('<category term="hidrografi"/>');
    // RFC 4287 4.2.7.2: at most one alternate per media type.
    const alternatif = [...entri.matchAll(/rel="alternate" type="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(alternatif).size).toBe(alternatif.length);
  });

  it("is a search's feed with /katalog's filters: newest first even with q, its own id and self link", async () => {
    const res = await ambil("/feed.atom?q=sungai&kategori=inlandWaters&page=");
    expect(res.status).toBe(200);
    expect(validasiXml(res.body, "atom")).toEqual({ ok: true, galat: "" });
    expect(idEntri(res.body)).toEqual([ids.baru, ids.lama]);
    expect(res.body).toContain(`<id>${base}/feed.atom?q=sungai&amp;kategori=inlandWaters</id>`);
    expect(res.body).toContain(`<link rel="alternate" type="text/html" href="${base}/katalog?q=sungai&amp;kategori=inlandWaters"/>`);
    expect(res.body).toContain("<title>GeoKatalog – hasil pencarian “sungai”</title>");
    const raster = await ambil("/feed.atom?tipeData=raster");
    expect(idEntri(raster.body)).toEqual([ids.raster]);
  });

  it("pages like the list: pageSize entries, a next link while pages are full, previous after the first", async () => {
    const satu = await ambil("/feed.atom?pageSize=2");
    expect(idEntri(satu.body)).toEqual([ids.baru, ids.raster]);
    expect(satu.body).toContain(`<link rel="next" type="application/atom+xml" href="${base}/feed.atom?page=2"/>`);
    const dua = await ambil("/feed.atom?pageSize=2&page=2");
    expect(idEntri(dua.body)).toEqual([ids.lama]);
    expect(dua.body).toContain(`<link rel="previous" type="application/atom+xml" href="${base}/feed.atom"/>`);
    expect(validasiXml(dua.body, "atom")).toEqual({ ok: true, galat: "" });
  });

  it("the structure check refuses what RFC 4287 refuses (so the passes above mean something)", async () => {
    const { body } = await ambil("/feed.atom");
    const rusak = [
      body.replace(/<id>[^<]*<\/id>/, ""), // feed without its id
      body.replace(/(<entry>\s*)<id>[^<]*<\/id>/, "$1"), // entry without its id
      body.replace(/<updated>[^<]*<\/updated>/, "<updated>2026-01-01T00:00:00</updated>"), // no time zone
      body.replace(/<author>\s*<name>GeoKatalog<\/name>/, "<author><name></name>"), // nameless author
      body.replace(/<category term="sungai"\/>/, "<category/>"), // category without term
    ];
    for (const xml of rusak) {
      expect(xml).not.toBe(body);
      expect(validasiXml(xml, "atom").ok).toBe(false);
    }
  });

  it("carries an ETag over its bytes: a poll with it is 304 without a body, a changed query is not", async () => {
    const pertama = await ambil("/feed.atom");
    const etag = pertama.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(pertama.headers.get("cache-control")).toBe("public, max-age=300");
    const ulang = await kirim<string>(umpan as Handler, "/feed.atom", { headers: { "if-none-match": `W/${etag}, "lain"` } });
    expect(ulang.status).toBe(304);
    expect(ulang.body).toBe("");
    expect(ulang.headers.get("etag")).toBe(etag);
    const lain = await kirim<string>(umpan as Handler, "/feed.atom?q=sungai", { headers: { "if-none-match": etag! } });
    expect(lain.status).toBe(200);
    expect(lain.headers.get("etag")).not.toBe(etag);
  });

  it("an empty result is still a valid feed", async () => {
    const res = await ambil("/feed.atom?q=tidakadasamasekali");
    expect(res.status).toBe(200);
    expect(idEntri(res.body)).toEqual([]);
    expect(validasiXml(res.body, "atom")).toEqual({ ok: true, galat: "" });
  });

  it("bad parameters are 400 with the public API's Indonesian messages", async () => {
    const kasus: [string, RegExp][] = [
      ["/feed.atom?kategori=bukan", /^Kategori "bukan" tidak dikenal/],
      ["/feed.atom?tipeData=lukisan", /^Tipe data "lukisan" tidak dikenal/],
      ["/feed.atom?bboxN=utara&bboxS=1&bboxE=1&bboxW=1", /^Parameter bboxN harus berupa angka desimal/],
      ["/feed.atom?bboxN=1", /^Filter bbox memerlukan keempat parameter/],
      ["/feed.atom?page=0", /^Parameter page harus bilangan bulat positif/],
    ];
    for (const [path, pesan] of kasus) {
      const res = await kirim<{ error: string }>(umpan as Handler, path);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toMatch(pesan);
    }
  });
});

describe("GET /opensearch.xml", () => {
  it("is an OpenSearch 1.1 description with the search page and feed templates, valid against the 1.1 elements", async () => {
    const res = await kirim<string>(openSearch as Handler, "/opensearch.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/opensearchdescription+xml; charset=utf-8");
    expect(validasiXml(res.body, "opensearch")).toEqual({ ok: true, galat: "" });
    expect(res.body).toMatch(/<OpenSearchDescription xmlns="http:\/\/a9\.com\/-\/spec\/opensearch\/1\.1\/">/);
    expect(res.body).toContain("<ShortName>GeoKatalog</ShortName>");
    expect(res.body).toMatch(/<Description>[^<]+<\/Description>/);
    expect(res.body).toContain(`<Url type="text/html" method="get" template="${base}/katalog?q={searchTerms}"/>`);
    expect(res.body).toContain(`<Url type="application/atom+xml" method="get" template="${base}/feed.atom?q={searchTerms}&amp;page={startPage?}&amp;pageSize={count?}"/>`);
    expect(res.body).toContain("<InputEncoding>UTF-8</InputEncoding>");
    expect(res.body).toMatch(new RegExp(`<Image [^>]*>${base}/favicon\\.ico</Image>`));
  });

  it("its feed template, filled as a client fills it, answers a valid feed", async () => {
    const res = await ambil("/feed.atom?q=sungai&page=&pageSize=");
    expect(res.status).toBe(200);
    expect(idEntri(res.body)).toEqual([ids.baru, ids.lama]);
  });
});

describe("links from the pages", () => {
  it("every public page names the OpenSearch description and the site-wide feed", async () => {
    // The layout's frame is an async server component (it reads the Admin's identity): awaited, then rendered.
    const layout = LayoutPublik({ children: createElement("p", null, "isi") });
    const html = renderToStaticMarkup(await Kerangka(layout.props));
    expect(html).toContain('<link rel="search" type="application/opensearchdescription+xml" title="GeoKatalog" href="/opensearch.xml"/>');
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="GeoKatalog – metadata terbaru" href="/feed.atom"/>');
  });

  it("the search page names its own query's feed", async () => {
    const html = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ q: "sungai", kategori: "inlandWaters", bboxN: "", pageSize: "24" }) }));
    expect(html).toContain('<link rel="alternate" type="application/atom+xml" title="GeoKatalog – umpan pencarian ini" href="/feed.atom?q=sungai&amp;kategori=inlandWaters"/>');
    expect(html).toContain('<a href="/feed.atom?q=sungai&amp;kategori=inlandWaters">Ikuti pencarian ini (umpan Atom)</a>');
  });
});
