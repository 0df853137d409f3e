import { describe, expect, it } from "vitest";
import type { FaktaPdf } from "@/lib/pdf/dokumen-kualitas";
import { renderPdfKualitas } from "@/lib/pdf/render";
import { nomorDokumen } from "@/lib/quality/nomor-dokumen";
import { buatPng } from "@/tests/helpers/gambar";
import { bacaPdf, bacaQr } from "./baca-pdf";

const URL_VERIFIKASI = "https://katalog.bpn-contoh.example.go.id/verifikasi/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd";

function fakta(jumlahButir: number, kop: FaktaPdf["kop"] = { namaKatalog: "Geoportal Uji", namaInstansi: "", alamat: "", kontak: "" }): Omit<FaktaPdf, "qrPng"> {
  return {
    tipe: "QC",
    nomor: "QC-2026-000107",
    kop,
    metadata: { id: "0b6d0c8e-3c1e-4f7a-9a55-5d7b1c0e9f01", judul: "Tutupan Lahan Provinsi Uji", organisasi: "Dinas Uji" },
    penandatangan: { namaLengkap: "Siti Rahmawati", jabatan: "Pemeriksa Metadata Ahli Muda", organisasi: "Dinas Uji" },
    signedAt: new Date("2026-05-04T03:02:01.000Z"),
    ringkasan: { passed: jumlahButir, total: jumlahButir, sesuai: true },
    baris: Array.from({ length: jumlahButir }, (_, i) => ({ label: `Butir periksa nomor ${i + 1}`, hasil: "Lulus", lulus: true })),
    urlVerifikasi: URL_VERIFIKASI,
  };
}

const TTD = "Ditandatangani secara elektronik";

describe("quality PDF letterhead and number", () => {
  it("prints the agency's name, address, contact and logo, the catalogue's name and the document number", async () => {
    const logo = buatPng(64, 48, [200, 30, 30]);
    const pdf = await renderPdfKualitas(
      fakta(3, {
        namaKatalog: "Geoportal Uji",
        namaInstansi: "Badan Pertanahan Provinsi Uji",
        alamat: "Jl. Merdeka No. 1, Kota Uji 40111",
        kontak: "Telepon (022) 123456 · E-mail info@uji.example.go.id",
        logo: { data: logo, format: "png" },
      }),
    );
    const { jumlahHalaman, halaman } = await bacaPdf(pdf);
    expect(jumlahHalaman).toBe(1);
    const h = halaman[0]!;
    // The catalogue's line is letter-spaced: pdf.js reads it with a space between letters.
    expect(h.teks.replace(/\s/g, "")).toContain("GEOPORTALUJI·KATALOGMETADATAGEOSPASIAL");
    for (const s of ["Badan Pertanahan Provinsi Uji", "Jl. Merdeka No. 1, Kota Uji 40111", "info@uji.example.go.id", "Nomor dokumen", "QC-2026-000107"]) {
      expect(h.teks).toContain(s);
    }
    // The foot of the page repeats the number.
    expect(h.baris.some((b) => b.startsWith("QC-2026-000107 · ") && b.includes("halaman 1 dari 1"))).toBe(true);
    // Two images: the logo as uploaded (its pixel size and colour) and the QR code, which still reads.
    const logoDigambar = h.gambar.find((g) => g.width === 64 && g.height === 48);
    expect(logoDigambar).toBeDefined();
    expect([...logoDigambar!.data.subarray(0, 3)]).toEqual([200, 30, 30]);
    expect(bacaQr(h.gambar)).toEqual([URL_VERIFIKASI]);
    // The verification URL stays one unbroken line.
    expect(h.baris.filter((b) => b.includes("/verifikasi/")).map((b) => b.replace(/^Alamat verifikasi:\s*/, ""))).toEqual([URL_VERIFIKASI]);
  });

  it("without an agency set, heads the page with the catalogue's name", async () => {
    const { halaman } = await bacaPdf(await renderPdfKualitas(fakta(1)));
    expect(halaman[0]!.baris.slice(0, 3)).toContain("Geoportal Uji");
    expect(halaman[0]!.gambar).toHaveLength(1);
  });

  it("a few items fit one page; many items never leave the signature alone on the last page", async () => {
    expect((await bacaPdf(await renderPdfKualitas(fakta(5)))).jumlahHalaman).toBe(1);
    // Find the first count that needs a second page, then walk across it: wherever the page breaks, the page
    // holding the signature also holds the last result row (moved with it under the repeated table header).
    let n = 10;
    while ((await bacaPdf(await renderPdfKualitas(fakta(n)))).jumlahHalaman === 1) n += 2;
    const diperiksa: number[] = [];
    for (let k = n - 4; k <= n + 4; k++) {
      const { jumlahHalaman, halaman } = await bacaPdf(await renderPdfKualitas(fakta(k)));
      const akhir = halaman[halaman.length - 1]!;
      expect(akhir.teks).toContain(TTD);
      expect(akhir.teks, `${k} butir, ${jumlahHalaman} halaman`).toContain(`Butir periksa nomor ${k}`);
      if (jumlahHalaman === 2) {
        expect(akhir.teks).toContain("Butir");
        expect(akhir.teks).toContain("Keterangan");
        expect(akhir.baris.some((b) => b.includes("halaman 2 dari 2"))).toBe(true);
      }
      diperiksa.push(jumlahHalaman);
    }
    // The walk did cross the break.
    expect(diperiksa).toContain(1);
    expect(diperiksa).toContain(2);
  }, 60_000);

  it("numbers documents by type, year of signing in WIB and the running number", () => {
    expect(nomorDokumen("QA", 42, new Date("2026-05-04T03:02:01Z"))).toBe("QA-2026-000042");
    // 31 December 20:00 UTC is already 1 January in Jakarta.
    expect(nomorDokumen("QC", 1234567, new Date("2026-12-31T20:00:00Z"))).toBe("QC-2027-1234567");
  });
});
