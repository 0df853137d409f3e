import { describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import nextConfig from "@/next.config";

// /katalog/{id}.jsonld|.ttl|.rdf reaches the DCAT route through next.config.ts's rewrite, matched here with
// Next's own path matcher (the one its router applies to `source`).
describe("rewrite of /katalog/{id}.{jsonld,ttl,rdf}", () => {
  it("sends the three extensions to /dcat/rekaman/{berkas} and leaves the record page alone", async () => {
    const aturan = (await nextConfig.rewrites!()) as { source: string; destination: string }[];
    expect(aturan).toHaveLength(1);
    const cocok = getPathMatch(aturan[0]!.source);
    const id = "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
    for (const ext of ["jsonld", "ttl", "rdf"]) expect(cocok(`/katalog/${id}.${ext}`)).toEqual({ berkas: `${id}.${ext}` });
    expect(aturan[0]!.destination).toBe("/dcat/rekaman/:berkas");
    expect(cocok(`/katalog/${id}`)).toBe(false);
    expect(cocok(`/katalog/${id}.xml`)).toBe(false);
    expect(cocok(`/katalog/a/b.ttl`)).toBe(false);
  });
});
