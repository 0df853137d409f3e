import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as formulir } from "@/app/api/auth/formulir/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as unggahQc } from "@/app/api/metadata/[id]/qcqe/[tipe]/unggah/route";
import { POST as impor } from "@/app/api/metadata/import/route";
import { POST as csw } from "@/app/csw/route";
import { BATAS_XML_BAWAAN } from "@/lib/csw/xml-tree";
import type { DatabaseHandle } from "@/lib/db/client";
import { env } from "@/lib/env";
import { bacaBadan } from "@/lib/http/badan";
import { getRedis } from "@/lib/redis";
import { UKURAN_UNGGAHAN_MAKS } from "@/lib/xml/unggahan";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik } from "@/tests/helpers/rekaman";
import { buatAkun, jarUntuk, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";
import { sidikData } from "./bantu";

// Bodies read whole before any check (issue 16 item 4): every body goes through one bounded reader that stops at
// its limit whatever Content-Length says or does not say, and the sign-in form checks Origin before reading.
// Each case counts the bytes the handler pulled from a lazy 300 MB stream: a bounded read pulls at most its
// limit and one chunk more, an early refusal pulls nothing.

pakaiRedisUji();
let h: DatabaseHandle;
let jar: CookieJar;
let jarPemeriksa: CookieJar;
let sebelum: Record<string, string>;
const MB = 1024 * 1024;
const POTONG = 64 * 1024;

/** A body of `total` bytes made only as the reader pulls it (no Content-Length: sent chunked). */
function aliran(total: number) {
  const hitung = { terkirim: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(c) {
        if (hitung.terkirim >= total) return c.close();
        const n = Math.min(POTONG, total - hitung.terkirim);
        hitung.terkirim += n;
        c.enqueue(new Uint8Array(n).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, hitung };
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function kirimAliran(handler: Handler, path: string, headers: Record<string, string>, total = 300 * MB, params: Record<string, string> = {}) {
  const { stream, hitung } = aliran(total);
  const hdr = new Headers(headers);
  hdr.set("x-forwarded-for", "10.9.9.8");
  const req = new NextRequest(new URL(path, "http://localhost"), { method: "POST", headers: hdr, body: stream, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
  const res = await handler(req, { params: Promise.resolve(params) });
  return { res, teks: await res.text(), terkirim: hitung.terkirim };
}

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "BADAN");
  jar = await jarUntuk(h.db, { id: p.pengguna.id });
  jarPemeriksa = await jarUntuk(h.db, await buatAkun(h.db, "Pemeriksa", p.organisasi.id, "pemeriksa-badan"));
  sebelum = await sidikData(h.db);
});
afterAll(async () => {
  expect(await sidikData(h.db)).toEqual(sebelum);
  (await getRedis())?.disconnect();
  await h?.close();
});

describe("bounded request bodies", () => {
  it("/api/auth/formulir from another site: refused before a byte of the 300 MB body is read", async () => {
    const j = await kirimAliran(formulir as Handler, "/api/auth/formulir", { origin: "https://jahat.example", "content-type": "application/x-www-form-urlencoded" });
    expect(j.res.status).toBe(303);
    expect(j.res.headers.get("location")).toBe("/masuk?galat=lintas-situs");
    expect(j.terkirim).toBe(0);
  });

  it("/api/auth/formulir from this site, 300 MB chunked or declared: stops at 16 KB, back to the form", async () => {
    const asal = new URL(env().PUBLIC_BASE_URL).origin;
    const j = await kirimAliran(formulir as Handler, "/api/auth/formulir", { origin: asal, "content-type": "application/x-www-form-urlencoded" });
    expect(j.res.status).toBe(303);
    expect(j.res.headers.get("location")).toBe("/masuk?galat=tidak-valid");
    expect(j.terkirim).toBeLessThanOrEqual(16 * 1024 + POTONG);
    const klaim = await kirimAliran(formulir as Handler, "/api/auth/formulir", { origin: asal, "content-type": "application/x-www-form-urlencoded", "content-length": String(300 * MB) });
    expect(klaim.res.headers.get("location")).toBe("/masuk?galat=tidak-valid");
    expect(klaim.terkirim).toBe(0);
  });

  it("JSON sign-in, 300 MB chunked: 413 after 1 MB", async () => {
    const j = await kirimAliran(login as Handler, "/api/auth/login", { "content-type": "application/json" });
    expect(j.res.status).toBe(413);
    expect(JSON.parse(j.teks).error).toBe("Badan permintaan terlalu besar (maksimum 1 MB).");
    expect(j.terkirim).toBeLessThanOrEqual(MB + POTONG);
  });

  it("QC upload, 200 MB chunked multipart and raw: 413 after the upload limit", async () => {
    const maks = env().UPLOAD_MAX_MB * MB;
    const params = { id: "00000000-0000-4000-8000-000000000000", tipe: "qc" };
    const path = `/api/metadata/${params.id}/qcqe/qc/unggah`;
    for (const tipe of ["multipart/form-data; boundary=x", "application/pdf"]) {
      const j = await kirimAliran(unggahQc as Handler, path, { cookie: jarPemeriksa.header(), "content-type": tipe }, 200 * MB, params);
      expect(j.res.status).toBe(413);
      expect(JSON.parse(j.teks).error).toBe(`Berkas terlalu besar: maksimum ${env().UPLOAD_MAX_MB} MB.`);
      expect(j.terkirim).toBeLessThanOrEqual(maks + 64 * 1024 + POTONG);
    }
  });

  it("metadata import, 300 MB chunked multipart: 413 after 50 MB", async () => {
    const j = await kirimAliran(impor as Handler, "/api/metadata/import", { cookie: jar.header(), "content-type": "multipart/form-data; boundary=x" });
    expect(j.res.status).toBe(413);
    expect(JSON.parse(j.teks).error).toBe("Unggahan terlalu besar (maksimum 50 MB).");
    expect(j.terkirim).toBeLessThanOrEqual(UKURAN_UNGGAHAN_MAKS + POTONG);
  });

  it("CSW POST, 300 MB chunked XML: exception report after the XML limit", async () => {
    const j = await kirimAliran(csw as unknown as Handler, "/csw", { "content-type": "application/xml" });
    expect(j.teks).toContain("ExceptionReport");
    expect(j.teks).toContain(`Badan permintaan melebihi batas ${BATAS_XML_BAWAAN.maxBytes} bita.`);
    expect(j.terkirim).toBeLessThanOrEqual(BATAS_XML_BAWAAN.maxBytes + POTONG);
  });

  it("bacaBadan: a lying small Content-Length does not widen the limit; an answer body is bounded the same way", async () => {
    const { stream, hitung } = aliran(10 * MB);
    const res = new Response(stream, { headers: { "content-length": "10" } });
    await expect(bacaBadan(res, MB)).rejects.toMatchObject({ status: 413, message: "Badan permintaan terlalu besar (maksimum 1 MB)." });
    expect(hitung.terkirim).toBeLessThanOrEqual(MB + POTONG);
    expect((await bacaBadan(new Response("halo"), 4)).length).toBe(4);
  });
});
