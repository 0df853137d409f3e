import fs from "node:fs";
import path from "node:path";
import { NextResponse } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { withSession } from "@/lib/http/with-session";
import { PERAN_PENGGUNA, type PeranPengguna } from "@/lib/metadata/kode";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, type CookieJar, jarUntuk, kirim, pakaiRedisUji } from "@/tests/helpers/sesi";

pakaiRedisUji();
let h: DatabaseHandle;
const jar = {} as Record<PeranPengguna, CookieJar>;

/** The one handler behind every path: whatever the area guard lets through answers 200. */
const lolos = withSession(async ({ sesi }) => NextResponse.json({ peran: sesi.pengguna.peran }));

const ID = "7d3f1c52-5a7e-4f0e-9a55-0c1f6a1b2c3d";
/** Spec 4.3 area table, one representative path per area (and a deeper one), with who may enter. */
const MATRIKS: [string, PeranPengguna[]][] = [
  ["/api/metadata", ["Produsen", "Pemeriksa", "Walidata", "Admin"]],
  [`/api/metadata/${ID}`, ["Produsen", "Pemeriksa", "Walidata", "Admin"]],
  [`/api/metadata/${ID}/export/xml`, ["Produsen", "Pemeriksa", "Walidata", "Admin"]],
  [`/api/metadata/${ID}/qcqe`, ["Pemeriksa", "Walidata", "Admin"]],
  [`/api/metadata/${ID}/qcqe/selesai`, ["Pemeriksa", "Walidata", "Admin"]],
  ["/api/walidata/antrean", ["Walidata", "Admin"]],
  ["/api/walidata/konfirmasi", ["Walidata", "Admin"]],
  ["/api/admin/organisasi", ["Admin"]],
  ["/api/admin/organisasi/status", ["Admin"]],
  ["/api/admin/pengguna", ["Admin"]],
  ["/api/user/profil", ["Produsen", "Pemeriksa", "Walidata", "Admin"]],
  ["/api/user/profil/kata-sandi", ["Produsen", "Pemeriksa", "Walidata", "Admin"]],
];

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "AREA");
  for (const peran of PERAN_PENGGUNA) jar[peran] = await jarUntuk(h.db, await buatAkun(h.db, peran, org.id, `area-${peran}`));
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

describe("area guard (spec 4.3), every role against every area", () => {
  const kasus = MATRIKS.flatMap(([p, boleh]) => PERAN_PENGGUNA.map((peran) => [p, peran, boleh.includes(peran) ? 200 : 403] as const));
  it.each(kasus)("%s as %s → %i", async (p, peran, status) => {
    const r = await kirim<{ error?: string }>(lolos, p, { jar: jar[peran] });
    expect(r.status).toBe(status);
    if (status === 403) expect(r.body.error).toMatch(new RegExp(`Peran ${peran} tidak memiliki akses ke area`));
  });

  it.each(MATRIKS.map(([p]) => p))("%s without a session → 401 {error}", async (p) => {
    const r = await kirim(lolos, p);
    expect(r.status).toBe(401);
    expect(Object.keys(r.body)).toEqual(["error"]);
  });

  it("does not let look-alike prefixes escape their area", async () => {
    expect((await kirim(lolos, "/api/adminx", { jar: jar.Produsen })).status).toBe(200);
    expect((await kirim(lolos, "/api/admin", { jar: jar.Walidata })).status).toBe(403);
    expect((await kirim(lolos, `/api/metadata/${ID}/qcqe-lain`, { jar: jar.Produsen })).status).toBe(200);
  });
});

describe("every authenticated route goes through withSession", () => {
  /** Public exceptions the spec names under these prefixes. */
  const PUBLIK = new Set(["app/api/metadata/[id]/kualitas/route.ts"]);
  const akar = path.resolve(import.meta.dirname, "../..");
  const berkas = (dir: string): string[] =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? berkas(path.join(dir, e.name)) : e.name === "route.ts" ? [path.join(dir, e.name)] : [])) : [];
  const rute = ["metadata", "walidata", "admin", "user"].flatMap((a) => berkas(path.join(akar, "app/api", a))).map((f) => path.relative(akar, f));
  /** A route that serves another's handlers (`export { GET } from "@/app/api/admin/…/route"`) is judged by that file. */
  const sumberEkspor = (teks: string): { nama: string[]; berkas: string } | null => {
    const m = /export\s*\{([^}]*)\}\s*from\s*"@\/(app\/api\/[^"]+\/route)"/.exec(teks);
    return m ? { nama: m[1]!.split(",").map((x) => x.trim()), berkas: `${m[2]}.ts` } : null;
  };
  it.each(rute.filter((r) => !PUBLIK.has(r)))("%s", (r) => {
    const asli = fs.readFileSync(path.join(akar, r), "utf8");
    const ekspor = sumberEkspor(asli);
    if (ekspor) expect(rute).toContain(ekspor.berkas);
    const teks = ekspor ? fs.readFileSync(path.join(akar, ekspor.berkas), "utf8") : asli;
    const metode = [...teks.matchAll(/export const (GET|POST|PATCH|PUT|DELETE) = (\w+)/g)];
    expect(metode.length).toBeGreaterThan(0);
    if (ekspor) expect(ekspor.nama.every((n) => metode.some(([, m]) => m === n))).toBe(true);
    for (const [, nama, pembungkus] of metode) expect(`${nama} = ${pembungkus}`).toBe(`${nama} = withSession`);
    expect(teks).not.toMatch(/export (async )?function (GET|POST|PATCH|PUT|DELETE)/);
    expect(teks).not.toMatch(/withPublic\(/);
  });
});
