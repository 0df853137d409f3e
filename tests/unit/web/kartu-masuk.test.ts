import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KartuMasuk } from "@/components/masuk/KartuMasuk";
import { satuNilai } from "@/lib/web/parameter-halaman";

const kartu = (p: { info?: string | null; galat?: string | null }) =>
  renderToStaticMarkup(createElement(KartuMasuk, { judul: "Masuk ke dasbor", idGalat: "galat-masuk", ...p }, createElement("form", { id: "f" })));

describe("KartuMasuk: the card of the sign-in pages", () => {
  it("shows the heading, the brand link home and the form", () => {
    const html = kartu({});
    expect(html).toContain("<h1>Masuk ke dasbor</h1>");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>GeoKatalog<\/a>/);
    expect(html).toContain('<form id="f"></form>');
    expect(html).not.toContain("role=");
  });
  it("a notice is a status; an error is an alert with the id the form points at, and replaces the notice", () => {
    expect(kartu({ info: "Anda telah keluar." })).toMatch(/<p[^>]*role="status"[^>]*>Anda telah keluar\.<\/p>/);
    const html = kartu({ info: "Anda telah keluar.", galat: "E-mail atau kata sandi salah." });
    expect(html).toMatch(/<p[^>]*role="alert"[^>]*id="galat-masuk"[^>]*>E-mail atau kata sandi salah\.<\/p>/);
    expect(html).not.toContain("Anda telah keluar.");
  });
});

describe("satuNilai", () => {
  it("takes the first of a repeated parameter", () => {
    expect(satuNilai(["a", "b"])).toBe("a");
    expect(satuNilai("x")).toBe("x");
    expect(satuNilai(undefined)).toBeUndefined();
  });
});
