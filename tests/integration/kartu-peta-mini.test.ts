import { sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Katalog from "@/app/(public)/katalog/page";
import HalamanOrganisasi from "@/app/(public)/organisasi/[kode]/page";
import type { DatabaseHandle } from "@/lib/db/client";
import wilayah from "@/lib/data/wilayah.json";
import { pandanganPetaMini } from "@/lib/web/peta-mini";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";

let h: DatabaseHandle;
const JAKARTA = { barat: 106.7, timur: 106.9, selatan: -6.3, utara: -6.1 };

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "PMI");
  const [, , bergambar] = await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, [
    { judul: "Jalan Jakarta Mini", bbox: JAKARTA },
    { judul: "Titik Pantau Mini", bbox: { barat: 110.4, timur: 110.4, selatan: -7.8, utara: -7.8 } },
    { judul: "Citra Bergambar Mini", bbox: JAKARTA },
  ]);
  await h.db.execute(sql`update metadata set dokumen = jsonb_set(dokumen, '{identifikasi,grafik}', '[{"url":"https://gambar.example.go.id/citra.png"}]') where id = ${bergambar}::uuid`);
});
afterAll(async () => h?.close());

const hitung = (teks: string, cari: string) => teks.split(cari).length - 1;

describe("result card thumbnail fallback: a small server-drawn map of the record's box", () => {
  it("cards without a browse graphic draw their box on one shared province outline; a card with one keeps its image", async () => {
    const html = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ q: "mini" }) }));
    expect(html).toContain("3 metadata ditemukan");
    // The outline once per page (every province extent), used by the two cards without a graphic.
    expect(hitung(html, 'id="peta-mini-dasar"')).toBe(1);
    const defs = html.slice(html.indexOf('<svg class="peta-mini-defs"'), html.indexOf("</svg>", html.indexOf('<svg class="peta-mini-defs"')));
    expect(hitung(defs, "<rect ")).toBe(wilayah.provinsi.length);
    expect(hitung(html, '<use href="#peta-mini-dasar"></use>')).toBe(2);
    // Named for screen readers (and as a tooltip) by the box it shows.
    expect(html).toContain('role="img" aria-label="Cakupan wilayah: 6,3° LS – 6,1° LS, 106,7° BT – 106,9° BT"><title>Cakupan wilayah: 6,3° LS – 6,1° LS, 106,7° BT – 106,9° BT</title>');
    // A point is a dot, not an invisible rectangle.
    expect(html).toMatch(/aria-label="Cakupan wilayah: 7,8° LS – 7,8° LS, 110,4° BT – 110,4° BT">.*?<circle cx="110.4" cy="7.8"/);
    expect(html).toContain('<img class="grafik-kartu" src="https://gambar.example.go.id/citra.png"');
    expect(hitung(html, 'class="grafik-kartu peta-mini"')).toBe(2);
  });

  it("the organisation page's cards share the outline too; a page whose cards all have graphics ships none", async () => {
    const html = renderToStaticMarkup(await HalamanOrganisasi({ params: Promise.resolve({ kode: "PMI" }), searchParams: Promise.resolve({}) }));
    expect(hitung(html, 'id="peta-mini-dasar"')).toBe(1);
    expect(hitung(html, '<use href="#peta-mini-dasar"></use>')).toBe(2);
    const hanyaGambar = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ q: "bergambar" }) }));
    expect(hanyaGambar).toContain("1 metadata ditemukan");
    expect(hanyaGambar).not.toContain("peta-mini");
  });
});

describe("pandanganPetaMini", () => {
  it("frames the box at 4:3 with a margin, at least 8° wide, centred on the box", () => {
    for (const k of [JAKARTA, { barat: 95, timur: 141, selatan: -11, utara: 6 }, { barat: 120, timur: 121, selatan: -10, utara: 5 }]) {
      const v = pandanganPetaMini(k);
      expect(v.w / v.h).toBeCloseTo(4 / 3);
      expect(v.w).toBeGreaterThanOrEqual(8);
      expect(v.x).toBeLessThan(k.barat);
      expect(v.x + v.w).toBeGreaterThan(k.timur);
      expect(v.y).toBeLessThan(-k.utara);
      expect(v.y + v.h).toBeGreaterThan(-k.selatan);
      expect(v.x + v.w / 2).toBeCloseTo((k.barat + k.timur) / 2);
    }
  });
});
