import { describe, expect, it } from "vitest";
import { ArgumenSeedError, bacaArgumenSeed } from "@/lib/seed/argumen";
import { BATAS_SEED } from "@/lib/seed";

describe("bacaArgumenSeed (scripts/seed.ts flags)", () => {
  it("uses 300 records and seed 1 by default", () => {
    expect(bacaArgumenSeed([])).toEqual({ count: 300, seed: 1, ifEmpty: false, bantuan: false });
    expect(BATAS_SEED).toMatchObject({ jumlahBawaan: 300, seedBawaan: 1, jumlahMin: 1, jumlahMaks: 200_000 });
  });

  it("reads --count, --seed and --if-empty in both spellings", () => {
    expect(bacaArgumenSeed(["--count", "1", "--seed", "42", "--if-empty"])).toMatchObject({ count: 1, seed: 42, ifEmpty: true });
    expect(bacaArgumenSeed(["--count=200000", "--seed=0"])).toMatchObject({ count: 200_000, seed: 0 });
  });

  it.each([["0"], ["200001"], ["-5"], ["1.5"], ["abc"], [""], ["1e3"]])("rejects --count %j with an Indonesian message", (nilai) => {
    expect(() => bacaArgumenSeed([`--count=${nilai}`])).toThrow(ArgumenSeedError);
    expect(() => bacaArgumenSeed([`--count=${nilai}`])).toThrow(/harus bilangan bulat 1–200000/);
  });

  it("rejects a seed outside 0–4294967295 and unknown flags", () => {
    expect(() => bacaArgumenSeed(["--seed", "4294967296"])).toThrow(/--seed harus bilangan bulat/);
    expect(() => bacaArgumenSeed(["--jumlah", "5"])).toThrow(/Argumen tidak valid/);
    expect(() => bacaArgumenSeed(["lima"])).toThrow(ArgumenSeedError);
    // "--count -5" reads as a flag, not a value: still refused, with the usage text.
    expect(() => bacaArgumenSeed(["--count", "-5"])).toThrow(ArgumenSeedError);
  });
});
