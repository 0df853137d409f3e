import { describe, expect, it } from "vitest";
import { formatDurasi, persenJalan, pesanGagalKoneksi, rincianJalan, teksNilaiJalan } from "@/lib/web/panen-tampil";

const jalan = { keadaan: "berjalan", dilihat: 120, total: 500, halaman: 3, halamanGagal: 0, laju: 12.5, sisaDetik: 30.4 };

describe("harvest run progress text", () => {
  it("gives the bar's percent and value text, none before the source said its total", () => {
    expect(persenJalan(jalan)).toBe(24);
    expect(teksNilaiJalan(jalan)).toBe("120 dari 500 rekaman (24%)");
    expect(persenJalan({ ...jalan, total: 0 })).toBeNull();
    expect(teksNilaiJalan({ ...jalan, total: 0, dilihat: 0 })).toBe("0 rekaman");
    expect(persenJalan({ ...jalan, keadaan: "selesai", dilihat: 499 })).toBe(100);
    expect(persenJalan({ ...jalan, dilihat: 900 })).toBe(100);
  });

  it("reads pages, rate and time left, time left only while running", () => {
    expect(rincianJalan(jalan)).toBe("halaman 3 · 12,5 rekaman/detik · sisa sekitar 30 detik");
    expect(rincianJalan({ ...jalan, keadaan: "selesai", halamanGagal: 2 })).toBe("halaman 3 (2 gagal) · 12,5 rekaman/detik");
    expect(rincianJalan({ ...jalan, laju: null, sisaDetik: null })).toBe("halaman 3");
  });

  it("says durations in two units at most", () => {
    expect(formatDurasi(45)).toBe("45 detik");
    expect(formatDurasi(200)).toBe("3 menit 20 detik");
    expect(formatDurasi(180)).toBe("3 menit");
    expect(formatDurasi(7500)).toBe("2 jam 5 menit");
    expect(formatDurasi(-3)).toBe("0 detik");
  });

  it("says the network layer's English failures in Indonesian and passes the service's own messages on", () => {
    expect(pesanGagalKoneksi("fetch failed")).toMatch(/^Server sumber tidak dapat dihubungi/);
    expect(pesanGagalKoneksi("getaddrinfo ENOTFOUND katalog.contoh")).toMatch(/Nama host sumber tidak dikenal/);
    expect(pesanGagalKoneksi("Server menjawab HTTP 500.")).toBe("Server menjawab HTTP 500.");
  });
});
