import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { hentikanInstans, mulaiInstans, type Instans } from "@/scripts/topologi/instans";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { pastikanBuildLengkap } from "@/tests/helpers/server";
import { buatAkun, buatOrganisasi, KATA_SANDI_UJI } from "@/tests/helpers/sesi";
import { BOCOR, bebani, kataAcak, ukur } from "./bantu";
import { buatKlasterPostgres, tungguSampai, type KlasterUji } from "./layanan";

// Postgres stopped under load (pg_ctlcluster stop, a real server of our own) and started again: the health check
// says so with 503, every other endpoint answers 503 {error} or a CSW exception report within 5 s, nothing leaks
// internals, and the same app process serves normally again once Postgres is back.

let klaster: KlasterUji;
let h: DatabaseHandle;
let app: Instans;
let idPublik: string;
let cookie = "";
const prefix = `gk-fault-pg-${crypto.randomBytes(4).toString("hex")}`;

beforeAll(async () => {
  await pastikanBuildLengkap();
  klaster = await buatKlasterPostgres();
  h = await openPostgres(klaster.url, { max: 2 });
  await migrateDatabase(h);
  const org = (await buatOrganisasi(h.db, "PGF")).id;
  const produsen = await buatAkun(h.db, "Produsen", org, "pgf-produsen");
  [idPublik] = (await sisipkanRekaman(h.db, { organisasiId: org, penggunaId: produsen.id }, [{ judul: "Jaringan Sungai Kalimantan" }, { judul: "Garis Pantai Sulawesi" }])) as [string];
  await h.close();
  app = await mulaiInstans({
    NEXT_DIST_DIR: ".next",
    DATABASE_URL: klaster.url,
    DATABASE_POOL_MAX: "4",
    REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: prefix,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
  });
  const masuk = await fetch(`${app.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: produsen.email, password: KATA_SANDI_UJI }) });
  expect(masuk.status).toBe(200);
  cookie = masuk.headers.getSetCookie().find((c) => c.startsWith("gk_sesi="))!.split(";")[0]!;
}, 600_000);

afterAll(async () => {
  await hentikanInstans(app);
  klaster?.hapus();
});

const csw = () => `/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=results&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent(`AnyText LIKE '%${kataAcak()}%'`)}`;

describe("Postgres stopped under load", () => {
  it("answers 503 quickly while it is down and recovers without a restart", async () => {
    const jalur: (() => { url: string; init?: RequestInit })[] = [
      () => ({ url: `${app.url}/api/health` }),
      () => ({ url: `${app.url}/api/public/metadata?q=${kataAcak()}` }),
      () => ({ url: `${app.url}/api/metadata?q=${kataAcak()}`, init: { headers: { cookie } } }),
      () => ({ url: `${app.url}${csw()}` }),
    ];
    let i = 0;
    let selesai = false;
    const beban = bebani(6, () => jalur[i++ % jalur.length]!(), () => selesai);
    await new Promise((r) => setTimeout(r, 1_000));
    const mati = Date.now();
    klaster.hentikan();
    const berhentiSelesai = Date.now();
    // While it is down: the health check reports it.
    const sehat = await ukur(`${app.url}/api/health`);
    expect(sehat.status).toBe(503);
    expect(JSON.parse(sehat.teks)).toEqual({ status: "error", db: "disconnected" });
    await new Promise((r) => setTimeout(r, 5_000));
    klaster.mulai();
    const hidup = Date.now();
    // Back: everything serves again from the same process, with no restart.
    const pulihMs = await tungguSampai(async () => {
      const rs = await Promise.all([...jalur.map((j) => ukur(j().url, j().init)), ukur(`${app.url}/api/public/metadata/${idPublik}`)]);
      return rs.every((r) => r.status === 200) && !rs[3]!.teks.includes("ExceptionReport");
    }, 30_000, "pulih setelah Postgres kembali");
    selesai = true;
    const hasil = await beban;
    expect(app.proses.exitCode).toBeNull();

    const saatMati = hasil.filter((r) => r.mulai > berhentiSelesai + 200 && r.mulai + r.ms < hidup);
    const per = (awal: string) => saatMati.filter((r) => r.url.startsWith(`${app.url}${awal}`));
    console.log(`Permintaan: ${hasil.length}, saat mati: ${saatMati.length}, pulih dalam ${pulihMs} ms setelah start (henti ${berhentiSelesai - mati} ms)`);
    for (const r of hasil.filter((x) => x.ms > 2_000)) console.log(`lambat: +${r.mulai - mati} ms, ${r.ms} ms, ${r.status} ${r.url.replace(app.url, "").slice(0, 60)}`);
    // No request hangs past 5 s, none fails as a 500 or a dropped connection, none shows internals.
    for (const r of hasil) {
      expect(r.ms, r.url).toBeLessThan(5_000);
      expect([200, 503], `${r.url} → ${r.status} ${r.galat ?? ""}`).toContain(r.status);
      expect(r.teks, r.url).not.toMatch(BOCOR);
    }
    for (const awal of ["/api/health", "/api/public/metadata", "/api/metadata", "/csw"]) expect(per(awal).length, awal).toBeGreaterThan(2);
    for (const r of per("/api/health")) expect(JSON.parse(r.teks)).toEqual({ status: "error", db: "disconnected" });
    for (const r of [...per("/api/public/metadata"), ...per("/api/metadata")]) {
      expect(r.status).toBe(503);
      expect(JSON.parse(r.teks)).toEqual({ error: "Basis data sedang tidak dapat dihubungi. Silakan coba lagi nanti." });
    }
    for (const r of per("/csw")) {
      expect(r.status).toBe(200);
      expect(r.teks).toContain('exceptionCode="NoApplicableCode"');
    }
  }, 120_000);
});
