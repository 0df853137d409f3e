import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as daftarPublik } from "@/app/api/public/metadata/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { env } from "@/lib/env";
import { HEADER_IP_SOKET } from "@/lib/http/ip-soket";
import { ambilIzin, denganIzin } from "@/lib/http/serentak";
import { getRedis } from "@/lib/redis";
import { cswGet, hasilCari, pengecualian } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan } from "@/tests/helpers/lingkungan";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { pakaiRedisUji } from "@/tests/helpers/sesi";
import { galatRest, kirimMentah } from "./bantu";

// Issue 16 item 2: one client holding every public connection. Uncached /csw work and public API requests hold one
// of the client IP's permits (PUBLIC_CONCURRENT_PER_IP); past them the answer is 429 with Retry-After. Permits are
// taken here directly to hold them without timing; `npm test` counts them in process, `npm run test:pg` in Redis.

pakaiRedisUji();
let h: DatabaseHandle;
const dipegang: Array<() => void> = [];

async function penuhi(ip: string): Promise<void> {
  for (let i = 0; i < env().PUBLIC_CONCURRENT_PER_IP; i++) dipegang.push(await ambilIzin(ip));
}
const halaman = (startPosition: number, headers: Record<string, string>) =>
  cswGet({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", resultType: "results", maxRecords: "1", startPosition: String(startPosition) }, headers);

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "SERENTAK");
  await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, [
    { judul: "Peta serentak satu", status: "PUBLISHED" },
    { judul: "Peta serentak dua", status: "PUBLISHED" },
  ]);
});
afterEach(() => {
  for (const lepas of dipegang.splice(0)) lepas();
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

describe("/csw", () => {
  it("past the client's permits: 429, Retry-After and a NoApplicableCode report naming the limit; others unaffected", async () => {
    await penuhi("10.7.7.7");
    const j = await halaman(1, { "x-forwarded-for": "10.7.7.7" });
    expect(j.status).toBe(429);
    expect(j.headers.get("retry-after")).toBe("1");
    expect(pengecualian(j)).toMatchObject({ kode: "NoApplicableCode" });
    expect(pengecualian(j).teks).toContain(`batas ${env().PUBLIC_CONCURRENT_PER_IP} sekaligus`);
    expect((await halaman(1, { "x-forwarded-for": "10.7.7.8" })).akar.local).toBe("GetRecordsResponse");
    dipegang.pop()!();
    expect((await halaman(1, { "x-forwarded-for": "10.7.7.7" })).akar.local).toBe("GetRecordsResponse");
  });

  it("a cached answer needs no permit", async () => {
    expect((await halaman(2, { "x-forwarded-for": "10.7.7.9" })).akar.local).toBe("GetRecordsResponse");
    await penuhi("10.7.7.9");
    const lagi = await halaman(2, { "x-forwarded-for": "10.7.7.9" });
    expect(lagi.status).toBe(200);
    expect(hasilCari(lagi.akar).kembali).toBe(1);
  });

  it("a harvester walking pages one after another is never refused: every permit comes back", async () => {
    for (let i = 0; i < 3 * env().PUBLIC_CONCURRENT_PER_IP; i++) {
      const j = await halaman(1 + (i % 2), { "x-forwarded-for": "10.7.8.1", "x-uji": String(i) });
      expect(j.status).toBe(200);
      expect(j.akar.local).toBe("GetRecordsResponse");
    }
    // Also after a failed computation: an operation error gives its permit back.
    await cswGet({ service: "CSW", version: "2.0.2", request: "GetRecordById", id: "bukan-uuid" }, { "x-forwarded-for": "10.7.8.1" });
    await penuhi("10.7.8.1");
  });

  it("the client is the socket address unless TRUSTED_PROXY says which X-Forwarded-For entry to believe", async () => {
    await penuhi("10.7.9.1");
    // Pages no earlier test asked for: a cached answer would need no permit.
    const palsu = await halaman(3, { [HEADER_IP_SOKET]: "10.7.9.1", "x-forwarded-for": "192.0.2.1" });
    expect(palsu.status).toBe(429);
    const pulih = aturLingkungan({ TRUSTED_PROXY: "1" });
    try {
      expect((await halaman(4, { "x-forwarded-for": "192.0.2.1, 10.7.9.1" })).status).toBe(429);
      expect((await halaman(5, { "x-forwarded-for": "10.7.9.1, 192.0.2.2" })).status).toBe(200);
    } finally {
      pulih();
    }
  });
});

describe("public API", () => {
  it("past the client's permits: 429 {error} with Retry-After", async () => {
    await penuhi("10.9.9.9"); // kirimMentah's client address
    const j = await kirimMentah(daftarPublik, "/api/public/metadata?q=serentak", { method: "GET" });
    galatRest(j, 429);
    expect(j.headers.get("retry-after")).toBe("1");
    expect(j.body.error).toContain("serentak");
    dipegang.pop()!();
    expect((await kirimMentah(daftarPublik, "/api/public/metadata?q=serentak", { method: "GET" })).status).toBe(200);
  });
});

describe("permits", () => {
  it("a streamed answer holds its permit until the client has read it or gone", async () => {
    const ip = "10.7.10.1";
    const batas = env().PUBLIC_CONCURRENT_PER_IP;
    const aliran = () => new ReadableStream<Uint8Array>({ pull: (c) => (c.enqueue(new Uint8Array([1])), c.close()) });
    const dibaca = await denganIzin(ip, async () => aliran());
    const dibatalkan = await denganIzin(ip, async () => aliran());
    for (let i = 2; i < batas; i++) dipegang.push(await ambilIzin(ip));
    await expect(ambilIzin(ip)).rejects.toThrow(/serentak/);
    await new Response(dibaca).arrayBuffer();
    dipegang.push(await ambilIzin(ip));
    await dibatalkan.cancel();
    dipegang.push(await ambilIzin(ip));
    await expect(ambilIzin(ip)).rejects.toThrow(/serentak/);
  });
});
