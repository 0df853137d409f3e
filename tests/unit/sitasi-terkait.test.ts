import { describe, expect, it } from "vitest";
import { BOBOT_TERKAIT, skorTerkait, type Rujukan } from "@/lib/metadata/publik/terkait";
import { pratinjauAman } from "@/lib/metadata/url";
import { teksSitasi } from "@/lib/web/sitasi";

describe("teksSitasi", () => {
  const url = "https://katalog.example.go.id/katalog/0b7c2c1e-8f7a-4d5e-9a51-2f1e7c9d0a11";

  it("writes Organisation. (Year). Title [Set data]. URL", () => {
    expect(teksSitasi({ organisasi: "Badan Informasi Geospasial", judul: "Batas Desa Jawa Barat", publishedAt: "2025-06-01T00:00:00Z", url })).toBe(
      `Badan Informasi Geospasial. (2025). Batas Desa Jawa Barat [Set data]. ${url}`,
    );
  });

  it("takes the year in WIB and drops trailing periods", () => {
    // 31 December 17:00 UTC is already 1 January in Jakarta.
    expect(teksSitasi({ organisasi: "Dinas PUPR.", judul: "Jalan Provinsi. ", publishedAt: "2025-12-31T17:00:00Z", url })).toBe(`Dinas PUPR. (2026). Jalan Provinsi [Set data]. ${url}`);
    expect(teksSitasi({ organisasi: "Dinas PUPR", judul: "Jalan", publishedAt: "2025-12-31T16:59:59Z", url })).toContain("(2025)");
  });
});

describe("skorTerkait", () => {
  const a: Rujukan = { organisasiKode: "BIG", topikKategori: ["boundaries", "location"], kataKunci: ["desa", "batas"], bbox: { barat: 106, timur: 109, selatan: -8, utara: -6 } };
  const jauh = { barat: 135, timur: 141, selatan: -5, utara: -1 };

  it("counts each shared keyword once, one topic match, box overlap and organisation", () => {
    expect(skorTerkait(a, { ...a })).toBe(2 * BOBOT_TERKAIT.kataKunci + BOBOT_TERKAIT.topik + BOBOT_TERKAIT.kotak + BOBOT_TERKAIT.organisasi);
    expect(skorTerkait(a, { organisasiKode: "X", topikKategori: ["health"], kataKunci: ["desa", "desa"], bbox: jauh })).toBe(BOBOT_TERKAIT.kataKunci);
    expect(skorTerkait(a, { organisasiKode: "X", topikKategori: ["location"], kataKunci: [], bbox: jauh })).toBe(BOBOT_TERKAIT.topik);
    expect(skorTerkait(a, { organisasiKode: "BIG", topikKategori: [], kataKunci: [], bbox: jauh })).toBe(BOBOT_TERKAIT.organisasi);
    expect(skorTerkait(a, { organisasiKode: "X", topikKategori: [], kataKunci: ["Desa"], bbox: jauh })).toBe(0);
  });

  it("boxes that only touch at an edge overlap (as Postgres box &&)", () => {
    expect(skorTerkait(a, { organisasiKode: "X", topikKategori: [], kataKunci: [], bbox: { barat: 109, timur: 110, selatan: -6, utara: -5 } })).toBe(BOBOT_TERKAIT.kotak);
  });
});

describe("pratinjauAman", () => {
  it("takes the first https graphic; never javascript:, data: or http:", () => {
    expect(pratinjauAman([{ url: "javascript:alert(1)" }, { url: "data:image/png;base64,AAAA" }, { url: "http://a.example/x.png" }])).toBeUndefined();
    expect(pratinjauAman([{ url: "http://a.example/x.png" }, { url: " https://b.example/y.png ", deskripsi: "Y" }])).toEqual({ url: "https://b.example/y.png", deskripsi: "Y" });
    expect(pratinjauAman(undefined)).toBeUndefined();
  });
});
