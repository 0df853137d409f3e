import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as impor } from "@/app/api/metadata/import/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { getRedis } from "@/lib/redis";
import { deflateMentah, deflateNol, xmlKompresibel, zipMentah } from "@/tests/fixtures/zip-bom";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik } from "@/tests/helpers/rekaman";
import { jarUntuk, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";
import { galatRest, kirimMentah, sidikData } from "./bantu";

// Zip bombs at POST /api/metadata/import (issue 16 item 1): every archive past a limit is refused with the limit
// named, and nothing is stored. Time and memory are measured by `npm run bench:batas`, not here.

pakaiRedisUji();
let h: DatabaseHandle;
let jar: CookieJar;
let sebelum: Record<string, string>;
const GIB = 1024 * 1024 * 1024;
const MIB = 1024 * 1024;
let nolSeGiB: Uint8Array;

type Jawaban = { error?: string; diimpor?: number; ditolak?: number; berkas?: { berkas: string; status: string; laporan: { pesan: string }[] }[] };

const kirimZip = (zip: Uint8Array) => kirimMentah<Jawaban>(impor, "/api/metadata/import", { body: zip, jar, headers: { "content-type": "application/zip", "x-nama-berkas": "bom.zip" } });

async function kirimMultipart(zips: Uint8Array[]) {
  const form = new FormData();
  zips.forEach((z, i) => form.append("berkas", new Blob([new Uint8Array(z)]), `bom-${i}.zip`));
  const res = new Response(form);
  const body = new Uint8Array(await res.arrayBuffer());
  return kirimMentah<Jawaban>(impor, "/api/metadata/import", { body, jar, headers: { "content-type": res.headers.get("content-type")! } });
}

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "ZIPBOM");
  jar = await jarUntuk(h.db, { id: p.pengguna.id });
  sebelum = await sidikData(h.db);
  // 1 GiB of zeros deflates to about 1 MB: the bomb of the issue, built here instead of committed
  nolSeGiB = await deflateNol(GIB);
}, 120_000);
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

describe("zip bombs at POST /api/metadata/import", () => {
  it("1 GiB in one 1 MB entry, sizes declared honestly: 413 naming the ratio limit, nothing stored", async () => {
    expect(nolSeGiB.length).toBeLessThan(1.1 * MIB);
    const j = await kirimZip(zipMentah([{ nama: "nol.xml", data: nolSeGiB, ukuran: GIB }]));
    galatRest(j, 413);
    expect(j.body.error).toMatch(/mengembang \d+× \(maksimum 100×\), ciri bom zip/);
    expect(await sidikData(h.db)).toEqual(sebelum);
  });

  it("the same bomb declaring 4 KiB: inflating stops at the declared size, the entry is refused, nothing stored", async () => {
    const j = await kirimZip(zipMentah([{ nama: "bohong.xml", data: nolSeGiB, ukuran: 4096 }]));
    expect(j.status).toBe(200);
    expect(j.body).toMatchObject({ diimpor: 0, ditolak: 1 });
    expect(j.body.berkas![0]!.laporan[0]!.pesan).toContain("lebih besar dari ukuran yang dinyatakan arsip (4096 bita)");
    expect(await sidikData(h.db)).toEqual(sebelum);
  });

  it("declaring more than it holds, or a size the per-entry limit refuses: reported per entry, nothing stored", async () => {
    const kecil = deflateMentah(Buffer.from("<a/>"));
    const data9 = deflateMentah(xmlKompresibel(9 * MIB, 50));
    const j = await kirimZip(
      zipMentah([
        { nama: "kurang.xml", data: kecil, ukuran: 512 * 1024 },
        { nama: "besar.xml", data: data9, ukuran: 9 * MIB },
      ]),
    );
    expect(j.status).toBe(200);
    const pesan = Object.fromEntries(j.body.berkas!.map((b) => [b.berkas, b.laporan[0]!.pesan]));
    expect(pesan["bom.zip/kurang.xml"]).toContain("tidak sesuai dengan ukuran yang dinyatakan arsip");
    expect(pesan["bom.zip/besar.xml"]).toContain("Berkas melebihi 8 MiB setelah diekstrak");
    expect(await sidikData(h.db)).toEqual(sebelum);
  });

  it("1,001 entries: 413 naming the entry limit, not 'rusak'", async () => {
    const entri = Array.from({ length: 1001 }, (_, i) => ({ nama: `r${i}.xml`, data: new Uint8Array([0x3c, 0x61, 0x2f, 0x3e]), metode: 0 as const, ukuran: 4 }));
    const j = await kirimZip(zipMentah(entri));
    galatRest(j, 413);
    expect(j.body.error).toBe("Arsip zip memuat 1001 entri; maksimum 1000 entri per impor. Bagi arsip menjadi beberapa unggahan.");
    expect(await sidikData(h.db)).toEqual(sebelum);
  });

  it("a directory claiming 60,000 entries is refused before it is walked; 600 + 600 entries in two zips of one request too", async () => {
    const satu = [{ nama: "a.xml", data: new Uint8Array([0x3c, 0x61, 0x2f, 0x3e]), metode: 0 as const, ukuran: 4 }];
    const klaim = await kirimZip(zipMentah(satu, { jumlahDiakui: 60_000 }));
    galatRest(klaim, 413);
    expect(klaim.body.error).toContain("memuat 60000 entri; maksimum 1000 entri");
    const enamRatus = zipMentah(Array.from({ length: 600 }, (_, i) => ({ ...satu[0]!, nama: `r${i}.xml` })));
    const dua = await kirimMultipart([enamRatus, enamRatus]);
    galatRest(dua, 413);
    expect(dua.body.error).toContain("memuat 1200 entri; maksimum 1000 entri");
    expect(await sidikData(h.db)).toEqual(sebelum);
  });

  it("entries sharing one compressed kernel (overlapping data): 413, nothing stored", async () => {
    const zip = Buffer.from(zipMentah([{ nama: "a.xml", data: deflateMentah(Buffer.from("<a/>")), ukuran: 4 }]));
    // a second central directory entry pointing at the first local header
    const eocd = zip.length - 22;
    const pusat = zip.readUInt32LE(eocd + 16);
    const cd = zip.subarray(pusat, eocd);
    const akhir = Buffer.from(zip.subarray(eocd));
    akhir.writeUInt16LE(2, 8);
    akhir.writeUInt16LE(2, 10);
    akhir.writeUInt32LE(cd.length * 2, 12);
    const j = await kirimZip(Buffer.concat([zip.subarray(0, eocd), cd, akhir]));
    galatRest(j, 413);
    expect(j.body.error).toContain("menumpuk pada data entri lain");
    expect(await sidikData(h.db)).toEqual(sebelum);
  });

  it("four 1 GiB bombs in one multipart request: 413, nothing stored", async () => {
    const bom = zipMentah([{ nama: "nol.xml", data: nolSeGiB, ukuran: GIB }]);
    const j = await kirimMultipart([bom, bom, bom, bom]);
    galatRest(j, 413);
    expect(j.body.error).toContain("ciri bom zip");
    expect(await sidikData(h.db)).toEqual(sebelum);
  });

  it("four zips each within the limits (58 MiB declared) in one request: 413 on the request total of 200 MiB", async () => {
    // compressed data of 1/90 of the declared size keeps each entry under the ratio limit; it is never inflated
    const entri = Array.from({ length: 8 }, (_, i) => ({ nama: `r${i}.xml`, data: crypto.randomBytes(Math.ceil((7.25 * MIB) / 90)), ukuran: 7.25 * MIB }));
    const zip = zipMentah(entri);
    const sendiri = await kirimZip(zip);
    expect(sendiri.status).toBe(200);
    expect(sendiri.body.diimpor).toBe(0);
    const j = await kirimMultipart([zip, zip, zip, zip]);
    galatRest(j, 413);
    expect(j.body.error).toBe("Isi unggahan setelah diekstrak (232 MiB) melebihi 200 MiB per impor.");
    expect(await sidikData(h.db)).toEqual(sebelum);
  });

  it("a truncated archive and an empty one: 200 with the archive refused as rusak/kosong, nothing stored", async () => {
    const zip = zipMentah([{ nama: "a.xml", data: deflateMentah(Buffer.from("<a/>")), ukuran: 4 }]);
    const terpotong = await kirimZip(zip.subarray(0, zip.length - 30));
    expect(terpotong.body.berkas![0]!.laporan[0]!.pesan).toContain("Arsip zip rusak");
    const kosong = await kirimZip(zipMentah([]).slice());
    expect(kosong.status).toBe(200);
    expect(kosong.body.berkas![0]!.laporan[0]!.pesan).toBe("Arsip zip kosong.");
    expect(await sidikData(h.db)).toEqual(sebelum);
  });
});
