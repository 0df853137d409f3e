import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { asalPanen, catatanPanen, metadata, metadataFragmen } from "@/lib/db/schema";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan } from "@/tests/helpers/lingkungan";
import { mulaiCswUji, panenSekali, rekamanUnik, sumberUji, type RekamanStub } from "@/tests/helpers/panen";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { rekamanContoh } from "@/tests/helpers/stub-pycsw";

/**
 * How a page is saved: new records in one statement per table with a per-record fallback that keeps one bad
 * record from taking its page with it, and unchanged records recognised by their raw fingerprint.
 */

let h: DatabaseHandle;
let pulihkan: () => void;
let orgId: string;
let rekaman: RekamanStub[];
const contoh = rekamanContoh(1)[0]!;
let csw: Awaited<ReturnType<typeof mulaiCswUji>>;

beforeAll(async () => {
  pulihkan = aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" });
  h = await createTestDatabase();
  orgId = (await buatOrganisasi(h.db, "LAJU")).id;
  await buatAkun(h.db, "Walidata", orgId, "walidata-laju");
  csw = await mulaiCswUji(() => rekaman);
});
afterAll(async () => {
  await csw?.tutup();
  await h?.close();
  pulihkan?.();
});
beforeEach(() => {
  rekaman = rekamanUnik(12, contoh);
});

const judul = (r: RekamanStub, baru: string): RekamanStub => ({ id: r.id, xml: r.xml.replace("Sample ISO19139 metadata record", baru) });
const mentahDari = async (sumberId: string) => new Map((await h.db.select({ p: asalPanen.pengenalSumber, m: asalPanen.sidikMentah }).from(asalPanen).where(eq(asalPanen.sumberId, sumberId))).map((a) => [a.p, a.m]));

describe("menyimpan halaman panen", () => {
  it("rekaman yang membuat pernyataan sekaligus gagal ditolak sendiri dengan alasannya; rekaman lain di halamannya tersimpan", async () => {
    // A database rule the record breaks only when written: the page's multi-row insert fails as a whole.
    await h.db.execute(sql`alter table metadata add constraint uji_tolak_judul check (judul <> 'TOLAK DI BASIS DATA')`);
    try {
      rekaman[2] = judul(rekaman[2]!, "TOLAK DI BASIS DATA");
      const s = await sumberUji(h.db, orgId, { url: csw.url, nama: "Sekaligus", modeTerbit: "PUBLISHED" });
      const j = await panenSekali(h.db, s.id);
      expect(j).toMatchObject({ keadaan: "selesai", dilihat: 12, baru: 11, ditolak: 1 });
      const c = await h.db.select().from(catatanPanen).where(eq(catatanPanen.jalanId, j.id));
      expect(c.map((x) => x.pengenal)).toEqual([rekaman[2]!.id]);
      expect(c[0]!.alasan[0]).toMatch(/^Gagal disimpan: .*uji_tolak_judul/);
      const ada = await h.db.select({ id: metadata.id }).from(metadata).innerJoin(asalPanen, eq(asalPanen.metadataId, metadata.id)).where(eq(asalPanen.sumberId, s.id));
      expect(ada).toHaveLength(11);
      // The fallback path writes the fragments of published records too: every saved record has its 15 forms.
      const [f] = await h.db.select({ n: sql<number>`count(distinct ${metadataFragmen.metadataId})::int` }).from(metadataFragmen).innerJoin(asalPanen, eq(asalPanen.metadataId, metadataFragmen.metadataId)).where(eq(asalPanen.sumberId, s.id));
      expect(f!.n).toBe(11);
    } finally {
      await h.db.execute(sql`alter table metadata drop constraint uji_tolak_judul`);
    }
  });

  it("rekaman tak berubah dikenali dari sidik mentahnya tanpa dipetakan; XML yang berubah tetap memperbarui", async () => {
    const s = await sumberUji(h.db, orgId, { url: csw.url, nama: "Mentah" });
    expect(await panenSekali(h.db, s.id)).toMatchObject({ baru: 12 });
    const awal = await mentahDari(s.id);
    expect([...awal.values()].every((m) => typeof m === "string" && m.length > 20)).toBe(true);
    // A stored document fingerprint that no longer matches: only a record recognised before mapping stays unchanged.
    await h.db.update(asalPanen).set({ sidik: "sidik-lama" }).where(eq(asalPanen.pengenalSumber, rekaman[0]!.id));
    expect(await panenSekali(h.db, s.id, { penuh: true })).toMatchObject({ keadaan: "selesai", dilihat: 12, tidakBerubah: 12, diperbarui: 0 });

    rekaman[5] = judul(rekaman[5]!, "Judul yang diubah di sumber");
    rekaman[9] = rekaman[1]!; // listed twice: the second is a duplicate even when recognised raw
    const j = await panenSekali(h.db, s.id, { penuh: true });
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: 12, diperbarui: 1, tidakBerubah: 10, ditolak: 1 });
    const [m] = await h.db.select({ judul: metadata.judul }).from(metadata).innerJoin(asalPanen, eq(asalPanen.metadataId, metadata.id)).where(eq(asalPanen.pengenalSumber, rekaman[5]!.id));
    expect(m!.judul).toBe("Judul yang diubah di sumber");
    const kini = await mentahDari(s.id);
    expect(kini.get(rekaman[5]!.id)).not.toBe(awal.get(rekaman[5]!.id));
    expect(kini.get(rekaman[0]!.id)).toBe(awal.get(rekaman[0]!.id));
  });

  it("XML lain dengan dokumen yang sama: tidak berubah, dan sidik mentah barunya disimpan; baris tanpa sidik mentah mendapatkannya", async () => {
    const s = await sumberUji(h.db, orgId, { url: csw.url, nama: "Urutan atribut" });
    expect(await panenSekali(h.db, s.id)).toMatchObject({ baru: 12 });
    const awal = await mentahDari(s.id);
    // attribute order differs, the mapped document does not
    rekaman[4] = { id: rekaman[4]!.id, xml: rekaman[4]!.xml.replace('codeListValue="creation" codeList="http://www.isotc211.org/2005/resources/codeList.xml#CI_DateTypeCode"', 'codeList="http://www.isotc211.org/2005/resources/codeList.xml#CI_DateTypeCode" codeListValue="creation"') };
    expect(rekaman[4]!.xml).not.toBe(contoh.xml.replaceAll(contoh.id, rekaman[4]!.id));
    // a row written before raw fingerprints existed
    await h.db.update(asalPanen).set({ sidikMentah: null }).where(eq(asalPanen.pengenalSumber, rekaman[7]!.id));
    expect(await panenSekali(h.db, s.id, { penuh: true })).toMatchObject({ tidakBerubah: 12, diperbarui: 0 });
    const kini = await mentahDari(s.id);
    expect(kini.get(rekaman[4]!.id)).not.toBe(awal.get(rekaman[4]!.id));
    expect(kini.get(rekaman[7]!.id)).toBe(awal.get(rekaman[7]!.id));
  });
});
