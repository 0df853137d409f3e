import http from "node:http";
import { ukurPermintaan } from "../lib/rss";
import type { BagianBatas, BarisBatas, KonteksBatas } from "./jenis";

const MB = 1024 * 1024;

type Kirim = { jalur: string; header: Record<string, string>; total: number; chunked: boolean };

/**
 * POST `total` bytes the way an attacker would: as fast as the server takes them, made on the fly (the bench
 * never holds them), chunked or with a Content-Length. Stops sending the moment the answer starts; the answer's
 * status and first bytes are what the client got.
 */
function kirimBesar(url: string, k: Kirim): Promise<string> {
  return new Promise((selesai, gagal) => {
    const u = new URL(k.jalur, url);
    const header = { ...k.header, ...(k.chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(k.total) }) };
    const req = http.request(u, { method: "POST", headers: header });
    const potong = Buffer.alloc(256 * 1024, 0x61);
    let terkirim = 0;
    let dijawab = false;
    const tulis = () => {
      while (!dijawab && terkirim < k.total) {
        terkirim += potong.length;
        if (!req.write(potong)) return void req.once("drain", tulis);
      }
      if (!dijawab) req.end();
    };
    req.on("response", (res) => {
      dijawab = true;
      const bagian: Buffer[] = [];
      res.on("data", (b: Buffer) => bagian.push(b));
      res.on("end", () => {
        const teks = Buffer.concat(bagian).toString("utf8");
        const inti = /"error":"([^"]*)"/.exec(teks)?.[1] ?? /<ows:ExceptionText>([^<]*)</.exec(teks)?.[1] ?? res.headers.location ?? "";
        selesai(`${res.statusCode} ${inti}`.trim());
        req.destroy();
      });
    });
    // a server that answers and closes while the body is still on its way: the answer counts, not the reset
    req.on("error", (err) => (dijawab ? undefined : gagal(err)));
    tulis();
  });
}

async function ukur(k: KonteksBatas, kasus: string, batasDetik: number, kirim: Kirim): Promise<BarisBatas> {
  const { hasil, detik, memoriMB } = await ukurPermintaan(k.pgid, () => kirimBesar(k.url, kirim));
  return { kasus, detik, batasDetik, memoriMB, jawaban: hasil };
}

export const bagianBadan: BagianBatas = {
  nama: "badan",
  async jalankan(k) {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    const idAcak = "00000000-0000-4000-8000-000000000000";
    return [
      await ukur(k, "300 MB ke /api/auth/formulir, situs lain", 1, { jalur: "/api/auth/formulir", header: { ...form, origin: "https://jahat.example" }, total: 300 * MB, chunked: false }),
      await ukur(k, "300 MB ke /api/auth/formulir (Content-Length)", 1, { jalur: "/api/auth/formulir", header: { ...form, origin: k.url }, total: 300 * MB, chunked: false }),
      await ukur(k, "300 MB chunked ke /api/auth/formulir", 1, { jalur: "/api/auth/formulir", header: { ...form, origin: k.url }, total: 300 * MB, chunked: true }),
      await ukur(k, "300 MB chunked ke /api/auth/login (JSON)", 1, { jalur: "/api/auth/login", header: { "content-type": "application/json" }, total: 300 * MB, chunked: true }),
      await ukur(k, "200 MB chunked multipart ke qcqe/qc/unggah", 2, { jalur: `/api/metadata/${idAcak}/qcqe/qc/unggah`, header: { ...multipart, cookie: k.cookiePemeriksa }, total: 200 * MB, chunked: true }),
      await ukur(k, "200 MB chunked PDF ke qcqe/qc/unggah", 2, { jalur: `/api/metadata/${idAcak}/qcqe/qc/unggah`, header: { "content-type": "application/pdf", cookie: k.cookiePemeriksa }, total: 200 * MB, chunked: true }),
      await ukur(k, "300 MB chunked multipart ke /api/metadata/import", 5, { jalur: "/api/metadata/import", header: { ...multipart, cookie: k.cookieProdusen }, total: 300 * MB, chunked: true }),
      await ukur(k, "300 MB chunked XML ke POST /csw", 1, { jalur: "/csw", header: { "content-type": "application/xml" }, total: 300 * MB, chunked: true }),
    ];
  },
};
