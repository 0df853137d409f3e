import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as referensiGET } from "@/app/api/referensi/[jenis]/route";
import { GET as standarList } from "@/app/api/standar/route";
import { GET as standarDetail } from "@/app/api/standar/[slug]/route";
import { GET as daftarGET } from "@/app/api/public/metadata/route";
import { count, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { DAFTAR_REFERENSI, JENIS_REFERENSI } from "@/lib/metadata/kode";
import type { DaftarPublik } from "@/lib/metadata/publik";
import { seedDatabase } from "@/lib/seed";
import { DAFTAR_STANDAR } from "@/lib/seed/standar";
import { createTestDatabase } from "@/tests/helpers/db";
import { panggil } from "@/tests/helpers/http";

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
  await seedDatabase(h.db, { count: 100 });
});
afterAll(async () => h?.close());

describe("GET /api/referensi/{jenis}", () => {
  it.each(JENIS_REFERENSI)("returns every %s code with its Indonesian label, in ISO order", async (jenis) => {
    const res = await panggil<{ kode: string; label: string }[]>(referensiGET, `/api/referensi/${jenis}`, { jenis });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DAFTAR_REFERENSI[jenis]);
    expect(res.body.length).toBeGreaterThan(0);
  });

  it.each(["TIDAK_ADA", "peran_kontak", "", "../etc", "PERAN_KONTAK;drop"])("is 404 with the known kinds for unknown jenis %j", async (jenis) => {
    const res = await panggil<{ error: string }>(referensiGET, "/x", { jenis });
    expect(res.status).toBe(404);
    expect(res.body.error).toContain("PERAN_KONTAK");
  });
});

describe("GET /api/standar", () => {
  const terbit = DAFTAR_STANDAR.filter((s) => s.terbit);

  it("lists only published standards, without their bodies", async () => {
    const res = await panggil<{ slug: string; isi?: string }[]>(standarList, "/api/standar");
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.slug)).toEqual(terbit.map((s) => s.slug));
    expect(res.body.every((s) => s.isi === undefined)).toBe(true);
  });

  it("returns one published standard by slug, with its body", async () => {
    const s = terbit[0]!;
    const res = await panggil<{ slug: string; judul: string; isi: string }>(standarDetail, "/x", { slug: s.slug });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: s.slug, judul: s.judul, isi: s.isi });
  });

  it.each([
    ["an unpublished standard", DAFTAR_STANDAR.find((s) => !s.terbit)!.slug],
    ["an unknown slug", "tidak-ada"],
    ["path traversal", "../../etc/passwd"],
    ["upper case", "SNI-8843-1-2019"],
    ["a very long slug", "a".repeat(500)],
  ])("is 404 for %s", async (_, slug) => {
    const res = await panggil<{ error: string }>(standarDetail, "/x", { slug });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Standar tidak ditemukan." });
  });
});

describe("the seeded catalogue through the public list", () => {
  it("shows exactly the seeded PUBLISHED records", async () => {
    const [baris] = await h.db.select({ n: count() }).from(metadata).where(eq(metadata.status, "PUBLISHED"));
    const n = baris!.n;
    expect(n).toBeGreaterThan(0);
    const res = await panggil<DaftarPublik>(daftarGET, "/api/public/metadata?pageSize=100");
    expect(res.body.total).toBe(n);
    expect(res.body.records.length).toBe(Math.min(100, n));
  });
});
