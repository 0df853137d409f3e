// The machine's own zone must never show through: run as if the server were in California.
process.env.TZ = "America/Los_Angeles";

import { describe, expect, it } from "vitest";
import { periksaOtomatis } from "@/lib/quality/isi";
import { tanggalWib, tanggalWibDari } from "@/lib/waktu/wib";
import { formatJam, formatTanggal, formatTanggalWaktu } from "@/lib/web/format";
import { rekamanBaik } from "../quality/fixture";

describe("calendar days in WIB", () => {
  it("turns an instant into its WIB date: 17.00 UTC is already the next day", () => {
    expect(new Date("2025-12-31T16:59:59Z").getDate()).toBe(31);
    expect(tanggalWib(new Date("2025-12-31T16:59:59Z"))).toBe("2025-12-31");
    expect(tanggalWib(new Date("2025-12-31T17:00:00Z"))).toBe("2026-01-01");
    expect(tanggalWib(Date.parse("2024-02-28T20:00:00Z"))).toBe("2024-02-29");
  });

  it("keeps a date-only value as written and converts a stored date-time", () => {
    expect(tanggalWibDari("2025-12-31")).toBe("2025-12-31");
    expect(tanggalWibDari("2025-12-31T23:00:00Z")).toBe("2026-01-01");
    expect(tanggalWibDari("2026-01-01T05:00:00+07:00")).toBe("2026-01-01");
    expect(tanggalWibDari("2025-12-31T20:00:00-05:00")).toBe("2026-01-01");
  });
});

describe("dates as the product shows them", () => {
  it("shows a timestamp and the date-only value of the same WIB day as the same date", () => {
    // The record page's header (publishedAt) and its citation (the publication date) of one publication.
    const terbit = "2025-12-31T23:00:00.000Z";
    expect(formatTanggal(terbit)).toBe("1 Januari 2026");
    expect(formatTanggal(tanggalWib(new Date(terbit)))).toBe("1 Januari 2026");
    expect(formatTanggal("2025-12-31")).toBe("31 Desember 2025");
    expect(formatTanggal("2025-12-31T16:59:59Z")).toBe("31 Desember 2025");
  });

  it("shows times of day in WIB, named so", () => {
    expect(formatTanggalWaktu("2025-12-31T17:30:00Z")).toBe("1 Januari 2026 pukul 00.30 WIB");
    expect(formatTanggalWaktu(new Date("2026-03-02T01:05:00Z"))).toBe("2 Maret 2026 pukul 08.05 WIB");
    expect(formatJam("2026-03-02T01:05:09Z")).toBe("08.05.09 WIB");
    expect(formatTanggal("bukan tanggal")).toBe("bukan tanggal");
  });
});

describe("QC's 'no date in the future' on the WIB day of the check", () => {
  const denganTanggal = (tanggal: string) => rekamanBaik((d) => void (d.identifikasi.tanggal = [{ tanggal, jenis: "publication" }]));
  const wajar = (tanggal: string, hariIni: string) => periksaOtomatis(denganTanggal(tanggal), hariIni).find((i) => i.kode === "tanggal_wajar")!.lulus;

  it("accepts today's date from the first hour of the WIB day (UTC still says yesterday)", () => {
    const pukul01Wib = new Date("2025-12-31T18:00:00Z");
    expect(wajar("2026-01-01", tanggalWib(pukul01Wib))).toBe(true);
    expect(wajar("2026-01-02", tanggalWib(pukul01Wib))).toBe(false);
  });

  it("compares a date-time by its WIB day, not by its first ten characters", () => {
    expect(wajar("2025-12-31T20:00:00-05:00", "2025-12-31")).toBe(false);
    expect(wajar("2026-01-01T05:00:00+07:00", "2025-12-31")).toBe(false);
    expect(wajar("2026-01-01T05:00:00+07:00", "2026-01-01")).toBe(true);
  });
});
