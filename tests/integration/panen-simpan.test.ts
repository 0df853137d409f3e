import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asalPanen, auditLog, catatanPanen, metadata, metadataFragmen, pengguna } from "@/lib/db/schema";
import { CTX_SISTEM, opsiUji, panenSekali, sumberUji, type RekamanStub } from "@/tests/helpers/panen";
import { duniaPanenUji } from "@/tests/helpers/panen-dunia";
import { rekamanContoh } from "@/tests/helpers/stub-pycsw";
import { fragmenRekaman, SEMUA_BENTUK } from "@/lib/xml/fragmen";
import { bersihkanAntreanGin, isiBentukJalan } from "@/lib/panen/bentuk-jalan";
import { bacaHalamanCsw } from "@/lib/panen/halaman";
import { praBaca } from "@/lib/panen/pra-baca";
import { antrekanJalan } from "@/lib/panen/jalan";
import { getSumberOrThrow } from "@/lib/panen/sumber";
import { simpanHalamanBertahap, type ButirHalaman, type HasilButir, type KonteksSimpan } from "@/lib/panen/simpan";

/**
 * How a page is saved: new records in one statement per table with a per-record fallback that keeps one bad
 * record from taking its page with it, and unchanged records recognised by their raw fingerprint.
 */

const d = duniaPanenUji("LAJU");
const contoh = rekamanContoh(1)[0]!;

const judul = (r: RekamanStub, baru: string): RekamanStub => ({ id: r.id, xml: r.xml.replace("Sample ISO19139 metadata record", baru) });
const mentahDari = async (sumberId: string) => new Map((await d.h.db.select({ p: asalPanen.pengenalSumber, m: asalPanen.sidikMentah }).from(asalPanen).where(eq(asalPanen.sumberId, sumberId))).map((a) => [a.p, a.m]));

describe("menyimpan halaman panen", () => {
  it("rekaman yang membuat pernyataan sekaligus gagal ditolak sendiri dengan alasannya; rekaman lain di halamannya tersimpan", async () => {
    // A database rule the record breaks only when written: the page's multi-row insert fails as a whole.
    await d.h.db.execute(sql`alter table metadata add constraint uji_tolak_judul check (judul <> 'TOLAK DI BASIS DATA')`);
    try {
      d.rekaman[2] = judul(d.rekaman[2]!, "TOLAK DI BASIS DATA");
      const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Sekaligus", modeTerbit: "PUBLISHED" });
      const j = await panenSekali(d.h.db, s.id);
      expect(j).toMatchObject({ keadaan: "selesai", dilihat: 12, baru: 11, ditolak: 1 });
      const c = await d.h.db.select().from(catatanPanen).where(eq(catatanPanen.jalanId, j.id));
      expect(c.map((x) => x.pengenal)).toEqual([d.rekaman[2]!.id]);
      expect(c[0]!.alasan[0]).toMatch(/^Gagal disimpan: .*uji_tolak_judul/);
      const ada = await d.h.db.select({ id: metadata.id }).from(metadata).innerJoin(asalPanen, eq(asalPanen.metadataId, metadata.id)).where(eq(asalPanen.sumberId, s.id));
      expect(ada).toHaveLength(11);
      // The fallback path writes the fragments of published records too: every saved record has its 15 forms.
      const [f] = await d.h.db.select({ n: sql<number>`count(distinct ${metadataFragmen.metadataId})::int` }).from(metadataFragmen).innerJoin(asalPanen, eq(asalPanen.metadataId, metadataFragmen.metadataId)).where(eq(asalPanen.sumberId, s.id));
      expect(f!.n).toBe(11);
    } finally {
      await d.h.db.execute(sql`alter table metadata drop constraint uji_tolak_judul`);
    }
  });

  it("rekaman tak berubah dikenali dari sidik mentahnya tanpa dipetakan; XML yang berubah tetap memperbarui", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Mentah" });
    expect(await panenSekali(d.h.db, s.id)).toMatchObject({ baru: 12 });
    const awal = await mentahDari(s.id);
    expect([...awal.values()].every((m) => typeof m === "string" && m.length > 20)).toBe(true);
    // A stored document fingerprint that no longer matches: only a record recognised before mapping stays unchanged.
    await d.h.db.update(asalPanen).set({ sidik: "sidik-lama" }).where(eq(asalPanen.pengenalSumber, d.rekaman[0]!.id));
    expect(await panenSekali(d.h.db, s.id, { penuh: true })).toMatchObject({ keadaan: "selesai", dilihat: 12, tidakBerubah: 12, diperbarui: 0 });

    d.rekaman[5] = judul(d.rekaman[5]!, "Judul yang diubah di sumber");
    d.rekaman[9] = d.rekaman[1]!; // listed twice: the second is a duplicate even when recognised raw
    const j = await panenSekali(d.h.db, s.id, { penuh: true });
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: 12, diperbarui: 1, tidakBerubah: 10, ditolak: 1 });
    const [m] = await d.h.db.select({ judul: metadata.judul }).from(metadata).innerJoin(asalPanen, eq(asalPanen.metadataId, metadata.id)).where(eq(asalPanen.pengenalSumber, d.rekaman[5]!.id));
    expect(m!.judul).toBe("Judul yang diubah di sumber");
    const kini = await mentahDari(s.id);
    expect(kini.get(d.rekaman[5]!.id)).not.toBe(awal.get(d.rekaman[5]!.id));
    expect(kini.get(d.rekaman[0]!.id)).toBe(awal.get(d.rekaman[0]!.id));
  });

  it("XML lain dengan dokumen yang sama: tidak berubah, dan sidik mentah barunya disimpan; baris tanpa sidik mentah mendapatkannya", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Urutan atribut" });
    expect(await panenSekali(d.h.db, s.id)).toMatchObject({ baru: 12 });
    const awal = await mentahDari(s.id);
    // attribute order differs, the mapped document does not
    d.rekaman[4] = { id: d.rekaman[4]!.id, xml: d.rekaman[4]!.xml.replace('codeListValue="creation" codeList="http://www.isotc211.org/2005/resources/codeList.xml#CI_DateTypeCode"', 'codeList="http://www.isotc211.org/2005/resources/codeList.xml#CI_DateTypeCode" codeListValue="creation"') };
    expect(d.rekaman[4]!.xml).not.toBe(contoh.xml.replaceAll(contoh.id, d.rekaman[4]!.id));
    // a row written before raw fingerprints existed
    await d.h.db.update(asalPanen).set({ sidikMentah: null }).where(eq(asalPanen.pengenalSumber, d.rekaman[7]!.id));
    expect(await panenSekali(d.h.db, s.id, { penuh: true })).toMatchObject({ tidakBerubah: 12, diperbarui: 0 });
    const kini = await mentahDari(s.id);
    expect(kini.get(d.rekaman[4]!.id)).not.toBe(awal.get(d.rekaman[4]!.id));
    expect(kini.get(d.rekaman[7]!.id)).toBe(awal.get(d.rekaman[7]!.id));
  });

  it("rekaman yang berubah diperbarui sekaligus: kolom, versi, asal, audit dan bentuk tersimpan; status baris tetap; satu yang gagal ditolak sendiri", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Ubah sekaligus", modeTerbit: "PUBLISHED" });
    expect(await panenSekali(d.h.db, s.id)).toMatchObject({ baru: 12 });
    const baris = async () =>
      new Map(
        (
          await d.h.db
            .select({ p: asalPanen.pengenalSumber, id: metadata.id, judul: metadata.judul, versi: metadata.versi, status: metadata.status, jalan: asalPanen.jalanTerakhirId, mentah: asalPanen.sidikMentah, dipanen: asalPanen.dipanenAt, ubah: metadata.updatedAt })
            .from(metadata)
            .innerJoin(asalPanen, eq(asalPanen.metadataId, metadata.id))
            .where(eq(asalPanen.sumberId, s.id))
        ).map((b) => [b.p, b]),
      );
    const awal = await baris();
    // retired by hand meanwhile: an update from the source keeps the row's own status
    await d.h.db.update(metadata).set({ status: "PRIVATE" }).where(eq(metadata.id, awal.get(d.rekaman[5]!.id)!.id));
    for (const i of [3, 4, 5]) d.rekaman[i] = judul(d.rekaman[i]!, `Judul baru ${i}`);
    const j = await panenSekali(d.h.db, s.id, { penuh: true });
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: 12, diperbarui: 3, tidakBerubah: 9, baru: 0, ditolak: 0 });
    const kini = await baris();
    for (const i of [3, 4, 5]) {
      const [a, k] = [awal.get(d.rekaman[i]!.id)!, kini.get(d.rekaman[i]!.id)!];
      expect(k).toMatchObject({ id: a.id, judul: `Judul baru ${i}`, versi: a.versi + 1, status: i === 5 ? "PRIVATE" : "PUBLISHED", jalan: j.id });
      expect(k.mentah).not.toBe(a.mentah);
      expect(k.ubah.getTime()).toBeGreaterThan(a.ubah.getTime());
      expect(k.dipanen.getTime()).toBe(k.ubah.getTime());
    }
    // one statement wrote the two of the first page (5 per page): one time for both
    expect(kini.get(d.rekaman[3]!.id)!.ubah.getTime()).toBe(kini.get(d.rekaman[4]!.id)!.ubah.getTime());
    expect(kini.get(d.rekaman[0]!.id)).toMatchObject({ versi: 1, jalan: j.id });
    const milikSumber = new Set([...kini.values()].map((b) => b.id));
    const audit = (await d.h.db.select({ id: auditLog.entitasId }).from(auditLog).where(eq(auditLog.aksi, "harvest-perbarui"))).filter((a) => milikSumber.has(a.id!));
    expect(audit.map((a) => a.id).sort()).toEqual([3, 4, 5].map((i) => kini.get(d.rekaman[i]!.id)!.id).sort());
    // current stored forms for the published ones only
    const bentuk = async (id: string) =>
      (await d.h.db.select({ n: sql<number>`count(*)::int` }).from(metadataFragmen).innerJoin(metadata, eq(metadata.id, metadataFragmen.metadataId)).where(sql`${metadataFragmen.metadataId} = ${id} and ${metadataFragmen.versiRekaman} = ${metadata.versi} and ${metadataFragmen.diperbarui} = ${metadata.updatedAt}`))[0]!.n;
    expect(await bentuk(kini.get(d.rekaman[3]!.id)!.id)).toBe(SEMUA_BENTUK.length);
    expect(await bentuk(kini.get(d.rekaman[5]!.id)!.id)).toBe(0);

    // one changed record the database refuses: the others are still updated, it keeps what it had
    await d.h.db.execute(sql`alter table metadata add constraint uji_tolak_ubah check (judul <> 'TOLAK UBAH')`);
    try {
      d.rekaman[6] = judul(d.rekaman[6]!, "TOLAK UBAH");
      d.rekaman[7] = judul(d.rekaman[7]!, "Judul baru 7");
      const j2 = await panenSekali(d.h.db, s.id, { penuh: true });
      expect(j2).toMatchObject({ keadaan: "selesai", diperbarui: 1, tidakBerubah: 10, ditolak: 1 });
      const akhir = await baris();
      // still at the source: kept as it was, not retired by the complete run
      expect(akhir.get(d.rekaman[6]!.id)).toMatchObject({ judul: awal.get(d.rekaman[6]!.id)!.judul, versi: 1, status: "PUBLISHED", jalan: j2.id });
      expect(j2.dipensiunkan).toBe(0);
      expect(akhir.get(d.rekaman[7]!.id)).toMatchObject({ judul: "Judul baru 7", versi: 2 });
    } finally {
      await d.h.db.execute(sql`alter table metadata drop constraint uji_tolak_ubah`);
    }
  });

  it("bentuk CSW rekaman yang ditulis jalan disimpan setelah jalan berakhir; rekaman tak berubah tidak dirender lagi", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Bentuk setelah jalan", modeTerbit: "PUBLISHED" });
    const lapor: string[] = [];
    const j = await panenSekali(d.h.db, s.id, { lapor: (b) => lapor.push(b) });
    expect(j).toMatchObject({ keadaan: "selesai", baru: 12 });
    // every page was committed before the forms were stored, by the instance that ended the run
    expect(lapor.filter((b) => b.startsWith("Halaman mulai"))).toHaveLength(3);
    expect(lapor.at(-1)).toMatch(/^Bentuk CSW tersimpan untuk 12 rekaman dalam [\d.]+ s\.$/);
    const milik = (await d.h.db.select({ id: asalPanen.metadataId }).from(asalPanen).where(eq(asalPanen.sumberId, s.id))).map((a) => a.id);
    const lengkap = async () =>
      (
        await d.h.db
          .select({ id: metadataFragmen.metadataId })
          .from(metadataFragmen)
          .innerJoin(metadata, eq(metadata.id, metadataFragmen.metadataId))
          .where(sql`${metadataFragmen.metadataId} = any(${`{${milik.join(",")}}`}::uuid[]) and ${metadataFragmen.versiRekaman} = ${metadata.versi} and ${metadataFragmen.diperbarui} = ${metadata.updatedAt} and ${metadataFragmen.deflate} is not null`)
          .groupBy(metadataFragmen.metadataId)
          .having(sql`count(*) = ${SEMUA_BENTUK.length}`)
      ).length;
    expect(await lengkap()).toBe(12);
    expect(await isiBentukJalan(d.h.db, j.id)).toBe(0);
    // the pages let the GIN indexes' pending lists grow; the run's end merged them: nothing left to merge
    expect(await bersihkanAntreanGin(d.h.db)).toBe(0);
    // lost (a crash between the run's end and its forms): the run's records are found again by the run, not by who wrote them
    await d.h.db.delete(metadataFragmen).where(sql`${metadataFragmen.metadataId} = any(${`{${milik.slice(0, 4).join(",")}}`}::uuid[])`);
    expect(await isiBentukJalan(d.h.db, j.id)).toBe(4);
    expect(await lengkap()).toBe(12);

    // a complete re-run with one record changed renders that one alone, and serves its new title
    d.rekaman[2] = judul(d.rekaman[2]!, "Judul setelah panen ulang");
    lapor.length = 0;
    const j2 = await panenSekali(d.h.db, s.id, { penuh: true, lapor: (b) => lapor.push(b) });
    expect(j2).toMatchObject({ keadaan: "selesai", diperbarui: 1, tidakBerubah: 11 });
    expect(lapor.at(-1)).toMatch(/^Bentuk CSW tersimpan untuk 1 rekaman/);
    expect(await lengkap()).toBe(12);
    const [diubah] = await d.h.db.select({ id: asalPanen.metadataId }).from(asalPanen).where(eq(asalPanen.pengenalSumber, d.rekaman[2]!.id));
    expect((await fragmenRekaman(d.h.db, [diubah!.id], "csw/dc/brief"))[0]).toContain("Judul setelah panen ulang");
  });

  it("halaman disimpan berpotongan: hasilnya sama dengan sekaligus, termasuk pengenal ganda di potongan lain dan rekaman tidak sah", async () => {
    d.rekaman[3] = { id: d.rekaman[3]!.id, xml: d.rekaman[3]!.xml.replace(/<gmd:identificationInfo>[\s\S]*<\/gmd:identificationInfo>/, "") };
    d.rekaman[9] = d.rekaman[1]!;
    const [w] = await d.h.db.select({ id: pengguna.id }).from(pengguna).where(eq(pengguna.organisasiId, d.orgId)).limit(1);
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Berpotongan", modeTerbit: "PUBLISHED" });
    const jalanId = (await antrekanJalan(d.h.db, await getSumberOrThrow(CTX_SISTEM(d.h.db), s.id), { pemicu: "manual" }))!;
    const k: KonteksSimpan = { aktor: { jenis: "sistem", nama: "uji" }, jalanId, sumberId: s.id, organisasiId: d.orgId, pemilikId: w!.id, status: "PUBLISHED", urlRekaman: (p) => `${d.csw.url}#${p}` };
    const ringkas = (h: HasilButir[]) => h.map((x) => [x.hasil, x.pengenal, x.alasan?.[0]?.split(":")[0]]);
    // The same page of 12 saved in one batch (rolled back), then in batches of 2, the copy of record 1 in another
    // batch of the same transaction.
    const simpan = async (perPotong: number, batal: boolean) => {
      const hal = await bacaHalamanCsw({ jenis: s.jenis, url: s.url, skemaKeluaran: "gmd", batasan: {}, kepala: {} }, 1, 12, undefined, opsiUji("uji-a").ambil);
      let hasil: HasilButir[] = [];
      await d.h.db
        .transaction(async (tx) => {
          hasil = await simpanHalamanBertahap(tx, k, hal.butir, perPotong, () => 0);
          if (batal) tx.rollback();
        })
        .catch((err: unknown) => {
          if (!batal) throw err;
        });
      return ringkas(hasil);
    };
    const sekaligus = await simpan(100, true);
    expect((await mentahDari(s.id)).size).toBe(0);
    const berpotongan = await simpan(2, false);
    expect(berpotongan).toEqual(sekaligus);
    expect(berpotongan.map((h) => h[0])).toEqual(["baru", "baru", "baru", "ditolak", "baru", "baru", "baru", "baru", "baru", "ditolak", "baru", "baru"]);
    expect(berpotongan[9]).toEqual(["ditolak", d.rekaman[1]!.id, "Pengenal ganda"]);
    expect((await mentahDari(s.id)).size).toBe(10);
  });

  it("pra-baca memetakan lebih dulu hanya rekaman yang sidik mentahnya belum dikenal sumber", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Pra-baca", modeTerbit: "PUBLISHED" });
    const sumber = { jenis: s.jenis, url: s.url, skemaKeluaran: "gmd", batasan: {}, kepala: {} } as const;
    const halaman = () => bacaHalamanCsw(sumber, 1, 5, undefined, opsiUji("uji-a").ambil);
    const dibaca = (butir: ButirHalaman[]) => butir.map((b) => ("pra" in b && b.pra !== undefined ? ("galat" in b.pra ? "galat" : b.pra.pengenal) : null));
    const awal = await halaman();
    const pra = praBaca(d.h.db, s.id, awal.butir);
    await pra.selesai;
    expect(pra.kemajuan.sampai).toBe(5);
    // nothing known yet: every record read ahead, as its save would read it
    expect(dibaca(awal.butir)).toEqual(d.rekaman.slice(0, 5).map((r) => r.id));
    expect(await panenSekali(d.h.db, s.id)).toMatchObject({ baru: 12 });
    d.rekaman[1] = judul(d.rekaman[1]!, "Judul untuk pra-baca");
    const lagi = await halaman();
    await praBaca(d.h.db, s.id, lagi.butir).selesai;
    expect(dibaca(lagi.butir)).toEqual([null, d.rekaman[1]!.id, null, null, null]);
    expect(await panenSekali(d.h.db, s.id, { penuh: true })).toMatchObject({ keadaan: "selesai", diperbarui: 1, tidakBerubah: 11 });
  });
});
