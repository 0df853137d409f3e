import { describe, expect, it } from "vitest";
import { segmenOgc, terimaOgcLangsung } from "@/lib/ogcapi/langsung";

describe("which /ogcapi requests the production worker answers itself (lib/ogcapi/langsung.ts)", () => {
  it("takes JSON and XML requests on the paths Next hands to the route as they are", () => {
    for (const url of [
      "/ogcapi",
      "/ogcapi?f=json",
      "/ogcapi/conformance",
      "/ogcapi/collections/metadata/items?q=hutan&bbox=105,-9,115,-5&limit=10",
      "/ogcapi/collections/metadata/items?filter=title%20LIKE%20%27%25a%25%27",
      "/ogcapi/collections/metadata/items/0b6f1a52-3c51-4a5e-9d7e-1f2a3b4c5d6e?f=gmd",
    ]) {
      expect(terimaOgcLangsung(url, "application/geo+json"), url).toBe(true);
      expect(terimaOgcLangsung(url, undefined), url).toBe(true);
    }
    // A client that accepts HTML but prefers JSON still gets JSON from the route.
    expect(terimaOgcLangsung("/ogcapi/collections", "application/json, text/html;q=0.5")).toBe(true);
  });

  it("leaves to Next what its proxy rewrites to the HTML pages, and paths it decodes, normalises or redirects", () => {
    expect(terimaOgcLangsung("/ogcapi/collections?f=html", "application/json")).toBe(false);
    expect(terimaOgcLangsung("/ogcapi/collections/metadata/items", "text/html,application/xhtml+xml,*/*;q=0.8")).toBe(false);
    for (const url of ["/ogcapi/", "/ogcapi/collections/", "/ogcapi//collections", "/ogcapi/./collections", "/ogcapi/collections/../conformance", "/ogcapi/collections/metadata/items/%41", "/ogcapilain", "/csw"]) {
      expect(terimaOgcLangsung(url, "application/json"), url).toBe(false);
    }
  });

  it("gives the handler the segments Next's [[...jalur]] would", () => {
    expect(segmenOgc("http://h/ogcapi")).toEqual([]);
    expect(segmenOgc("http://h/ogcapi?f=json")).toEqual([]);
    expect(segmenOgc("http://h/ogcapi/collections/metadata/items?limit=5")).toEqual(["collections", "metadata", "items"]);
  });
});
