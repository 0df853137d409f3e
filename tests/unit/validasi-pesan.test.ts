import { describe, expect, it } from "vitest";
import { DokumenMetadata } from "@/lib/metadata/schema";

describe("validation messages", () => {
  const pesan = (input: unknown) => {
    const r = DokumenMetadata.safeParse(input);
    if (r.success) throw new Error("seharusnya tidak valid");
    return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("says a missing required field is required, in Indonesian", () => {
    expect(pesan({ identifikasi: { judul: "Peta" } })["identifikasi.abstrak"]).toBe("Wajib diisi.");
  });

  it("keeps the locale's message for a value of the wrong type", () => {
    expect(pesan({ identifikasi: { judul: 5 } })["identifikasi.judul"]).toMatch(/^Input tidak valid: diharapkan string/);
  });
});
