import { describe, expect, it } from "vitest";
import { asalUbin, headerKeamanan } from "@/lib/keamanan/header";

const nilai = (h: ReturnType<typeof headerKeamanan>, k: string) => h.find((x) => x.key === k)?.value;

describe("security headers", () => {
  it("CSP allows the tile origin, forbids framing, plugins and eval in production", () => {
    const h = headerKeamanan({ tileUrl: "https://{s}.tile.example.org/{z}/{x}/{y}.png", produksi: true });
    const csp = nilai(h, "Content-Security-Policy")!;
    expect(csp).toContain("img-src 'self' data: blob: https: https://*.tile.example.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(nilai(h, "X-Content-Type-Options")).toBe("nosniff");
    expect(nilai(h, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(nilai(h, "Strict-Transport-Security")).toMatch(/max-age=\d+/);
  });

  it("no HSTS outside production; offline maps add no image origin", () => {
    const h = headerKeamanan({ tileUrl: "", produksi: false });
    expect(nilai(h, "Strict-Transport-Security")).toBeUndefined();
    expect(nilai(h, "Content-Security-Policy")).toContain("img-src 'self' data: blob: https:;");
    // Only images widen to any https host: scripts, styles and connections stay on this origin.
    expect(nilai(h, "Content-Security-Policy")).toMatch(/script-src 'self' 'unsafe-inline' 'unsafe-eval';/);
    expect(nilai(h, "Content-Security-Policy")).toContain("connect-src 'self' ws:;");
  });

  it("tile origins", () => {
    expect(asalUbin("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toEqual(["https://tile.openstreetmap.org"]);
    expect(asalUbin("http://localhost:8080/tiles/{z}/{x}/{y}.png")).toEqual(["http://localhost:8080"]);
    expect(asalUbin("javascript:alert(1)")).toEqual([]);
    expect(asalUbin("bukan url")).toEqual([]);
  });
});
