import { describe, expect, it } from "vitest";
import { cekKonfigurasiProduksi, type Env } from "@/lib/env";
import { areaDari } from "@/lib/auth/area";
import { can, IZIN_PERAN } from "@/lib/auth/permissions";
import { KEBIJAKAN } from "@/lib/ratelimit/policies";

const dasar = { NODE_ENV: "production" } as Env;

describe("AUTH_SECRET start-up check", () => {
  it.each([undefined, "pendek", "changeme-changeme-changeme-changeme", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "geokatalog-rahasia-yang-panjang-sekali-123"])(
    "refuses %s in production",
    (AUTH_SECRET) => {
      expect(() => cekKonfigurasiProduksi({ ...dasar, AUTH_SECRET })).toThrow(/AUTH_SECRET/);
    },
  );
  it("accepts a long random key, and anything outside production", () => {
    expect(() => cekKonfigurasiProduksi({ ...dasar, AUTH_SECRET: "q8V3k1Zr9xT0pL4mN7bC2sD6fG5hJ8wE" })).not.toThrow();
    expect(() => cekKonfigurasiProduksi({ ...dasar, NODE_ENV: "development", AUTH_SECRET: undefined })).not.toThrow();
  });
});

describe("permissions and areas as data", () => {
  it("gives Admin everything and the area table its spec roles", () => {
    expect(IZIN_PERAN.Admin.length).toBeGreaterThan(10);
    expect(can("Produsen", "area.admin")).toBe(false);
    expect(can("Walidata", "area.qcqe")).toBe(true);
    expect(can("Pemeriksa", "area.walidata")).toBe(false);
    expect(areaDari("/api/metadata/x/qcqe/y")?.izin).toBe("area.qcqe");
    expect(areaDari("/api/metadata/x")?.izin).toBe("area.metadata");
    expect(areaDari("/api/auth/login")).toBeUndefined();
  });
  it("keeps the spec's limits for verify and konfirmasi", () => {
    expect(KEBIJAKAN.verify).toMatchObject({ batas: 20, jendelaDetik: 60 });
    expect(KEBIJAKAN.konfirmasi).toMatchObject({ batas: 10, jendelaDetik: 60 });
  });
});
