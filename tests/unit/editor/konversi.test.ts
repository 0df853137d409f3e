import { describe, expect, it } from "vitest";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { formKosong } from "@/lib/web/editor/bentuk";
import { angka, dokumenKeForm, formKeDokumen, tanpaKosong, teks } from "@/lib/web/editor/konversi";
import { dokumenUji } from "@/tests/helpers/rekaman";

const lengkap = DokumenMetadata.parse({
  ...dokumenUji({ judul: "Peta Rupabumi Jawa Barat", kataKunci: ["sungai", "jalan"] }),
  identifikasi: {
    ...dokumenUji({ judul: "Peta Rupabumi Jawa Barat", kataKunci: ["sungai", "jalan"] }).identifikasi,
    edisi: "2",
    resolusi: { skala: 25000, jarak: { nilai: 10, satuan: "m" } },
    batasan: { penggunaan: ["Hanya untuk perencanaan", "Sebutkan sumber"], lisensi: "CC BY 4.0" },
    kataKunci: [{ kata: ["sungai"], jenis: "theme", tesaurus: { judul: "GEMET", tanggal: { tanggal: "2020-01-01", jenis: "publication" } } }],
  },
  cakupan: { bbox: { barat: 106, timur: 108.5, selatan: -7.8, utara: -5.9 }, temporal: { mulai: "2024-01-01" }, wilayah: [{ kode: "32", nama: "Jawa Barat" }] },
  distribusi: { format: [{ nama: "GeoPackage" }], sumberDaring: [{ url: "https://contoh.go.id/wms", protokol: "OGC:WMS", fungsi: "browsing" }], distributor: [] },
  sistemReferensi: { kode: "4326" },
  kualitasData: {
    silsilah: { pernyataan: "Digitasi dari citra", langkahProses: [{ deskripsi: "Digitasi" }] },
    laporan: [{ elemen: "DQ_CompletenessOmission", hasil: { nilai: "98", satuan: "%" }, kesesuaian: { spesifikasi: "SNI", penjelasan: "Lengkap", lulus: true } }],
  },
});

describe("teks/angka/tanpaKosong", () => {
  it("empty and blank text become undefined, text is trimmed", () => {
    expect(teks("")).toBeUndefined();
    expect(teks("   ")).toBeUndefined();
    expect(teks("  a ")).toBe("a");
  });
  it("numbers accept a decimal comma; junk becomes NaN for zod to report", () => {
    expect(angka("")).toBeUndefined();
    expect(angka("-6,5")).toBe(-6.5);
    expect(angka("abc")).toBeNaN();
  });
  it("an object of only undefined values disappears", () => {
    expect(tanpaKosong({ a: undefined, b: undefined })).toBeUndefined();
    expect(tanpaKosong({ a: undefined, b: 1 })).toEqual({ a: undefined, b: 1 });
  });
});

describe("form ↔ document", () => {
  it("a stored document survives the round trip unchanged", () => {
    const balik = DokumenMetadata.parse(formKeDokumen(dokumenKeForm(lengkap)));
    expect(balik).toEqual(lengkap);
  });

  it("empty optional fields are absent, not empty strings", () => {
    const f = dokumenKeForm(lengkap);
    f.identifikasi.edisi = "  ";
    f.identifikasi.skala = "";
    f.identifikasi.jarakNilai = "";
    f.cakupan.mulai = "";
    f.epsg = "";
    f.identifikasi.lisensi = "";
    const d = DokumenMetadata.parse(formKeDokumen(f));
    expect(d.identifikasi.edisi).toBeUndefined();
    expect(d.identifikasi.resolusi).toBeUndefined();
    expect(d.cakupan.temporal).toBeUndefined();
    expect(d.sistemReferensi).toBeUndefined();
    expect(d.identifikasi.batasan.lisensi).toBeUndefined();
    expect(JSON.stringify(formKeDokumen(f))).not.toContain('""');
  });

  it("use limitations are one per line, blank lines dropped", () => {
    const f = dokumenKeForm(lengkap);
    f.identifikasi.penggunaan = "Satu\n\n  Dua  \n";
    expect(DokumenMetadata.parse(formKeDokumen(f)).identifikasi.batasan.penggunaan).toEqual(["Satu", "Dua"]);
  });

  it("the empty starting keyword group and an untouched quality section are left out", () => {
    const d = formKeDokumen(formKosong());
    expect(d.identifikasi.kataKunci).toEqual([]);
    expect(d.kualitasData).toBeUndefined();
    expect(d.cakupan.bbox).toBeUndefined();
  });

  it("a new empty form fails on the required fields only", () => {
    const hasil = DokumenMetadata.safeParse(formKeDokumen(formKosong()));
    expect(hasil.success).toBe(false);
    const path = new Set(hasil.error!.issues.map((i) => i.path.join(".")));
    expect(path).toEqual(
      new Set(["identifikasi.judul", "identifikasi.abstrak", "identifikasi.tanggal.0.tanggal", "identifikasi.topikKategori", "identifikasi.kontak.0.namaOrganisasi", "cakupan.bbox", "metadataInfo.kontak.0.namaOrganisasi"]),
    );
  });

  it("a half-filled conformance stays, so zod names the missing part", () => {
    const f = dokumenKeForm(lengkap);
    f.kualitasData.laporan[0]!.penjelasan = "";
    const hasil = DokumenMetadata.safeParse(formKeDokumen(f));
    expect(hasil.error?.issues.map((i) => i.path.join("."))).toEqual(["kualitasData.laporan.0.kesesuaian.penjelasan"]);
  });
});
