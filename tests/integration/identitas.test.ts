import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as favicon } from "@/app/favicon.ico/route";
import { DELETE as hapusGbr, PUT as unggahGbr } from "@/app/api/admin/identitas/[gambar]/route";
import { GET as bacaIdn, PATCH as ubahIdn } from "@/app/api/admin/identitas/route";
import { GET as gambarPublik } from "@/app/identitas/[gambar]/route";
import HalamanTentang from "@/app/(public)/tentang/page";
import HalamanPrivasi from "@/app/(public)/kebijakan-privasi/page";
import { HalamanInfo } from "@/components/HalamanInfo";
import { Kerangka } from "@/components/Kerangka";
import { bacaGenerasiCsw } from "@/lib/cache/csw-generasi";
import { AKTOR_PUBLIK } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditLog, identitasSitus } from "@/lib/db/schema";
import { identitasTercache } from "@/lib/identitas/tercache";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPng, kepalaJpeg } from "@/tests/helpers/gambar";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";

pakaiRedisUji();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-identitas-"));
process.env.STORAGE_DIR = path.join(tmp, "storage");

let h: DatabaseHandle;
let adminId: string;
const j: Record<"admin" | "walidata" | "produsen", CookieJar> = {} as never;

beforeAll(async () => {
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "IDN")).id;
  const admin = await buatAkun(h.db, "Admin", org, "idn-admin");
  adminId = admin.id;
  j.admin = await jarUntuk(h.db, admin);
  j.walidata = await jarUntuk(h.db, await buatAkun(h.db, "Walidata", org, "idn-walidata"));
  j.produsen = await jarUntuk(h.db, await buatAkun(h.db, "Produsen", org, "idn-produsen"));
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Handler = Parameters<typeof kirim>[0];
type Idn = Record<string, unknown> & { namaKatalog: string; logoUrl: string | null; faviconUrl: string | null };

/** An image upload as a browser's fetch sends it: the file as the body. */
async function unggah(jenis: string, isi: Uint8Array, jar: CookieJar | undefined = j.admin, tipe = "image/png") {
  const headers = new Headers({ "content-type": tipe, "x-forwarded-for": "10.0.0.1" });
  if (jar) headers.set("cookie", jar.header());
  const req = new NextRequest(new URL(`/api/admin/identitas/${jenis}`, "http://localhost"), { method: "PUT", headers, body: new Uint8Array(isi) });
  const res = await (unggahGbr as Handler)(req, { params: Promise.resolve({ gambar: jenis }) });
  return { status: res.status, body: (await res.json()) as Idn & { error?: string } };
}

const html = async (el: Promise<Parameters<typeof renderToStaticMarkup>[0]> | Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(await el);

describe("identity settings: Admin only", () => {
  it("Walidata and Produsen get 403, anonymous 401, on every admin identity endpoint", async () => {
    for (const jar of [j.walidata, j.produsen]) {
      expect((await kirim(bacaIdn as Handler, "/api/admin/identitas", { jar })).status).toBe(403);
      expect((await kirim(ubahIdn as Handler, "/api/admin/identitas", { jar, method: "PATCH", body: { namaKatalog: "Diambil alih" } })).status).toBe(403);
      expect((await unggah("logo", buatPng(8, 8), jar)).status).toBe(403);
      expect((await kirim(hapusGbr as Handler, "/api/admin/identitas/logo", { jar, method: "DELETE", params: { gambar: "logo" } })).status).toBe(403);
    }
    expect((await kirim(bacaIdn as Handler, "/api/admin/identitas")).status).toBe(401);
    expect(await h.db.select().from(identitasSitus)).toEqual([]);
  });

  it("before the first save GET shows the defaults; PATCH saves, audits, and bumps the data generation", async () => {
    const awal = await kirim<Idn>(bacaIdn as Handler, "/api/admin/identitas", { jar: j.admin });
    expect(awal.status).toBe(200);
    expect(awal.body).toMatchObject({ namaKatalog: "GeoKatalog", logoUrl: null, faviconUrl: null, updatedAt: null });
    expect(awal.body.tentang).toContain("ISO 19115");

    const generasi = await bacaGenerasiCsw();
    const r = await kirim<Idn>(ubahIdn as Handler, "/api/admin/identitas", {
      jar: j.admin,
      method: "PATCH",
      body: { namaKatalog: "  Geoportal Provinsi Uji ", namaInstansi: "Dinas Kominfo Provinsi Uji", alamat: "Jl. Diponegoro No. 22\nKota Uji 40115", telepon: "(022) 4232448", email: "geoportal@uji.example.go.id" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ namaKatalog: "Geoportal Provinsi Uji", namaInstansi: "Dinas Kominfo Provinsi Uji", telepon: "(022) 4232448" });
    expect(await bacaGenerasiCsw()).toBeGreaterThan(generasi);
    const [a] = await h.db.select().from(auditLog).where(and(eq(auditLog.entitas, "identitas_situs"), eq(auditLog.aksi, "ubah"))).orderBy(desc(auditLog.waktu));
    expect(a).toMatchObject({ penggunaId: adminId, entitasId: "1", data: { namaKatalog: "Geoportal Provinsi Uji" } });
  });

  it("bad fields are one 400 naming each by its label; unknown fields and an empty name are refused", async () => {
    const r = await kirim<{ error: string; detail: { path: string; pesan: string }[] }>(ubahIdn as Handler, "/api/admin/identitas", {
      jar: j.admin,
      method: "PATCH",
      body: { namaKatalog: " ", email: "bukan email", tentang: "" },
    });
    expect(r.status).toBe(400);
    expect(r.body.detail.map((d) => d.path).sort()).toEqual(["email", "namaKatalog", "tentang"]);
    expect(r.body.detail.find((d) => d.path === "namaKatalog")!.pesan).toContain("Nama katalog");
    expect((await kirim(ubahIdn as Handler, "/api/admin/identitas", { jar: j.admin, method: "PATCH", body: { logoKunci: "../../etc/passwd" } })).status).toBe(400);
    expect((await kirim(ubahIdn as Handler, "/api/admin/identitas", { jar: j.admin, method: "PATCH", body: "{bukan json" })).status).toBe(400);
  });

  it("the cached identity changes on the save, not before: a write that bypasses the service is not seen", async () => {
    const ctx = { db: h.db, actor: AKTOR_PUBLIK };
    expect((await identitasTercache(ctx)).namaKatalog).toBe("Geoportal Provinsi Uji");
    await h.db.update(identitasSitus).set({ namaKatalog: "Ditulis langsung" }).where(eq(identitasSitus.id, 1));
    expect((await identitasTercache(ctx)).namaKatalog).toBe("Geoportal Provinsi Uji");
    await kirim(ubahIdn as Handler, "/api/admin/identitas", { jar: j.admin, method: "PATCH", body: { namaKatalog: "Geoportal Provinsi Uji" } });
    expect((await identitasTercache(ctx)).namaKatalog).toBe("Geoportal Provinsi Uji");
    expect((await identitasTercache(ctx)).alamat).toBe("Jl. Diponegoro No. 22\nKota Uji 40115");
  });
});

describe("logo and favicon upload", () => {
  it("a PNG logo is stored, served same-origin with its type, nosniff and a content-hash URL", async () => {
    const png = buatPng(120, 40);
    const r = await unggah("logo", png);
    expect(r.status).toBe(200);
    expect(r.body.logoUrl).toMatch(/^\/identitas\/logo\?v=[0-9a-f]{16}$/);
    const v = new URL(r.body.logoUrl!, "http://localhost").searchParams.get("v")!;
    const res = await (gambarPublik as Handler)(new NextRequest(new URL(r.body.logoUrl!, "http://localhost")), { params: Promise.resolve({ gambar: "logo" }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect(v).toHaveLength(16);
    const [a] = await h.db.select().from(auditLog).where(eq(auditLog.aksi, "unggah_logo"));
    expect(a!.data).toMatchObject({ tipe: "image/png", lebar: 120, tinggi: 40 });
  });

  it("JPEG is accepted; SVG (even declared as PNG), other files, oversize and huge images are refused", async () => {
    expect((await unggah("favicon", kepalaJpeg(32, 32), j.admin, "image/jpeg")).body.faviconUrl).toMatch(/^\/identitas\/favicon\?v=/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const s = await unggah("logo", svg);
    expect(s.status).toBe(415);
    expect(s.body.error).toContain("SVG tidak diterima");
    expect((await unggah("logo", svg, j.admin, "image/svg+xml")).status).toBe(415);
    expect((await unggah("logo", Buffer.from("GIF89a..."))).status).toBe(415);
    expect((await unggah("logo", Buffer.alloc(600 * 1024, 1))).status).toBe(413);
    const besar = await unggah("logo", kepalaJpeg(5000, 100), j.admin, "image/jpeg");
    expect(besar.status).toBe(400);
    expect(besar.body.error).toContain("5000 × 100");
    expect((await unggah("spanduk", buatPng(8, 8))).status).toBe(404);
    // The refused uploads changed nothing: the PNG logo of the previous test is still current.
    expect((await kirim<Idn>(bacaIdn as Handler, "/api/admin/identitas", { jar: j.admin })).body.logoUrl).toMatch(/^\/identitas\/logo\?v=/);
  });

  it("/favicon.ico serves the uploaded favicon, and the built-in icon once it is removed", async () => {
    const dgn = await (favicon as Handler)(new NextRequest(new URL("/favicon.ico", "http://localhost")), { params: Promise.resolve({}) });
    expect(dgn.headers.get("content-type")).toBe("image/jpeg");
    const hapus = await kirim<Idn>(hapusGbr as Handler, "/api/admin/identitas/favicon", { jar: j.admin, method: "DELETE", params: { gambar: "favicon" } });
    expect(hapus.body.faviconUrl).toBeNull();
    const tanpa = await (favicon as Handler)(new NextRequest(new URL("/favicon.ico", "http://localhost")), { params: Promise.resolve({}) });
    expect(tanpa.status).toBe(200);
    expect(tanpa.headers.get("content-type")).toBe("image/x-icon");
    const res = await (gambarPublik as Handler)(new NextRequest(new URL("/identitas/favicon", "http://localhost")), { params: Promise.resolve({ gambar: "favicon" }) });
    expect(res.status).toBe(404);
  });
});

describe("public frame and pages", () => {
  it("the header shows the name, agency and logo and a Masuk link; the footer the address, contact and pages", async () => {
    const isi = await html(Kerangka({ children: null }));
    expect(isi).toContain("Geoportal Provinsi Uji");
    expect(isi).toContain('<span class="merek-instansi">Dinas Kominfo Provinsi Uji</span>');
    expect(isi).toMatch(/<img class="merek-logo" src="\/identitas\/logo\?v=[0-9a-f]{16}"/);
    expect(isi).toContain('<a class="masuk" href="/masuk">Masuk</a>');
    expect(isi).toContain("Jl. Diponegoro No. 22\nKota Uji 40115");
    expect(isi).toContain('<a href="mailto:geoportal@uji.example.go.id">geoportal@uji.example.go.id</a>');
    for (const [href, teks] of [["/tentang", "Tentang"], ["/kebijakan-privasi", "Kebijakan privasi"], ["/syarat-penggunaan", "Syarat penggunaan"]]) {
      expect(isi).toContain(`<a href="${href}">${teks}</a>`);
    }
  });

  it("the Tentang page renders the Admin's Markdown; script, raw HTML and javascript: links never become markup", async () => {
    const md = [
      "# Profil",
      "Katalog **resmi** milik [Dinas](https://uji.example.go.id) dan [tautan jahat](javascript:alert(1)).",
      "",
      "<script>alert('xss')</script>",
      '<img src=x onerror="alert(2)">',
      "",
      "- satu",
      "- dua",
    ].join("\n");
    expect((await kirim(ubahIdn as Handler, "/api/admin/identitas", { jar: j.admin, method: "PATCH", body: { tentang: md } })).status).toBe(200);
    // The page file only names its Markdown; the async component is awaited here (renderToStaticMarkup is synchronous).
    expect(HalamanTentang().props).toEqual({ kunci: "tentang" });
    const isi = await html(HalamanInfo({ kunci: "tentang" }));
    expect(isi).toContain("<h1>Tentang</h1>");
    expect(isi).toContain("<h2>Profil</h2>");
    expect(isi).toContain("<strong>resmi</strong>");
    expect(isi).toContain('<a href="https://uji.example.go.id" rel="noopener noreferrer nofollow">Dinas</a>');
    expect(isi).toContain("<li>satu</li><li>dua</li>");
    expect(isi).not.toMatch(/<script|<img|javascript:/i);
    expect(isi).toContain("&lt;script&gt;alert(&#x27;xss&#x27;)&lt;/script&gt;");
    expect(isi).toContain("tautan jahat");
  });

  it("a page the Admin has not written shows its default text", async () => {
    expect(HalamanPrivasi().props).toEqual({ kunci: "kebijakanPrivasi" });
    const isi = await html(HalamanInfo({ kunci: "kebijakanPrivasi" }));
    expect(isi).toContain("<h1>Kebijakan privasi</h1>");
    expect(isi).toContain("tidak dibagikan kepada pihak lain");
  });
});
