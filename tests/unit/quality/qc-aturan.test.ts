import { describe, expect, it } from "vitest";
import type { DokumenMetadataMasukan } from "@/lib/metadata/schema";
import { ATURAN_QC } from "@/lib/quality/qc/aturan";
import { periksaOtomatis, susunQc } from "@/lib/quality/isi";
import { rekamanBaik } from "./fixture";

const HARI_INI = "2026-06-01";
const gagal = (d: ReturnType<typeof rekamanBaik>) => periksaOtomatis(d, HARI_INI).filter((i) => !i.lulus);

describe("QC rules table", () => {
  it("has unique codes and at least the profile's core checks", () => {
    const kode = ATURAN_QC.map((a) => a.kode);
    expect(new Set(kode).size).toBe(kode.length);
    for (const k of ["pengenal", "judul", "abstrak", "tanggal_sitasi", "kontak_sumber", "topik_kategori", "kata_kunci", "bbox_valid", "bbox_indonesia", "sistem_referensi", "distribusi_tautan", "silsilah"]) {
      expect(kode).toContain(k);
    }
  });

  it("a good record passes every check and conforms", () => {
    expect(gagal(rekamanBaik())).toEqual([]);
    const qc = susunQc(rekamanBaik(), { itemManual: [] }, HARI_INI);
    expect(qc).toMatchObject({ passed: ATURAN_QC.length, total: ATURAN_QC.length, sesuai: true });
  });

  const kasus: [string, (d: DokumenMetadataMasukan) => void, string, RegExp][] = [
    ["short abstract", (d) => void (d.identifikasi.abstrak = "Batas desa."), "abstrak", /hanya 11 karakter/],
    ["abstract equal to title", (d) => void (d.identifikasi.abstrak = d.identifikasi.judul), "abstrak", /sama dengan judul/],
    ["short title", (d) => void (d.identifikasi.judul = "Batas"), "judul", /5 karakter/],
    ["no citation date", (d) => void (d.identifikasi.tanggal = [{ tanggal: "2030-01-01", jenis: "nextUpdate" }]), "tanggal_sitasi", /Tidak ada tanggal/],
    ["creation date in the future", (d) => void (d.identifikasi.tanggal = [{ tanggal: "2027-01-01", jenis: "creation" }]), "tanggal_wajar", /creation 2027-01-01/],
    ["contact without e-mail", (d) => void (d.identifikasi.kontak = [{ peran: "owner", namaOrganisasi: "BIG" }]), "kontak_sumber", /e-mail/],
    ["metadata contact without e-mail", (d) => void (d.metadataInfo.kontak = [{ peran: "owner", namaOrganisasi: "BIG" }]), "kontak_metadata", /e-mail/],
    ["two keywords", (d) => void (d.identifikasi.kataKunci = [{ kata: ["batas", "desa"] }]), "kata_kunci", /Hanya 2/],
    ["degenerate box", (d) => void (d.cakupan.bbox = { barat: 107, timur: 107, selatan: -7, utara: -6 }), "bbox_valid", /lebih kecil/],
    ["box in Europe", (d) => void (d.cakupan.bbox = { barat: 2, timur: 3, selatan: 48, utara: 49 }), "bbox_indonesia", /di luar wilayah Indonesia/],
    ["whole world", (d) => void (d.cakupan.bbox = { barat: -180, timur: 180, selatan: -90, utara: 90 }), "bbox_indonesia", /di luar/],
    ["box straddling the border into the Indian Ocean", (d) => void (d.cakupan.bbox = { barat: 80, timur: 100, selatan: -5, utara: 5 }), "bbox_indonesia", /di luar/],
    ["no reference system", (d) => void delete d.sistemReferensi, "sistem_referensi", /belum diisi/],
    ["no online resource", (d) => void (d.distribusi!.sumberDaring = []), "distribusi_tautan", /Belum ada tautan/],
    ["no lineage", (d) => void (d.kualitasData!.silsilah = undefined), "silsilah", /silsilah/],
    ["no identifier", (d) => void delete d.metadataInfo.pengenal, "pengenal", /belum terisi/],
  ];

  it.each(kasus)("%s fails its rule with a reason, and the record no longer conforms", (_n, ubah, kode, alasan) => {
    const d = rekamanBaik(ubah);
    const g = gagal(d);
    expect(g.map((i) => i.kode)).toContain(kode);
    expect(g.find((i) => i.kode === kode)!.catatan).toMatch(alasan);
    expect(susunQc(d, { itemManual: [] }, HARI_INI).sesuai).toBe(false);
  });

  it("optional checks count in passed/total but do not decide conformance", () => {
    const d = rekamanBaik((x) => {
      x.distribusi!.format = [];
      x.distribusi!.sumberDaring = [{ url: "http://contoh.go.id/wms", protokol: "OGC:WMS" }];
    });
    const qc = susunQc(d, { itemManual: [] }, HARI_INI);
    expect(qc.total - qc.passed).toBe(2);
    expect(qc.sesuai).toBe(true);
  });

  it("manual items join the count; a failing required one breaks conformance, an optional one does not", () => {
    const n = ATURAN_QC.length;
    const baik = susunQc(rekamanBaik(), { itemManual: [{ label: "Sesuai data", lulus: true, wajib: true }, { label: "Simbologi", lulus: false, wajib: false }] }, HARI_INI);
    expect(baik).toMatchObject({ passed: n + 1, total: n + 2, sesuai: true });
    expect(baik.isi.item.at(-1)).toMatchObject({ kode: "manual_2", otomatis: false, lulus: false });
    const buruk = susunQc(rekamanBaik(), { itemManual: [{ label: "Data dapat diunduh", lulus: false, wajib: true }] }, HARI_INI);
    expect(buruk).toMatchObject({ passed: n, total: n + 1, sesuai: false });
  });
});
