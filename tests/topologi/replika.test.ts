import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { hentikanInstans, mulaiInstans, type Instans } from "@/scripts/topologi/instans";
import { buatKlasterPostgres, buatReplika, tungguSampai, type KlasterUji } from "@/tests/faults/layanan";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { pastikanBuildLengkap } from "@/tests/helpers/server";
import { buatAkun, buatOrganisasi, KATA_SANDI_UJI } from "@/tests/helpers/sesi";
import { hapusKunciRedis } from "@/tests/helpers/redis";

// DATABASE_READ_URL on a real hot-standby replica (pg_basebackup of a cluster of our own): public reads go to the
// replica, signed-in work to the primary, and a publication is public at once even while the replica has not
// replayed it yet (replay paused), because reads fall back to the primary until the replica catches up.

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gk-replika-${crypto.randomBytes(4).toString("hex")}`;
let primer: KlasterUji;
let replika: KlasterUji;
let app: Instans;
let idPrivat: string;
let walidataEmail: string;

beforeAll(async () => {
  await pastikanBuildLengkap();
  primer = await buatKlasterPostgres();
  const h = await openPostgres(primer.url, { max: 2 });
  await migrateDatabase(h);
  const org = (await buatOrganisasi(h.db, "REP")).id;
  const produsen = await buatAkun(h.db, "Produsen", org, "rep-produsen");
  walidataEmail = (await buatAkun(h.db, "Walidata", org, "rep-walidata")).email;
  const pemilik = { organisasiId: org, penggunaId: produsen.id };
  await sisipkanRekaman(h.db, pemilik, [{ judul: "Peta Dasar Terbit" }]);
  idPrivat = (await sisipkanRekaman(h.db, pemilik, [{ judul: "Peta Privat Menunggu", status: "PRIVATE" }]))[0]!;
  await h.close();
  replika = await buatReplika(primer);
  app = await mulaiInstans({
    NEXT_DIST_DIR: ".next",
    DATABASE_URL: primer.url,
    DATABASE_READ_URL: replika.url,
    DATABASE_POOL_MAX: "3",
    REDIS_URL,
    REDIS_PREFIX: prefix,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
  });
}, 600_000);

afterAll(async () => {
  await hentikanInstans(app);
  replika?.hapus();
  primer?.hapus();
  await hapusKunciRedis(REDIS_URL, prefix);
});

const json = async (jalur: string, init?: RequestInit) => {
  const res = await fetch(app.url + jalur, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const koneksiBaca = (k: KlasterUji) => Number(k.psql("select count(*) from pg_stat_activity where application_name = 'geokatalog-baca'"));
const transaksi = (k: KlasterUji) => Number(k.psql("select xact_commit from pg_stat_database where datname = 'geokatalog'"));
const acak = () => crypto.randomBytes(4).toString("hex");

describe("read replica (DATABASE_READ_URL)", () => {
  it("serves public reads from the replica and signed-in work from the primary", async () => {
    expect((await json(`/api/public/metadata?q=peta${acak()}`)).status).toBe(200);
    expect((await fetch(`${app.url}/katalog?q=dasar${acak()}`)).status).toBe(200);
    const csw = await fetch(`${app.url}/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&q=${acak()}`);
    expect(await csw.text()).toContain("numberOfRecordsMatched");
    expect(koneksiBaca(replika)).toBeGreaterThan(0);
    expect(koneksiBaca(primer)).toBe(0);
    const masuk = await fetch(`${app.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: walidataEmail, password: KATA_SANDI_UJI }) });
    expect(masuk.status).toBe(200);
  });

  it("makes a publication public at once while the replica has not replayed it, then reads the replica again", async () => {
    const sebelum = await json("/api/public/stats");
    expect(sebelum.body.totalPublished).toBe(1);
    replika.psql("select pg_wal_replay_pause()");
    const masuk = await fetch(`${app.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: walidataEmail, password: KATA_SANDI_UJI }) });
    const cookie = masuk.headers.getSetCookie().find((c) => c.startsWith("gk_sesi="))!.split(";")[0]!;
    const terbit = await json(`/api/walidata/${idPrivat}/visibilitas`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ status: "PUBLISHED" }) });
    expect(terbit.status).toBe(200);
    // The replica still shows the old state...
    expect(replika.psql("select count(*) from metadata where status = 'PUBLISHED'")).toBe("1");
    // ...but every public answer already has the record.
    expect((await json("/api/public/stats")).body.totalPublished).toBe(2);
    expect((await json(`/api/public/metadata/${idPrivat}`)).status).toBe(200);
    const hits = await (await fetch(`${app.url}/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=hits`)).text();
    expect(hits).toContain('numberOfRecordsMatched="2"');

    replika.psql("select pg_wal_replay_resume()");
    await tungguSampai(async () => replika.psql("select count(*) from metadata where status = 'PUBLISHED'") === "2", 15_000, "replika menyusul");
    const awal = transaksi(replika);
    for (let i = 0; i < 5; i++) expect((await json(`/api/public/metadata?q=peta${acak()}`)).status).toBe(200);
    await tungguSampai(async () => transaksi(replika) - awal >= 5, 10_000, "bacaan kembali ke replika");
  });
});
