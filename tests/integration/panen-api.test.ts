import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as jalanGet } from "@/app/api/admin/panen/jalan/[id]/route";
import { GET as laporanGet } from "@/app/api/admin/panen/jalan/[id]/laporan/route";
import { GET as sumberDaftar, POST as sumberBuat } from "@/app/api/admin/panen/sumber/route";
import { GET as sumberSatu, PATCH as sumberUbah } from "@/app/api/admin/panen/sumber/[id]/route";
import { POST as jalanMulai } from "@/app/api/admin/panen/sumber/[id]/jalan/route";
import { POST as tesAdmin } from "@/app/api/admin/panen/tes-koneksi/route";
import { GET as statusGet } from "@/app/api/admin/organisasi/status/route";
import { POST as wLepas } from "@/app/api/walidata/panen/rekaman/[id]/lepas/route";
import { GET as wSumberDaftar, POST as wSumberBuat } from "@/app/api/walidata/panen/sumber/route";
import { GET as wSumberSatu } from "@/app/api/walidata/panen/sumber/[id]/route";
import { PATCH as ubahMetadata } from "@/app/api/metadata/[id]/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { asalPanen, metadata, sumberPanen } from "@/lib/db/schema";
import { jalankanJalan, klaimJalan } from "@/lib/panen";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan } from "@/tests/helpers/lingkungan";
import { mulaiCswUji, opsiUji, rekamanUnik, type RekamanStub } from "@/tests/helpers/panen";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, type CookieJar } from "@/tests/helpers/sesi";
import { rekamanContoh } from "@/tests/helpers/stub-pycsw";

/** The harvest API as the dashboard uses it: Admin and Walidata scopes, secrets never returned, run → report. */

let h: DatabaseHandle;
let pulihkan: () => void;
let csw: Awaited<ReturnType<typeof mulaiCswUji>>;
let rekaman: RekamanStub[];
let jarAdmin: CookieJar;
let jarWalidata: CookieJar;
let jarWalidataLain: CookieJar;
let orgA: string;
let orgB: string;

beforeAll(async () => {
  pulihkan = aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" });
  h = await createTestDatabase();
  orgA = (await buatOrganisasi(h.db, "PANA")).id;
  orgB = (await buatOrganisasi(h.db, "PANB")).id;
  jarAdmin = await jarUntuk(h.db, await buatAkun(h.db, "Admin", orgB, "admin-pan"));
  jarWalidata = await jarUntuk(h.db, await buatAkun(h.db, "Walidata", orgA, "walidata-pana"));
  jarWalidataLain = await jarUntuk(h.db, await buatAkun(h.db, "Walidata", orgB, "walidata-panb"));
  rekaman = rekamanUnik(7, rekamanContoh(1)[0]!);
  rekaman[2] = { id: rekaman[2]!.id, xml: rekaman[2]!.xml.replace(/<gmd:identificationInfo>[\s\S]*<\/gmd:identificationInfo>/, "") };
  csw = await mulaiCswUji(() => rekaman);
});
afterAll(async () => {
  await csw?.tutup();
  await h?.close();
  pulihkan?.();
});

type Sumber = { id: string; organisasiId: string; kredensial: { pengguna: string } | null; jadwalLabel: string; berikutnyaAt: string | null; kesehatan: string; jalanTerakhir: { keadaan: string } | null };

describe("API panen", () => {
  it("Admin membuat sumber untuk organisasi mana pun; kata sandi disimpan terenkripsi dan tidak pernah dikembalikan", async () => {
    const r = await kirim<Sumber>(sumberBuat, "/api/admin/panen/sumber", {
      jar: jarAdmin,
      body: { nama: "Simpul A", jenis: "csw-pycsw", url: csw.url, organisasiId: orgA, jadwal: { jenis: "harian", pukul: "02:00" }, kredensial: { pengguna: "panen", sandi: "Sandi-Rahasia-1" } },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ organisasiId: orgA, kredensial: { pengguna: "panen" }, jadwalLabel: "setiap hari pukul 02:00 WIB", kesehatan: "belum", jalanTerakhir: null });
    expect(new Date(r.body.berikutnyaAt!).getUTCHours()).toBe(19); // 02:00 WIB = 19:00 UTC the day before
    expect(JSON.stringify(r.body)).not.toContain("Sandi-Rahasia-1");
    const [baris] = await h.db.select({ sandi: sumberPanen.kredensialSandi }).from(sumberPanen).where(eq(sumberPanen.id, r.body.id));
    expect(baris!.sandi).toMatch(/^gkpanen1:/);
    expect(baris!.sandi).not.toContain("Sandi-Rahasia-1");
    const satu = await kirim(sumberSatu, `/api/admin/panen/sumber/${r.body.id}`, { jar: jarAdmin, params: { id: r.body.id } });
    expect(JSON.stringify(satu.body)).not.toContain("Sandi");
    const hapus = await kirim<Sumber>(sumberUbah, `/api/admin/panen/sumber/${r.body.id}`, { jar: jarAdmin, method: "PATCH", params: { id: r.body.id }, body: { kredensial: null } });
    expect(hapus.body.kredensial).toBeNull();
  });

  it("Walidata hanya melihat dan membuat sumber organisasinya; bidang salah 400; area Admin 403", async () => {
    const r = await kirim<Sumber>(wSumberBuat, "/api/walidata/panen/sumber", { jar: jarWalidata, body: { nama: "Milik A", jenis: "waf", url: "http://contoh.example/waf/" } });
    expect(r.status).toBe(201);
    expect(r.body.organisasiId).toBe(orgA);
    expect((await kirim(wSumberBuat, "/api/walidata/panen/sumber", { jar: jarWalidata, body: { nama: "Ke B", jenis: "waf", url: "http://contoh.example/", organisasiId: orgB } })).status).toBe(403);
    const salah = await kirim<{ detail: { path: string }[] }>(wSumberBuat, "/api/walidata/panen/sumber", { jar: jarWalidata, body: { nama: "", jenis: "ftp", url: "file:///etc/passwd", jadwal: { jenis: "harian", pukul: "25:00" } } });
    expect(salah.status).toBe(400);
    expect(salah.body.detail.map((d) => d.path).sort()).toEqual(["jadwal.pukul", "jenis", "nama", "url"]);
    expect((await kirim(wSumberSatu, `/api/walidata/panen/sumber/${r.body.id}`, { jar: jarWalidataLain, params: { id: r.body.id } })).status).toBe(404);
    const milikB = await kirim<Sumber[]>(wSumberDaftar, "/api/walidata/panen/sumber", { jar: jarWalidataLain });
    expect(milikB.body).toEqual([]);
    expect((await kirim(sumberDaftar, "/api/admin/panen/sumber", { jar: jarWalidata })).status).toBe(403);
  });

  it("Tes koneksi, jalankan, kemajuan, laporan JSON dan CSV; status admin menghitung jalan; rekaman panen hanya-baca sampai dilepas", async () => {
    const tes = await kirim(tesAdmin, "/api/admin/panen/tes-koneksi", { jar: jarAdmin, body: { jenis: "csw-geonetwork", url: csw.url, batasan: { kataKunci: ["air"] } } });
    expect(tes.body).toEqual({ ok: true, jenis: "csw", judul: "CSW Uji", jumlahRekaman: 7, skemaKeluaran: ["http://www.opengis.net/cat/csw/2.0.2", "http://www.isotc211.org/2005/gmd"], skemaDidukung: true, kendala: "(AnyText LIKE '%air%')" });
    const tidak = await kirim<{ ok: boolean; galat: string }>(tesAdmin, "/api/admin/panen/tes-koneksi", { jar: jarAdmin, body: { jenis: "csw-pycsw", url: "http://127.0.0.1:9/csw" } });
    expect(tidak.body.ok).toBe(false);

    const s = await kirim<Sumber>(sumberBuat, "/api/admin/panen/sumber", { jar: jarAdmin, body: { nama: "Jalan", jenis: "csw-geonetwork", url: csw.url, organisasiId: orgA } });
    const j = await kirim<{ id: string; keadaan: string }>(jalanMulai, `/api/admin/panen/sumber/${s.body.id}/jalan`, { jar: jarAdmin, method: "POST", params: { id: s.body.id } });
    expect(j.status).toBe(202);
    expect(j.body.keadaan).toBe("antri");
    expect((await kirim(jalanMulai, `/api/admin/panen/sumber/${s.body.id}/jalan`, { jar: jarAdmin, method: "POST", params: { id: s.body.id } })).status).toBe(409);
    expect((await kirim<{ panen: unknown }>(statusGet, "/api/admin/organisasi/status", { jar: jarAdmin })).body.panen).toMatchObject({ antri: 1, berjalan: 0 });

    expect(await klaimJalan(h.db, "uji-api", 30_000, j.body.id)).toBe(j.body.id);
    await jalankanJalan(h.db, j.body.id, opsiUji("uji-api"));
    const kemajuan = await kirim(jalanGet, `/api/admin/panen/jalan/${j.body.id}`, { jar: jarAdmin, params: { id: j.body.id } });
    expect(kemajuan.body).toMatchObject({ keadaan: "selesai", dilihat: 7, baru: 6, ditolak: 1, total: 7, sumberNama: "Jalan" });

    const laporan = await kirim<{ butir: { jenis: string; pengenal: string; alasan: string[] }[] }>(laporanGet, `/api/admin/panen/jalan/${j.body.id}/laporan`, { jar: jarAdmin, params: { id: j.body.id } });
    expect(laporan.body.butir).toHaveLength(1);
    expect(laporan.body.butir[0]).toMatchObject({ jenis: "ditolak", pengenal: rekaman[2]!.id });
    const csv = await kirim<string>(laporanGet, `/api/admin/panen/jalan/${j.body.id}/laporan?format=csv`, { jar: jarAdmin, params: { id: j.body.id } });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const baris = csv.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(baris[0]).toBe("jenis,pengenal,metadata_id,alasan,waktu");
    expect(baris[1]).toMatch(new RegExp(`^ditolak,${rekaman[2]!.id},,`));
    const daftar = await kirim<Sumber[]>(sumberDaftar, `/api/admin/panen/sumber?organisasiId=${orgA}`, { jar: jarAdmin });
    expect(daftar.body.find((x) => x.id === s.body.id)).toMatchObject({ kesehatan: "peringatan", jalanTerakhir: { keadaan: "selesai" } });

    // read-only in the editor until a Walidata of the organisation detaches it
    const [asal] = await h.db.select({ id: asalPanen.metadataId }).from(asalPanen).where(eq(asalPanen.pengenalSumber, rekaman[0]!.id));
    const [m] = await h.db.select({ versi: metadata.versi }).from(metadata).where(eq(metadata.id, asal!.id));
    const ubah = () => kirim<{ error: string }>(ubahMetadata, `/api/metadata/${asal!.id}`, { jar: jarWalidata, method: "PATCH", params: { id: asal!.id }, body: { versi: m!.versi, identifikasi: { judul: "Judul lokal" } } });
    const tolak = await ubah();
    expect(tolak.status).toBe(409);
    expect(tolak.body.error).toMatch(/dipanen dari sumber "Jalan"/);
    expect((await kirim(wLepas, `/api/walidata/panen/rekaman/${asal!.id}/lepas`, { jar: jarWalidataLain, method: "POST", params: { id: asal!.id } })).status).toBe(404);
    expect((await kirim(wLepas, `/api/walidata/panen/rekaman/${asal!.id}/lepas`, { jar: jarWalidata, method: "POST", params: { id: asal!.id } })).body).toEqual({ id: asal!.id, dilepas: true });
    expect((await ubah()).status).toBe(200);
  });
});
