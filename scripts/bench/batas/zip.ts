import crypto from "node:crypto";
import { ukurPermintaan } from "../lib/rss";
import { deflateMentah, deflateNol, xmlKompresibel, zipMentah, type EntriBom } from "@/tests/fixtures/zip-bom";
import type { BagianBatas, BarisBatas, KonteksBatas } from "./jenis";

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

type Kiriman = { body: Uint8Array; tipe: string };

const satuZip = (zip: Uint8Array): Kiriman => ({ body: zip, tipe: "application/zip" });

async function multipart(zips: Uint8Array[]): Promise<Kiriman> {
  const form = new FormData();
  zips.forEach((z, i) => form.append("berkas", new Blob([new Uint8Array(z)]), `bom-${i}.zip`));
  const res = new Response(form);
  return { body: new Uint8Array(await res.arrayBuffer()), tipe: res.headers.get("content-type")! };
}

/** What the client got, short: the status and the error or the import's counts. */
async function ringkas(res: Response): Promise<string> {
  const j = (await res.json().catch(() => ({}))) as { error?: string; diimpor?: number; ditolak?: number };
  return `${res.status} ${j.error ?? `diimpor ${j.diimpor}, ditolak ${j.ditolak}`}`;
}

async function impor(k: KonteksBatas, kasus: string, batasDetik: number, kiriman: Kiriman): Promise<BarisBatas> {
  const { hasil, detik, memoriMB } = await ukurPermintaan(k.pgid, async () => {
    const res = await fetch(`${k.url}/api/metadata/import`, { method: "POST", headers: { cookie: k.cookieProdusen, "content-type": kiriman.tipe }, body: kiriman.body as BodyInit });
    return ringkas(res);
  });
  return { kasus, detik, batasDetik, memoriMB, jawaban: hasil };
}

/** The slowest /api/health answer while `f` runs, asked one after another: how long the event loop was held. */
async function healthTerlama<T>(url: string, f: () => Promise<T>): Promise<{ hasil: T; detik: number }> {
  let selesai = false;
  let terlama = 0;
  const tanya = (async () => {
    while (!selesai) {
      const t0 = performance.now();
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
      terlama = Math.max(terlama, (performance.now() - t0) / 1000);
    }
  })();
  try {
    return { hasil: await f(), detik: terlama };
  } finally {
    selesai = true;
    await tanya;
  }
}

/** 25 entries of 8 MiB of XML at about 90×: every limit reached (8 MiB, 200 MiB, 100×) and none passed. */
function bomTerbesar(): Uint8Array {
  const data = deflateMentah(xmlKompresibel(8 * MIB, 80));
  return zipMentah(Array.from({ length: 25 }, (_, i): EntriBom => ({ nama: `besar-${i}.xml`, data, ukuran: 8 * MIB })));
}

export const bagianZip: BagianBatas = {
  nama: "zip",
  async jalankan(k) {
    const nol = await deflateNol(GIB);
    const bomJujur = zipMentah([{ nama: "nol.xml", data: nol, ukuran: GIB }]);
    const baris: BarisBatas[] = [];
    baris.push(await impor(k, `bom 1 GiB dalam ${(bomJujur.length / MIB).toFixed(1)} MB, ukuran jujur`, 1, satuZip(bomJujur)));
    baris.push(await impor(k, "bom 1 GiB menyatakan 4 KiB", 1, satuZip(zipMentah([{ nama: "bohong.xml", data: nol, ukuran: 4096 }]))));
    baris.push(await impor(k, "empat bom 1 GiB dalam satu multipart", 1, await multipart([bomJujur, bomJujur, bomJujur, bomJujur])));
    const dalamBatas = zipMentah(Array.from({ length: 8 }, (_, i) => ({ nama: `r${i}.xml`, data: crypto.randomBytes(Math.ceil((7.25 * MIB) / 90)), ukuran: 7.25 * MIB })));
    baris.push(await impor(k, "empat zip 58 MiB (rasio 90×) dalam satu multipart", 1, await multipart([dalamBatas, dalamBatas, dalamBatas, dalamBatas])));
    const kecil = (n: number) => zipMentah(Array.from({ length: n }, (_, i) => ({ nama: `r${i}.xml`, data: new Uint8Array([0x3c, 0x61, 0x2f, 0x3e]), metode: 0 as const, ukuran: 4 })));
    baris.push(await impor(k, "1.001 entri", 1, satuZip(kecil(1001))));
    baris.push(await impor(k, "1.000 entri kecil (batas entri)", 15, satuZip(kecil(1000))));
    const terbesar = bomTerbesar();
    const { hasil, detik } = await healthTerlama(k.url, () => impor(k, `bom terbesar dalam batas: 25 × 8 MiB XML, zip ${(terbesar.length / MIB).toFixed(1)} MB`, 30, satuZip(terbesar)));
    baris.push(hasil, { kasus: "/api/health terlama selama bom terbesar", detik, batasDetik: 0.5, memoriMB: hasil.memoriMB, jawaban: "200" });
    return baris;
  },
};
