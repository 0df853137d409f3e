import { renderToStaticMarkup } from "react-dom/server";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import DaftarOrganisasi from "@/app/(public)/organisasi/page";
import HalamanOrganisasi from "@/app/(public)/organisasi/[kode]/page";
import Katalog from "@/app/(public)/katalog/page";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata, organisasi } from "@/lib/db/schema";
import { petaSitusXml } from "@/lib/web/peta-situs";
import { AKTOR_PUBLIK } from "@/lib/context";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";

let h: DatabaseHandle;

beforeAll(async () => {
  h = await createTestDatabase();
  const a = await buatPemilik(h.db, "ALFA");
  const b = await buatPemilik(h.db, "BETA");
  await buatPemilik(h.db, "KOSONG");
  const pa = { organisasiId: a.organisasi.id, penggunaId: a.pengguna.id };
  const pb = { organisasiId: b.organisasi.id, penggunaId: b.pengguna.id };
  await sisipkanRekaman(h.db, pa, [{ judul: "Alfa Satu" }, { judul: "Alfa Dua" }, { judul: "Alfa Tiga" }, { judul: "Alfa Draf", status: "DRAFT" }]);
  await sisipkanRekaman(h.db, pb, [{ judul: "Beta Satu" }, { judul: "Beta Tinjau", status: "REVIEW" }]);
  // KOSONG has only a draft: it has no public records, so it is neither listed nor has a page.
  const k = await h.db.select().from(organisasi).where(eq(organisasi.kode, "KOSONG"));
  const [uk] = await h.db.query.pengguna.findMany({ where: (p, { eq: sama }) => sama(p.organisasiId, k[0]!.id) });
  await sisipkanRekaman(h.db, { organisasiId: k[0]!.id, penggunaId: uk!.id }, [{ judul: "Kosong Draf", status: "DRAFT" }]);
});
afterAll(async () => h?.close());

const render = async (el: Promise<React.ReactElement>) => renderToStaticMarkup(await el);
const halamanOrg = (kode: string, sp: Record<string, string> = {}) => render(HalamanOrganisasi({ params: Promise.resolve({ kode }), searchParams: Promise.resolve(sp) }));

describe("/organisasi", () => {
  it("lists organisations with published records, by name, with the database's published counts", async () => {
    const html = await render(DaftarOrganisasi());
    const terbit = await h.db
      .select({ kode: organisasi.kode, n: count() })
      .from(organisasi)
      .innerJoin(metadata, and(eq(metadata.organisasiId, organisasi.id), eq(metadata.status, "PUBLISHED")))
      .groupBy(organisasi.kode);
    expect(terbit).toHaveLength(2);
    for (const t of terbit) expect(html).toMatch(new RegExp(`href="/organisasi/${t.kode}">Organisasi ${t.kode}</a>.*?data-jumlah="${t.n}"`));
    expect(html).not.toContain("KOSONG");
    expect(html.indexOf("Organisasi ALFA")).toBeLessThan(html.indexOf("Organisasi BETA"));
  });
});

describe("/organisasi/{kode}", () => {
  it("shows only that organisation's PUBLISHED records, with the same cards linking back", async () => {
    const html = await halamanOrg("ALFA");
    expect(html).toContain("<h1>Organisasi ALFA</h1>");
    for (const j of ["Alfa Satu", "Alfa Dua", "Alfa Tiga"]) expect(html).toContain(j);
    expect(html).not.toContain("Alfa Draf");
    expect(html).not.toContain("Beta Satu");
    expect(html).toContain('class="kartu"');
    expect(html).toContain('href="/organisasi/ALFA">Organisasi ALFA</a>');
  });

  it("pages and sorts, keeping urut in the paging links", async () => {
    const html = await halamanOrg("ALFA", { urut: "judul", pageSize: "2" });
    expect(html).toMatch(/<option value="judul" selected="">/);
    expect(html).toContain('href="/organisasi/ALFA?urut=judul&amp;pageSize=2&amp;page=2"');
    expect(html).toContain("Alfa Dua");
    expect(html).toContain("Alfa Satu");
    expect(html).not.toContain("Alfa Tiga</a>");
    const galat = await halamanOrg("ALFA", { urut: "acak" });
    expect(galat).toContain('role="alert"');
    expect(galat).toContain("Parameter urut");
  });

  it("is a 404 for an unknown code and for an organisation with nothing published", async () => {
    await expect(halamanOrg("TIDAKADA")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
    await expect(halamanOrg("KOSONG")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });
});

describe("links to organisations", () => {
  it("a /katalog result links its organisation name; the sitemap lists the organisation pages", async () => {
    const html = await render(Katalog({ searchParams: Promise.resolve({ q: "beta" }) }));
    expect(html).toContain('href="/organisasi/BETA">Organisasi BETA</a>');
    const xml = await petaSitusXml({ ctx: { db: h.db, actor: AKTOR_PUBLIK }, base: "https://katalog.example", potongan: 0 });
    expect(xml).toContain("<loc>https://katalog.example/organisasi</loc>");
    expect(xml).toContain("<loc>https://katalog.example/organisasi/ALFA</loc>");
    expect(xml).not.toContain("/organisasi/KOSONG");
  });
});
