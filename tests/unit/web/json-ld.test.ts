import { describe, expect, it } from "vitest";
import type { DetailPublik } from "@/lib/metadata/publik";
import { datasetJsonLd, jsonUntukSkrip } from "@/lib/web/json-ld";
import { dokumenUji } from "@/tests/helpers/rekaman";

describe("jsonUntukSkrip", () => {
  it("escapes <, >, & and line separators so a script element cannot be closed early", () => {
    const nilai = { name: "</script><script>alert(1)</script>", d: "<!-- a & b -->", ls: "a\u2028b\u2029c" };
    const s = jsonUntukSkrip(nilai);
    expect(s).not.toContain("<");
    expect(s).not.toContain(">");
    expect(s).not.toContain("&");
    expect(s).not.toContain("\u2028");
    expect(s).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(s)).toEqual(nilai);
  });
});

describe("datasetJsonLd", () => {
  const dok = dokumenUji({ judul: "Uji", abstrak: "kata ".repeat(2000).trim() });
  const d = {
    ...dok,
    id: "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f",
    judul: "Uji",
    abstrak: dok.identifikasi.abstrak,
    tipeData: "vector",
    topikKategori: ["boundaries"],
    bboxUtara: -6,
    bboxSelatan: -7,
    bboxTimur: 107,
    bboxBarat: 106,
    publishedAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-02T00:00:00.000Z",
    createdBy: { namaLengkap: "A", organisasi: "B" },
    provinsi: ["36"],
    qa: true,
    status: "PUBLISHED",
    kataKunci: [],
    organisasi: { kode: "B", nama: "B" },
  } as DetailPublik;

  it("keeps the description within the 5,000 characters dataset search reads", () => {
    const ld = datasetJsonLd(d, "https://katalog.example.go.id");
    expect((ld.description as string).length).toBeLessThanOrEqual(5000);
    expect(ld.temporalCoverage).toBeUndefined();
    expect(ld.license).toBeUndefined();
  });

  it("uses a licence URL as is", () => {
    const dengan = { ...d, identifikasi: { ...d.identifikasi, batasan: { penggunaan: [], lisensi: "https://creativecommons.org/licenses/by/4.0/" } } };
    expect(datasetJsonLd(dengan, "https://x.id").license).toBe("https://creativecommons.org/licenses/by/4.0/");
  });
});
