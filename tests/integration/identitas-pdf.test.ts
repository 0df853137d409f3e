import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import HalamanVerifikasi from "@/app/(public)/verifikasi/[token]/page";
import { PUT as unggahGbr } from "@/app/api/admin/identitas/[gambar]/route";
import { PATCH as ubahIdn } from "@/app/api/admin/identitas/route";
import { POST as ajukanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/ajukan/route";
import { GET as pdfDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/pdf/route";
import { PUT as simpanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/route";
import { POST as tandatangani } from "@/app/api/metadata/[id]/qcqe/[tipe]/tandatangani/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { dokumenKualitas, metadata } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPng } from "@/tests/helpers/gambar";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, pakaiRedisUji, type AkunUji, type CookieJar } from "@/tests/helpers/sesi";
import { bacaPdf, bacaQr } from "@/tests/unit/quality/baca-pdf";
import { rekamanBaik } from "@/tests/unit/quality/fixture";

// The verification page reads the client address for its rate limit; outside a request Next has no headers.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "10.9.0.7" }) }));
pakaiRedisUji();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-identitas-pdf-"));
process.env.STORAGE_DIR = path.join(tmp, "storage");
process.env.SIGNING_KEY_DIR = path.join(tmp, "keys");
process.env.PUBLIC_BASE_URL = "https://katalog.uji.go.id";

type Handler = Parameters<typeof kirim>[0];
let h: DatabaseHandle;
let produsen: AkunUji;
let jarAdmin: CookieJar;
let jarPemeriksa: CookieJar;

beforeAll(async () => {
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "KOP")).id;
  produsen = await buatAkun(h.db, "Produsen", org, "kop-produsen");
  jarAdmin = await jarUntuk(h.db, await buatAkun(h.db, "Admin", org, "kop-admin"));
  jarPemeriksa = await jarUntuk(h.db, await buatAkun(h.db, "Pemeriksa", org, "kop-pemeriksa", { namaLengkap: "Rina Kartika", jabatan: "Pemeriksa Metadata" }));
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("a QC signed after the Admin set the identity", () => {
  it("prints the letterhead, logo and number; the verification page shows the same number and the offline proof", async () => {
    expect((await kirim(ubahIdn as Handler, "/api/admin/identitas", { jar: jarAdmin, method: "PATCH", body: { namaKatalog: "Geoportal Kop", namaInstansi: "Badan Kop Surat", alamat: "Jl. Kop No. 9, Kota Uji" } })).status).toBe(200);
    const req = new NextRequest(new URL("/api/admin/identitas/logo", "http://localhost"), { method: "PUT", headers: { "content-type": "image/png", cookie: jarAdmin.header() }, body: new Uint8Array(buatPng(40, 40, [10, 120, 60])) });
    expect((await (unggahGbr as Handler)(req, { params: Promise.resolve({ gambar: "logo" }) })).status).toBe(200);

    const [id] = await sisipkanRekaman(h.db, { organisasiId: produsen.organisasiId, penggunaId: produsen.id }, [{ judul: "Garis Pantai Uji", status: "QCQE_PROCESS" }]);
    const dok = rekamanBaik((d) => void (d.identifikasi.judul = "Garis Pantai Uji"));
    dok.metadataInfo.pengenal = id!;
    await h.db.update(metadata).set({ dokumen: dok, ...kolomDariDokumen(dok) }).where(eq(metadata.id, id!));
    const params = { id: id!, tipe: "qc" };
    const jalur = (akhir = "") => `/api/metadata/${id}/qcqe/qc${akhir}`;
    expect((await kirim(simpanDok as Handler, jalur(), { method: "PUT", body: { itemManual: [] }, params, jar: jarPemeriksa })).status).toBe(200);
    expect((await kirim(ajukanDok as Handler, jalur("/ajukan"), { method: "POST", params, jar: jarPemeriksa })).status).toBe(200);
    const ttd = await kirim<{ signatureToken: string }>(tandatangani as Handler, jalur("/tandatangani"), { method: "POST", params, jar: jarPemeriksa });
    expect(ttd.status).toBe(200);
    const token = ttd.body.signatureToken;

    const [row] = await h.db.select({ nomorUrut: dokumenKualitas.nomorUrut, signedAt: dokumenKualitas.signedAt }).from(dokumenKualitas).where(eq(dokumenKualitas.metadataId, id!));
    const tahun = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Jakarta" }).format(row!.signedAt!);
    const nomor = `QC-${tahun}-${String(row!.nomorUrut).padStart(6, "0")}`;

    const res = await (pdfDok as Handler)(new NextRequest(new URL(jalur("/pdf"), "http://localhost"), { headers: { cookie: jarPemeriksa.header() } }), { params: Promise.resolve(params) });
    expect(res.status).toBe(200);
    const { halaman } = await bacaPdf(new Uint8Array(await res.arrayBuffer()));
    const teks = halaman.map((p) => p.teks).join(" ");
    for (const s of ["Badan Kop Surat", "Jl. Kop No. 9, Kota Uji", "Nomor dokumen", nomor, "Garis Pantai Uji", "Rina Kartika"]) expect(teks).toContain(s);
    const gambar = halaman.flatMap((p) => p.gambar);
    expect(gambar.some((g) => g.width === 40 && g.height === 40)).toBe(true);
    expect(bacaQr(gambar)).toEqual([`https://katalog.uji.go.id/verifikasi/${token}`]);

    const isi = renderToStaticMarkup(await HalamanVerifikasi({ params: Promise.resolve({ token }) }));
    expect(isi).toContain("Dokumen sah dan asli");
    expect(isi).toContain(`<dt>Nomor dokumen</dt><dd>${nomor}</dd>`);
    expect(isi).toContain(`<a href="/api/verify/${token}/bukti">`);
    expect(isi).toContain('<a href="/api/verify/kunci-publik">');
  });
});
