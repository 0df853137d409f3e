import crypto from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { hentikanInstans, mulaiInstans, type Instans } from "@/scripts/topologi/instans";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { pastikanBuildLengkap } from "@/tests/helpers/server";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { unggahLambat } from "@/tests/helpers/unggah-lambat";

// SIGTERM during load (a deploy, `docker stop`): requests in flight finish whole, new connections are refused,
// and the process is gone within 10 s even when a client stops reading a streamed answer.

process.env.TEST_PG_ADMIN_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
let h: DatabaseHandle;
const N = 300;
const HALAMAN = `/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=gmd:MD_Metadata&outputSchema=http://www.isotc211.org/2005/gmd&elementSetName=full&maxRecords=${N}`;
const dijalankan: Instans[] = [];

beforeAll(async () => {
  await pastikanBuildLengkap();
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "SIG")).id;
  const produsen = await buatAkun(h.db, "Produsen", org, "sig-produsen");
  await sisipkanRekaman(h.db, { organisasiId: org, penggunaId: produsen.id }, Array.from({ length: N }, (_, i) => ({ judul: `Peta Rupabumi Lembar ${i + 1}` })));
}, 600_000);

afterAll(async () => {
  for (const i of dijalankan) await hentikanInstans(i);
  await h?.close();
});

const mulai = async () => {
  const i = await mulaiInstans({ NEXT_DIST_DIR: ".next", DATABASE_URL: h.url!, DATABASE_POOL_MAX: "4", AUTH_SECRET: crypto.randomBytes(32).toString("base64url") });
  dijalankan.push(i);
  return i;
};

/** A client that reads the answer slowly (one chunk per `jedaMs`, or never after the first with `macet`). */
function pembacaLambat(url: string, opsi: { jedaMs: number; macet?: boolean }) {
  let adaByte!: () => void;
  const byteAwal = new Promise<void>((ok) => (adaByte = ok));
  const selesai = new Promise<{ status: number; teks: string; utuh: boolean }>((ok, tolak) => {
    const req = http.get(url, { agent: false }, (res) => {
      const potongan: Buffer[] = [];
      res.on("data", (b: Buffer) => {
        potongan.push(b);
        adaByte();
        res.pause();
        if (!opsi.macet) setTimeout(() => res.resume(), opsi.jedaMs);
      });
      res.on("end", () => ok({ status: res.statusCode ?? 0, teks: Buffer.concat(potongan).toString("utf8"), utuh: true }));
      res.on("aborted", () => ok({ status: res.statusCode ?? 0, teks: Buffer.concat(potongan).toString("utf8"), utuh: false }));
      res.on("error", () => ok({ status: res.statusCode ?? 0, teks: Buffer.concat(potongan).toString("utf8"), utuh: false }));
    });
    req.on("error", tolak);
  });
  return { byteAwal, selesai };
}

/** A request on a new connection: its status, or the connection error's code. */
function permintaanBaru(url: string): Promise<number | string> {
  return new Promise((ok) => {
    const req = http.get(url, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      ok(res.statusCode ?? 0);
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (e: NodeJS.ErrnoException) => ok(e.code ?? String(e)));
  });
}

const keluar = (i: Instans) => new Promise<number>((ok) => i.proses.once("exit", () => ok(Date.now())));

describe("SIGTERM during load", () => {
  it("finishes the requests in flight, refuses new connections, exits", async () => {
    const app = await mulai();
    const pembaca = Array.from({ length: 3 }, () => pembacaLambat(app.url + HALAMAN, { jedaMs: 40 }));
    const unggah = Array.from({ length: 2 }, () => unggahLambat(`${app.url}/csw`));
    await Promise.all(pembaca.map((p) => p.byteAwal));
    await new Promise((r) => setTimeout(r, 200));
    const habis = keluar(app);
    const t0 = Date.now();
    app.proses.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    // A new client (a new connection, as a proxy opens one) is refused at once, not left hanging.
    expect(await permintaanBaru(`${app.url}/api/health`)).toBe("ECONNREFUSED");
    // The uploads were only half sent when the signal came; the server waits for the rest and answers them.
    await new Promise((r) => setTimeout(r, 1_000));
    for (const u of unggah) u.kirimSisa();
    const jawabUnggah = await Promise.all(unggah.map((u) => u.selesai));
    const selesaiMs = Date.now() - t0;
    for (const r of jawabUnggah) {
      expect(r).toMatchObject({ status: 200, utuh: true });
      expect(r.teks).toContain('numberOfRecordsReturned="10"');
    }
    for (const r of await Promise.all(pembaca.map((p) => p.selesai))) {
      expect(r).toMatchObject({ status: 200, utuh: true });
      expect(r.teks.match(/<gmd:MD_Metadata[ >]/g)).toHaveLength(N);
      expect(r.teks.trimEnd().endsWith("</csw:GetRecordsResponse>")).toBe(true);
    }
    const keluarMs = (await habis) - t0;
    console.log(`unggahan terakhir dijawab ${selesaiMs} ms setelah SIGTERM; proses keluar setelah ${keluarMs} ms`);
    expect(selesaiMs).toBeGreaterThan(1_000);
    expect(keluarMs).toBeLessThan(10_000);
  }, 60_000);

  it("exits within 10 s even when a request in flight never completes", async () => {
    const app = await mulai();
    const macet = unggahLambat(`${app.url}/csw`);
    await new Promise((r) => setTimeout(r, 300));
    const habis = keluar(app);
    const t0 = Date.now();
    app.proses.kill("SIGTERM");
    const keluarMs = (await habis) - t0;
    console.log(`proses keluar ${keluarMs} ms setelah SIGTERM dengan satu permintaan macet`);
    expect(keluarMs).toBeLessThan(10_000);
    expect(keluarMs).toBeGreaterThan(8_000);
    expect((await macet.selesai).utuh).toBe(false);
    expect(app.log.join("")).toMatch(/batas waktu penutupan terlampaui/);
  }, 60_000);
});
