import { describe, expect, it } from "vitest";
import { ukuranHurufUrl } from "@/lib/pdf/dokumen-kualitas";
import { renderPdfKualitas } from "@/lib/pdf/render";
import { bacaPdf, bacaQr } from "./baca-pdf";

/** Every printed line naming a verification URL, its label removed: one line holding exactly the URL. */
const barisUrl = (halaman: { baris: string[] }[]) =>
  halaman.flatMap((h) => h.baris).filter((b) => b.includes("/verifikasi/")).map((b) => b.replace(/^Alamat verifikasi:\s*/, ""));

const KOP = { namaKatalog: "GeoKatalog", namaInstansi: "", alamat: "", kontak: "" };

describe("quality PDF", () => {
  it("is an A4 PDF with the record, results, signer and a QR code of the verification URL", async () => {
    const url = "https://geokatalog.example.go.id/verifikasi/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd";
    const pdf = await renderPdfKualitas({
      tipe: "QC",
      nomor: "QC-2026-000042",
      kop: KOP,
      metadata: { id: "0b6d0c8e-3c1e-4f7a-9a55-5d7b1c0e9f01", judul: "Batas Desa Jawa Barat", organisasi: "Badan Informasi Geospasial" },
      penandatangan: { namaLengkap: "Siti Rahmawati", jabatan: "Pemeriksa Metadata Ahli Muda", organisasi: "BIG" },
      signedAt: new Date("2026-05-04T03:02:01.000Z"),
      ringkasan: { passed: 2, total: 3, sesuai: false },
      baris: [
        { label: "Judul jelas", hasil: "Lulus", lulus: true },
        { label: "Abstrak informatif", hasil: "Lulus", lulus: true },
        { label: "Sistem referensi", hasil: "Tidak lulus", lulus: false, keterangan: "Sistem referensi belum diisi." },
      ],
      urlVerifikasi: url,
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const baca = await bacaPdf(pdf);
    expect(baca.jumlahHalaman).toBe(1);
    expect(baca.halaman[0]!.ukuran).toEqual([0, 0, 595, 842]);
    const teks = baca.halaman[0]!.teks;
    for (const s of ["Batas Desa Jawa Barat", "Siti Rahmawati", "Pemeriksa Metadata Ahli Muda", "Sistem referensi belum diisi.", "TIDAK SESUAI", "2026-05-04T03:02:01.000Z"]) {
      expect(teks).toContain(s);
    }
    expect(bacaQr(baca.halaman[0]!.gambar)).toEqual([url]);
    // Someone typing it from paper needs it whole: one printed line, no hyphen added, nothing else on it.
    expect(barisUrl(baca.halaman)).toEqual([url]);
  });

  it("prints a long verification URL on one line too, in a smaller size, and never hyphenates it", async () => {
    const url = `https://katalog-metadata-geospasial.provinsi-contoh.example.go.id/verifikasi/${"Ab-_".repeat(10)}xyz`;
    const pdf = await renderPdfKualitas({
      tipe: "QA",
      nomor: "QA-2026-000043",
      kop: KOP,
      metadata: { id: "0b6d0c8e-3c1e-4f7a-9a55-5d7b1c0e9f01", judul: "Jalan Nasional", organisasi: "Kementerian Uji" },
      penandatangan: { namaLengkap: "Budi", jabatan: "Walidata", organisasi: "KU" },
      signedAt: new Date("2026-05-04T03:02:01.000Z"),
      ringkasan: { passed: 1, total: 1, sesuai: true },
      baris: [{ label: "Judul jelas", hasil: "Lulus", lulus: true }],
      urlVerifikasi: url,
    });
    const { halaman } = await bacaPdf(pdf);
    expect(barisUrl(halaman)).toEqual([url]);
    expect(ukuranHurufUrl(url)).toBeLessThan(ukuranHurufUrl("https://a.go.id/verifikasi/x"));
  });
});
