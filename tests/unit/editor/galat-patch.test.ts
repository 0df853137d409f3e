import { describe, expect, it } from "vitest";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { formKosong } from "@/lib/web/editor/bentuk";
import { bidangUntuk, galatDariIsu, idBidang, kelompokkanGalat, pesanUntuk } from "@/lib/web/editor/galat";
import { formKeDokumen } from "@/lib/web/editor/konversi";
import { buatMergePatch } from "@/lib/web/editor/patch";
import { mergePatch } from "@/lib/metadata/kelola/merge-patch";

const bidang = new Set(["identifikasi.judul", "identifikasi.kataKunci.0.kata", "identifikasi.kontak", "identifikasi.kontak.0.email", "cakupan.bbox", "cakupan.bbox.selatan"]);
const ada = (k: string) => bidang.has(k);

describe("zod issue → field", () => {
  it("client issues take the API's {path, pesan} shape, each a sentence naming the field", () => {
    const dokumen = formKeDokumen(formKosong());
    const hasil = DokumenMetadata.safeParse(dokumen);
    const galat = galatDariIsu(hasil.error!.issues, dokumen);
    expect(galat.find((g) => g.path === "identifikasi.judul")?.pesan).toBe("Judul wajib diisi.");
    expect(galat.find((g) => g.path === "identifikasi.abstrak")?.pesan).toBe("Abstrak wajib diisi.");
    for (const g of galat) expect(g.pesan).toMatch(/^[A-Z].*\.$/);
    expect(galat.map((g) => g.pesan).join(" ")).not.toMatch(/expected|too small|diharapkan|Input tidak valid/i);
  });

  it("an issue goes to the longest path prefix that is a field", () => {
    expect(bidangUntuk("identifikasi.judul", ada)).toBe("identifikasi.judul");
    expect(bidangUntuk("identifikasi.kataKunci.0.kata.3", ada)).toBe("identifikasi.kataKunci.0.kata");
    expect(bidangUntuk("identifikasi.kontak.1.email", ada)).toBe("identifikasi.kontak");
    expect(bidangUntuk("cakupan.bbox.selatan", ada)).toBe("cakupan.bbox.selatan");
    expect(bidangUntuk("distribusi.format", ada)).toBeUndefined();
  });

  it("a field shows its own messages and those below it that no closer field claims", () => {
    const g = kelompokkanGalat([
      { path: "identifikasi.kataKunci.0.kata.1", pesan: "Terlalu panjang" },
      { path: "identifikasi.kataKunci.0.kata.1", pesan: "Terlalu panjang" },
      { path: "identifikasi.kontak.0.email", pesan: "Email tidak valid" },
      { path: "identifikasi.kontak", pesan: "Minimal satu kontak" },
    ]);
    expect(pesanUntuk("identifikasi.kataKunci.0.kata", g, ada)).toEqual(["Terlalu panjang"]);
    expect(pesanUntuk("identifikasi.kontak", g, ada)).toEqual(["Minimal satu kontak"]);
    expect(pesanUntuk("identifikasi.kontak.0.email", g, ada)).toEqual(["Email tidak valid"]);
  });

  it("field ids are valid without escaping", () => {
    expect(idBidang("identifikasi.kontak.0.email")).toBe("b-identifikasi-kontak-0-email");
  });
});

describe("merge patch of an edit", () => {
  const lama = { a: 1, b: { c: "x", d: "y" }, e: [1, 2], f: "hapus" };
  it("emptied fields become null, unchanged ones are left out, arrays replace", () => {
    const baru = { a: 1, b: { c: "x", d: undefined }, e: [1], f: undefined };
    const p = buatMergePatch(lama, baru);
    expect(p).toEqual({ b: { d: null }, e: [1], f: null });
    expect(mergePatch(lama, p)).toEqual({ a: 1, b: { c: "x" }, e: [1] });
  });
  it("no change is an empty patch", () => {
    expect(buatMergePatch(lama, structuredClone(lama))).toEqual({});
  });
});
