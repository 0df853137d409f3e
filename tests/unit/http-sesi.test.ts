import { describe, expect, it } from "vitest";
import { ipKlien } from "@/lib/http/ip";
import { halamanHasilKonfirmasi } from "@/lib/workflow/konfirmasi-halaman";
import { GalatKonfirmasi } from "@/lib/workflow/konfirmasi";
import { ApiError } from "@/lib/http/errors";

const req = (h: Record<string, string>) => new Request("http://localhost/x", { headers: h });

describe("ipKlien", () => {
  it("takes the right-most X-Forwarded-For entry (the nearest proxy's view), then X-Real-IP", () => {
    expect(ipKlien(req({ "x-forwarded-for": "1.1.1.1, 10.0.0.5" }))).toBe("10.0.0.5");
    expect(ipKlien(req({ "x-forwarded-for": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(ipKlien(req({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(ipKlien(req({}))).toBe("tidak-diketahui");
  });
});

describe("konfirmasi result pages", () => {
  const url = new URL("http://localhost/api/walidata/konfirmasi?token=abc");
  it("maps each outcome to a page", () => {
    expect(halamanHasilKonfirmasi(url, { hasil: "berhasil", id: "x" }).search).toBe("?hasil=berhasil&id=x");
    expect(halamanHasilKonfirmasi(url, new GalatKonfirmasi("terpakai")).search).toBe("?hasil=galat&alasan=terpakai");
    expect(halamanHasilKonfirmasi(url, new ApiError("terlalu_banyak_permintaan", "x")).search).toBe("?hasil=galat&alasan=batas");
    const masuk = halamanHasilKonfirmasi(url, new ApiError("tidak_terautentikasi", "x"));
    expect(masuk.pathname).toBe("/masuk");
    expect(masuk.searchParams.get("lanjut")).toBe("/api/walidata/konfirmasi?token=abc");
  });
});
