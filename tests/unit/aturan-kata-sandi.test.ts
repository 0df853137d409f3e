import { describe, expect, it } from "vitest";
import kataSandiUmum from "@/lib/data/kata-sandi-umum.json";
import kataUmumId from "@/lib/data/kata-umum-id.json";
import { KataSandiBaru, masalahKataSandi, PESAN_KATA_SANDI } from "@/lib/auth/aturan-kata-sandi";
import { buatKataSandiSementara } from "@/lib/auth/kata-sandi-sementara";

describe("the blocklists shipped in lib/data (see SOURCES.md)", () => {
  it("hold the selected entries, lower case, without duplicates", () => {
    expect(kataSandiUmum).toHaveLength(10_000);
    expect(kataUmumId).toHaveLength(3_000);
    expect(kataSandiUmum.slice(0, 2)).toEqual(["password", "qwerty"]);
    for (const daftar of [kataSandiUmum, kataUmumId]) {
      expect(new Set(daftar).size).toBe(daftar.length);
      expect(daftar.every((k) => k === k.toLowerCase())).toBe(true);
    }
    expect(kataUmumId).toEqual(expect.arrayContaining(["rahasia", "sayang", "indonesia"]));
  });
});

describe("masalahKataSandi", () => {
  it.each([
    ["Password2026!", "umum"],
    ["!!2026Dragon2026!!", "umum"],
    ["$ecret2026!!!", "umum"],
    ["Passw0rd12345", "umum"],
    ["1qaz2wsx3edc", "umum"],
    ["Sayang123456", "umum"],
    ["GEOKATALOG-2026", "produk"],
    ["geo katalog bandung", "produk"],
    ["gE0kAtA|og-kantor", "produk"],
    ["1111111111111111", "pola"],
    ["aaaa-bbbb-cccc", "pola"],
    ["7890123456789", "pola"],
    ["abcdABCDabcdABCD", "pola"],
  ] as const)("%j breaks the %s rule", (sandi, aturan) => {
    expect(masalahKataSandi(sandi)).toBe(PESAN_KATA_SANDI[aturan]);
  });

  it("the e-mail rule needs the account: its local part (letters, ≥ 4) and the whole address", () => {
    expect(masalahKataSandi("Siti.Rahma-88-kantor", { email: "siti.rahma88@bappeda.go.id" })).toBe(PESAN_KATA_SANDI.email);
    expect(masalahKataSandi("Siti.Rahma-88-kantor")).toBeNull();
    expect(masalahKataSandi("x@b.id-tambahan-kata", { email: "x@b.id" })).toBe(PESAN_KATA_SANDI.email);
    // A local part of fewer than 4 letters is not a word of its own: `ani` does not refuse `daniel…`.
    expect(masalahKataSandi("Daniel-Pergi-Melaut", { email: "ani@b.id" })).toBeNull();
  });

  it.each(["correct horse battery staple", "kopi tubruk di pagi hari", "x9#k2!m7@q4$", "Peta-Nusantara-2026", "JAKARTA SELATAN RAYA", "ΚΑΛΗΜΈΡΑ-κόσμε-2026"])(
    "accepts %j (no composition rule)",
    (sandi) => {
      expect(masalahKataSandi(sandi, { email: "pengguna@dinas.example" })).toBeNull();
    },
  );

  it("counts characters as code points, at most 200", () => {
    expect(masalahKataSandi("🌋🌊🌴🐅🦏🐉🌋🌊🌴🐅🦏")).toBe(PESAN_KATA_SANDI.pendek);
    expect(masalahKataSandi("🌋🌊🌴🐅🦏🐉🌋🌊🌴🐅🦏🐘")).toBeNull();
    expect(masalahKataSandi("Gunung Rinjani ".repeat(13).slice(0, 200))).toBeNull();
    expect(masalahKataSandi("Gunung Rinjani ".repeat(14))).toBe(PESAN_KATA_SANDI.panjang);
  });

  it("the zod schema reports one issue, the first rule broken", () => {
    const r = KataSandiBaru.safeParse("pendek");
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([PESAN_KATA_SANDI.pendek]);
    expect(KataSandiBaru.safeParse("x".repeat(5000)).error!.issues.map((i) => i.message)).toEqual([PESAN_KATA_SANDI.panjang]);
  });
});

describe("buatKataSandiSementara", () => {
  it("gives 16 characters without look-alikes that pass every rule for the account", () => {
    const dilihat = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const s = buatKataSandiSementara("penerima@dinas.example");
      expect(s).toMatch(/^[A-HJKMNP-Za-hjkmnp-z2-9]{16}$/);
      expect(masalahKataSandi(s, { email: "penerima@dinas.example" })).toBeNull();
      dilihat.add(s);
    }
    expect(dilihat.size).toBe(300);
  });
});
