import { renderToStaticMarkup } from "react-dom/server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Katalog from "@/app/(public)/katalog/page";
import { GET } from "@/app/api/public/metadata/route";
import type { DatabaseHandle } from "@/lib/db/client";
import type { DaftarPublik } from "@/lib/metadata/publik";
import { createTestDatabase } from "@/tests/helpers/db";
import { panggil } from "@/tests/helpers/http";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";

let h: DatabaseHandle;
const judulKe: Record<string, string> = {};

// Titles chosen so A–Z differs from publication order; two share a publication time to exercise the id tiebreak.
const DATA = [
  { judul: "Danau Toba", publishedAt: new Date("2026-01-03T00:00:00Z"), kataKunci: ["air"] },
  { judul: "Air Tanah Jakarta", publishedAt: new Date("2026-01-01T00:00:00Z"), kataKunci: ["air"], abstrak: "air air air" },
  { judul: "Batas Desa", publishedAt: new Date("2026-01-02T00:00:00Z"), kataKunci: ["batas"] },
  { judul: "Cagar Alam", publishedAt: new Date("2026-01-02T00:00:00Z"), kataKunci: ["hutan"] },
  { judul: "Embung Sumba", publishedAt: new Date("2026-01-02T00:00:00Z"), kataKunci: ["air"] },
  { judul: "Zona Draf", status: "DRAFT" as const, kataKunci: ["air"] },
];

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "URUT");
  const ids = await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, DATA);
  ids.forEach((id, i) => (judulKe[id] = DATA[i]!.judul));
  // Updated order: Cagar newest, then Air, the rest older — unlike both publication and title order.
  const diubah: Record<string, string> = { "Cagar Alam": "2026-03-05", "Air Tanah Jakarta": "2026-03-04", "Danau Toba": "2026-03-01", "Batas Desa": "2026-03-01", "Embung Sumba": "2026-03-01" };
  for (const [id, judul] of Object.entries(judulKe)) {
    if (diubah[judul]) await h.db.execute(sql`update metadata set updated_at = ${`${diubah[judul]}T00:00:00Z`}::timestamptz where id = ${id}::uuid`);
  }
});
afterAll(async () => h?.close());

async function judul(qs: string) {
  const res = await panggil<DaftarPublik>(GET, `/api/public/metadata${qs}`);
  expect(res.status).toBe(200);
  return res.body.records.map((r) => r.judul);
}
const idUrut = (ids: string[]) => [...ids].sort();
const idDari = (j: string) => Object.entries(judulKe).find(([, v]) => v === j)![0];

describe("GET /api/public/metadata urut", () => {
  it("judul sorts A–Z over PUBLISHED records only", async () => {
    expect(await judul("?urut=judul")).toEqual(["Air Tanah Jakarta", "Batas Desa", "Cagar Alam", "Danau Toba", "Embung Sumba"]);
  });

  it("terbaru (the default without q) is newest published first, ties by id", async () => {
    const seri = idUrut([idDari("Batas Desa"), idDari("Cagar Alam"), idDari("Embung Sumba")]).map((id) => judulKe[id]);
    const harap = ["Danau Toba", ...seri, "Air Tanah Jakarta"];
    expect(await judul("?urut=terbaru")).toEqual(harap);
    expect(await judul("")).toEqual(harap);
    // relevansi without search words has nothing to rank by: it falls back to newest first.
    expect(await judul("?urut=relevansi")).toEqual(harap);
  });

  it("diperbarui is most recently updated first, ties by id", async () => {
    const seri = idUrut([idDari("Danau Toba"), idDari("Batas Desa"), idDari("Embung Sumba")]).map((id) => judulKe[id]);
    expect(await judul("?urut=diperbarui")).toEqual(["Cagar Alam", "Air Tanah Jakarta", ...seri]);
  });

  it("relevansi is the default with q; another order can be chosen with q", async () => {
    const relevan = await judul("?q=air");
    expect(relevan[0]).toBe("Air Tanah Jakarta");
    expect(await judul("?q=air&urut=relevansi")).toEqual(relevan);
    expect(await judul("?q=air&urut=judul")).toEqual(["Air Tanah Jakarta", "Danau Toba", "Embung Sumba"]);
  });

  it("pages of one record each cover every record once in each order", async () => {
    for (const urut of ["terbaru", "diperbarui", "judul", "relevansi"]) {
      const semua = await judul(`?urut=${urut}`);
      const perHalaman: string[] = [];
      for (let page = 1; page <= semua.length; page++) perHalaman.push(...(await judul(`?urut=${urut}&pageSize=1&page=${page}`)));
      expect(perHalaman, urut).toEqual(semua);
      expect(new Set(perHalaman).size).toBe(5);
    }
  });

  it("refuses an unknown order with a 400 naming the parameter", async () => {
    const res = await panggil<{ error: string }>(GET, "/api/public/metadata?urut=acak");
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("urut");
    expect(res.body.error).toContain("relevansi, terbaru, diperbarui, judul");
  });
});

describe("/katalog Urutkan", () => {
  it("keeps the chosen order in the select and in paging links, and sorts the cards", async () => {
    const html = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ urut: "judul", pageSize: "2" }) }));
    expect(html).toContain("Urutkan");
    expect(html).toMatch(/<option value="judul" selected="">/);
    expect(html).toContain('href="/katalog?urut=judul&amp;pageSize=2&amp;page=2"');
    expect(html.indexOf("Air Tanah Jakarta")).toBeLessThan(html.indexOf("Batas Desa"));
  });

  it("shows a message naming the parameter for an unknown order", async () => {
    const html = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ urut: "acak" }) }));
    expect(html).toContain('role="alert"');
    expect(html).toContain("Parameter urut");
  });
});
