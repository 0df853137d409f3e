import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import HalamanApiDocs from "@/app/admin/api-docs/page";
import HalamanCsw from "@/app/(dashboard)/dashboard/admin/csw/page";
import HalamanIdentitasSitus from "@/app/(dashboard)/dashboard/admin/identitas/page";
import HalamanKotakSurat from "@/app/(dashboard)/dashboard/admin/kotak-surat/page";
import HalamanUbahOrganisasi from "@/app/(dashboard)/dashboard/admin/organisasi/[id]/page";
import HalamanOrganisasi from "@/app/(dashboard)/dashboard/admin/organisasi/page";
import HalamanAdmin from "@/app/(dashboard)/dashboard/admin/page";
import HalamanPengguna from "@/app/(dashboard)/dashboard/admin/pengguna/page";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { GET as bundelSwagger } from "@/app/admin/api-docs/swagger-ui-bundle.js/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, type CookieJar, jarUntuk, kirim, pakaiRedisUji } from "@/tests/helpers/sesi";

// Pages read the cookie through next/headers; the test sets what the "request" carries.
const cookieUji = vi.hoisted(() => ({ nilai: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (n: string) => (n === "gk_sesi" && cookieUji.nilai ? { name: n, value: cookieUji.nilai } : undefined) }),
  headers: async () => new Headers({ "x-gk-jalur": "/dashboard/admin" }),
}));

pakaiRedisUji();
delete process.env.SMTP_URL;
delete process.env.WA_GATEWAY_URL;
let h: DatabaseHandle;
let orgId: string;
let jarAdmin: CookieJar;
let jarWalidata: CookieJar;
const sebagai = (jar: CookieJar | null) => (cookieUji.nilai = jar?.isi.get("gk_sesi"));

const HALAMAN: [string, () => Promise<unknown>][] = [
  ["/dashboard/admin", () => HalamanAdmin()],
  ["/dashboard/admin/organisasi", () => HalamanOrganisasi()],
  ["/dashboard/admin/organisasi/{id}", () => HalamanUbahOrganisasi({ params: Promise.resolve({ id: orgId }) })],
  ["/dashboard/admin/pengguna", () => HalamanPengguna({ searchParams: Promise.resolve({ q: "adm" }) })],
  ["/dashboard/admin/csw", () => HalamanCsw()],
  ["/dashboard/admin/identitas", () => HalamanIdentitasSitus()],
  ["/dashboard/admin/kotak-surat", () => HalamanKotakSurat({ searchParams: Promise.resolve({}) })],
  ["/admin/api-docs", () => HalamanApiDocs()],
];

beforeAll(async () => {
  h = await createTestDatabase();
  orgId = (await buatOrganisasi(h.db, "HALADM")).id;
  jarAdmin = await jarUntuk(h.db, await buatAkun(h.db, "Admin", orgId, "halaman-admin"));
  jarWalidata = await jarUntuk(h.db, await buatAkun(h.db, "Walidata", orgId, "halaman-walidata"));
});
afterAll(async () => h?.close());

describe("admin pages: server-side guards", () => {
  it.each(HALAMAN)("%s redirects anonymous visitors to /masuk", async (_, render) => {
    sebagai(null);
    await expect(render()).rejects.toMatchObject({ digest: expect.stringContaining("/masuk?lanjut=") });
  });

  it.each(HALAMAN)("%s is a 404 for a signed-in Walidata", async (_, render) => {
    sebagai(jarWalidata);
    await expect(render()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });

  it.each(HALAMAN)("%s renders for an Admin", async (_, render) => {
    sebagai(jarAdmin);
    expect(await render()).toBeTruthy();
  });

  it("an unknown organisation id is a 404 for an Admin too", async () => {
    sebagai(jarAdmin);
    await expect(HalamanUbahOrganisasi({ params: Promise.resolve({ id: "00000000-0000-4000-8000-000000000000" }) })).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  });
});

describe("GET /api/openapi.json", () => {
  it("is Admin only: 401 anonymous, 403 Walidata, 200 Admin with the OpenAPI 3.1 document", async () => {
    expect((await kirim(openapi, "/api/openapi.json")).status).toBe(401);
    expect((await kirim(openapi, "/api/openapi.json", { jar: jarWalidata })).status).toBe(403);
    const r = await kirim<{ openapi: string; paths: Record<string, unknown> }>(openapi, "/api/openapi.json", { jar: jarAdmin });
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe("3.1.0");
    expect(r.body.paths).toHaveProperty("/api/admin/organisasi/{id}");
    expect(r.body.paths).toHaveProperty(["/api/admin/identitas/{gambar}", "put"]);
  });
});

describe("GET /admin/api-docs/swagger-ui-bundle.js", () => {
  it("serves Swagger UI's standalone bundle from the installed package, same-origin, as JavaScript", async () => {
    const r = await bundelSwagger();
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await r.text()).toMatch(/SwaggerUIBundle/);
  });
});
