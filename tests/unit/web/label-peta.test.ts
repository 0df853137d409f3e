import { describe, expect, it } from "vitest";
import { labelPeta } from "@/lib/web/label-peta";

describe("labelPeta", () => {
  it("keeps a short title whole (spaces normalised)", () => {
    expect(labelPeta("  Batas  Desa Jawa Barat ")).toBe("Batas Desa Jawa Barat");
  });

  it("cuts a long title at a word boundary with an ellipsis, within the limit", () => {
    const l = labelPeta("Peta Rawan Bencana Tanah Longsor Provinsi Sulawesi Tengah 2024");
    expect(l).toBe("Peta Rawan Bencana Tanah…");
    expect(l.length).toBeLessThanOrEqual(32);
  });

  it("cuts inside a word when the first word alone is too long, and drops trailing punctuation", () => {
    expect(labelPeta("Sangatpanjangsekalinamanyatanpaspasi sama sekali", 20)).toBe("Sangatpanjangsekali…");
    expect(labelPeta("Jaringan Jalan, Jembatan dan Irigasi", 17)).toBe("Jaringan Jalan…");
  });
});
