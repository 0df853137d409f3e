import { describe, expect, it } from "vitest";
import { SumberInput, TesKoneksiInput, UbahSumberInput } from "@/lib/panen/skema";
import { bacaFormSumber, galatDariDetail, perubahanSumber, type AwalSumber } from "@/lib/web/panen-form";

const ORG = "6f1c2a4e-8a9b-4c3d-9e1f-2a3b4c5d6e7f";

/** A FormData-like map of the form's fields. */
const isian = (v: Record<string, string>) => ({ get: (n: string) => v[n] ?? null });

const lengkap = {
  nama: "Geoportal Provinsi",
  jenis: "csw-pycsw",
  url: "https://geoportal.contoh.go.id/csw",
  organisasiId: ORG,
  cql: "apiso:Subject LIKE '%batas%'",
  kataKunci: "batas, wilayah , ",
  bboxBarat: "95",
  bboxSelatan: "-11",
  bboxTimur: "141,5",
  bboxUtara: "6",
  skemaKeluaran: "19115-3",
  jadwalJenis: "harian",
  jadwalPukul: "02:30",
  modeTerbit: "PUBLISHED",
  kebijakanHilang: "hapus",
  kredPengguna: "panen",
  kredSandi: "rahasia",
};

const awal: AwalSumber = {
  nama: "Geoportal Provinsi",
  jenis: "csw-pycsw",
  url: "https://geoportal.contoh.go.id/csw",
  organisasiId: ORG,
  // As jsonb gives it back: keys in its own order.
  batasan: { cql: "apiso:Subject LIKE '%batas%'", bbox: [95, -11, 141.5, 6], kataKunci: ["batas", "wilayah"] },
  skemaKeluaran: "19115-3",
  jadwal: { jenis: "harian", pukul: "02:30" },
  modeTerbit: "PUBLISHED",
  kebijakanHilang: "hapus",
  kredensial: { pengguna: "panen" },
  aktif: true,
};

describe("harvest source form", () => {
  it("reads every field into a body the service's schema accepts", () => {
    const h = bacaFormSumber(isian(lengkap), {});
    expect(h.ok).toBe(true);
    if (!h.ok) return;
    expect(h.badan).toMatchObject({
      batasan: { cql: lengkap.cql, kataKunci: ["batas", "wilayah"], bbox: [95, -11, 141.5, 6] },
      jadwal: { jenis: "harian", pukul: "02:30" },
      kredensial: { pengguna: "panen", sandi: "rahasia" },
      organisasiId: ORG,
    });
    expect(SumberInput.safeParse(h.badan).success).toBe(true);
  });

  it("leaves the organisation out for a Walidata (fixed) and defaults the choices", () => {
    const h = bacaFormSumber(isian({ nama: "WAF", jenis: "waf", url: "http://10.1.2.3/xml/" }), { organisasiTetap: ORG });
    expect(h.ok && h.badan).toEqual({ nama: "WAF", jenis: "waf", url: "http://10.1.2.3/xml/", batasan: {}, jadwal: { jenis: "manual" }, skemaKeluaran: "gmd", modeTerbit: "DRAFT", kebijakanHilang: "pensiun", aktif: true });
    if (h.ok) expect(SumberInput.safeParse(h.badan).success).toBe(true);
  });

  it("names each wrong field in Indonesian next to it", () => {
    const h = bacaFormSumber(isian({ jenis: "csw-geonetwork", url: "ftp://x", bboxBarat: "100", jadwalJenis: "jam", jadwalSetiap: "0", kredPengguna: "u" }), {});
    expect(h.ok).toBe(false);
    if (h.ok) return;
    expect(Object.keys(h.galat).sort()).toEqual(["bbox", "jadwalSetiap", "kredSandi", "nama", "organisasiId", "url"]);
    expect(h.galat.url).toBe("URL harus diawali http:// atau https://.");
    expect(h.galat.bbox).toMatch(/keempat batas/);
    expect(bacaFormSumber(isian({ ...lengkap, bboxBarat: "150" }), {})).toEqual({ ok: false, galat: { bbox: "Batas barat tidak boleh lebih besar dari batas timur." } });
    expect(bacaFormSumber(isian({ ...lengkap, jadwalPukul: "25:00" }), {})).toMatchObject({ ok: false, galat: { jadwalPukul: expect.stringMatching(/JJ:MM/) } });
    expect(bacaFormSumber(isian({ ...lengkap, url: "https://u:p@contoh.go.id/csw" }), {})).toMatchObject({ ok: false, galat: { url: expect.stringMatching(/kredensial/) } });
  });

  it("checks only what reaching the source needs for Tes koneksi", () => {
    const h = bacaFormSumber(isian({ jenis: "csw-pycsw", url: "http://127.0.0.1:8000/csw" }), { tes: true });
    expect(h.ok).toBe(true);
    if (!h.ok) return;
    expect(TesKoneksiInput.safeParse({ jenis: h.badan.jenis, url: h.badan.url, batasan: h.badan.batasan, skemaKeluaran: h.badan.skemaKeluaran }).success).toBe(true);
  });

  it("keeps stored credentials when the password is left empty, removes them when asked", () => {
    const tetap = bacaFormSumber(isian({ ...lengkap, kredSandi: "" }), { awal });
    expect(tetap.ok && "kredensial" in tetap.badan).toBe(false);
    expect(bacaFormSumber(isian({ ...lengkap, kredSandi: "", kredHapus: "on" }), { awal })).toMatchObject({ ok: true, badan: { kredensial: null } });
    expect(bacaFormSumber(isian({ ...lengkap, kredPengguna: "lain", kredSandi: "" }), { awal })).toMatchObject({ ok: false, galat: { kredSandi: expect.stringMatching(/lagi/) } });
  });

  it("sends only changed fields on an edit (an untouched schedule or constraint stays out)", () => {
    const sama = bacaFormSumber(isian({ ...lengkap, kredSandi: "", aktif: "on" }), { awal });
    expect(sama.ok && perubahanSumber(awal, sama.badan)).toEqual({});
    const ubah = bacaFormSumber(isian({ ...lengkap, nama: "Baru", kredSandi: "", jadwalJenis: "jam", jadwalSetiap: "6" }), { awal });
    if (!ubah.ok) throw new Error("form");
    const patch = perubahanSumber(awal, ubah.badan);
    expect(patch).toEqual({ nama: "Baru", jadwal: { jenis: "jam", setiap: 6 }, aktif: false });
    expect(UbahSumberInput.safeParse(patch).success).toBe(true);
  });

  it("maps the API's detail paths to the fields", () => {
    expect(galatDariDetail({ "batasan.bbox.0": "a", "batasan.kataKunci.3": "b", "jadwal.pukul": "c", "kredensial.sandi": "d", url: "e", "batasan.bbox": "f" })).toEqual({ bbox: "a", kataKunci: "b", jadwalPukul: "c", kredSandi: "d", url: "e" });
  });
});
