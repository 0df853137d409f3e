import { describe, expect, it } from "vitest";
import { bandingkanDokumen, labelJalur, ratakanDokumen } from "@/lib/metadata/perbedaan";
import { dokumenMinimal } from "@/tests/fixtures/dokumen";

describe("labelJalur", () => {
  it("names a field by the editor's labels, list items by their item label numbered from 1", () => {
    expect(labelJalur("identifikasi.judul")).toBe("Identifikasi › Judul");
    expect(labelJalur("identifikasi.kontak.1.email")).toBe("Identifikasi › Kontak sumber daya 2 › E-mail");
    expect(labelJalur("distribusi.distributor.0.namaOrganisasi")).toBe("Distribusi › Distributor 1 › Nama organisasi");
    expect(labelJalur("cakupan.bbox.utara")).toBe("Cakupan › Kotak batas › Batas utara");
    // A leaf that repeats its group's label ("Tesaurus › Tesaurus") is named once.
    expect(labelJalur("identifikasi.kataKunci.0.tesaurus.judul")).toBe("Identifikasi › Kelompok kata kunci 1 › Tesaurus");
    expect(labelJalur("identifikasi.bidangBaru")).toBe("Identifikasi › bidangBaru");
  });
});

describe("ratakanDokumen", () => {
  it("keeps plain lists as one field, compares object lists item by item, drops empty values and the save stamp", () => {
    const d = dokumenMinimal();
    d.metadataInfo.tanggalStempel = "2026-01-01T00:00:00+07:00";
    d.identifikasi.edisi = "";
    const rata = ratakanDokumen(d);
    expect(rata.get("identifikasi.topikKategori")).toBe("boundaries");
    expect(rata.get("identifikasi.kontak.0.namaOrganisasi")).toBe("Badan Informasi Geospasial");
    expect(rata.get("cakupan.bbox.utara")).toBe("6");
    expect(rata.has("identifikasi.edisi")).toBe(false);
    expect(rata.has("identifikasi.representasiSpasial")).toBe(false);
    expect(rata.has("metadataInfo.tanggalStempel")).toBe(false);
  });
});

describe("bandingkanDokumen", () => {
  it("is empty for equal documents, whatever their key order (jsonb reorders keys)", () => {
    const a = dokumenMinimal();
    const terbalik = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(terbalik) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, terbalik(x)])) : v;
    expect(bandingkanDokumen(a, structuredClone(a))).toEqual([]);
    expect(bandingkanDokumen(a, terbalik(a))).toEqual([]);
  });

  it("lists changed, added and removed fields in the record page's order, with both sides' values", () => {
    const lama = dokumenMinimal();
    lama.identifikasi.edisi = "1";
    const baru = structuredClone(lama);
    baru.identifikasi.judul = "Batas Desa 2026";
    baru.identifikasi.kontak.push({ peran: "owner", email: "data@big.example" } as never);
    delete baru.identifikasi.edisi;
    baru.cakupan.bbox.utara = 7;
    baru.identifikasi.topikKategori = ["boundaries", "location"];
    baru.metadataInfo.tanggalStempel = "2026-05-05T10:00:00+07:00";
    const beda = bandingkanDokumen(lama, baru);
    expect(beda.map((x) => [x.label, x.jenis, x.lama, x.baru])).toEqual([
      ["Identifikasi › Judul", "diubah", "Batas Desa", "Batas Desa 2026"],
      ["Identifikasi › Edisi", "dihapus", "1", null],
      ["Identifikasi › Kategori topik", "diubah", "boundaries", "boundaries, location"],
      ["Identifikasi › Kontak sumber daya 2 › Peran", "ditambah", null, "owner"],
      ["Identifikasi › Kontak sumber daya 2 › E-mail", "ditambah", null, "data@big.example"],
      ["Cakupan › Kotak batas › Batas utara", "diubah", "6", "7"],
    ]);
    expect(beda[0]!.jalur).toBe("identifikasi.judul");
  });

  it("shows booleans in words", () => {
    const lama = dokumenMinimal();
    lama.kualitasData = { cakupan: "dataset", laporan: [{ elemen: "DQ_CompletenessOmission", kesesuaian: { spesifikasi: "SNI", penjelasan: "-", lulus: true } }] };
    const baru = structuredClone(lama);
    baru.kualitasData!.laporan[0]!.kesesuaian!.lulus = false;
    expect(bandingkanDokumen(lama, baru)).toEqual([
      { jalur: "kualitasData.laporan.0.kesesuaian.lulus", label: "Kualitas data › Laporan 1 › Kesesuaian › Hasil kesesuaian", jenis: "diubah", lama: "ya", baru: "tidak" },
    ]);
  });
});
