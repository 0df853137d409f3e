import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { antreanPesan, asalPanen, catatanPanen, jalanPanen, metadata, metadataFragmen } from "@/lib/db/schema";
import { batalkanJalan, jalankanJalan, klaimJalan, lepasRekaman, ubahSumber } from "@/lib/panen";
import { CTX_SISTEM, opsiUji, panenSekali, sumberUji } from "@/tests/helpers/panen";
import { cswGet, semua } from "@/tests/helpers/csw";
import { duniaPanenUji } from "@/tests/helpers/panen-dunia";
import { validasiBanyak } from "@/tests/helpers/xmllint";

/**
 * The run engine against a loopback CSW: exact counts, per-record isolation, page faults (500, timeout, broken
 * XML, looping nextRecord), duplicates, incremental runs, disappeared records, detach, cancel and takeover.
 */

const d = duniaPanenUji("NODE");

const catatan = (jalanId: string) => d.h.db.select({ jenis: catatanPanen.jenis, pengenal: catatanPanen.pengenal, alasan: catatanPanen.alasan }).from(catatanPanen).where(eq(catatanPanen.jalanId, jalanId)).orderBy(catatanPanen.id);
const jumlahAsal = async (sumberId: string) => (await d.h.db.select({ id: asalPanen.metadataId }).from(asalPanen).where(eq(asalPanen.sumberId, sumberId))).length;

describe("jalan panen CSW", () => {
  it("panen penuh pertama: setiap rekaman tepat sekali; jalan berikutnya inkremental dan mengenali rekaman tak berubah", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Penuh" });
    const j = await panenSekali(d.h.db, s.id);
    expect(j).toMatchObject({ keadaan: "selesai", penuh: true, dilihat: 12, baru: 12, diperbarui: 0, tidakBerubah: 0, ditolak: 0, halaman: 3, halamanGagal: 0, total: 12 });
    expect(await jumlahAsal(s.id)).toBe(12);
    const [asal] = await d.h.db.select().from(asalPanen).where(eq(asalPanen.pengenalSumber, d.rekaman[0]!.id));
    expect(asal!.urlRekaman).toContain("request=GetRecordById");
    expect(asal!.urlRekaman).toContain(`id=${d.rekaman[0]!.id}`);
    expect(d.csw.diminta.every((q) => !q.has("constraint"))).toBe(true);

    d.csw.diminta.length = 0;
    const j2 = await panenSekali(d.h.db, s.id);
    expect(j2).toMatchObject({ keadaan: "selesai", penuh: false, dilihat: 12, baru: 0, tidakBerubah: 12 });
    expect(j2.sejak?.toISOString()).toBe(j.mulaiAt!.toISOString());
    expect(d.csw.diminta[0]!.get("constraintlanguage")).toBe("CQL_TEXT");
    expect(d.csw.diminta[0]!.get("constraint")).toBe(`Modified >= '${j.mulaiAt!.toISOString()}'`);
  });

  it("CSW menulis URL rekaman di sumber sebagai dc:source (DC) dan LI_Source (ISO) yang valid XSD; sidik tetap", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Asal", modeTerbit: "PUBLISHED" });
    await panenSekali(d.h.db, s.id);
    const [a] = await d.h.db.select().from(asalPanen).where(and(eq(asalPanen.sumberId, s.id), eq(asalPanen.pengenalSumber, d.rekaman[0]!.id)));
    const dasar = `service=CSW&version=2.0.2&request=GetRecordById&id=${a!.metadataId}&elementSetName=full`;
    const dc = await cswGet(dasar);
    expect(semua(dc.akar, "source").map((e) => e.text)).toContain(a!.urlRekaman);
    const gmd = await cswGet(`${dasar}&outputSchema=${encodeURIComponent("http://www.isotc211.org/2005/gmd")}`);
    expect(gmd.teks).toContain(`<gco:CharacterString>${a!.urlRekaman.replaceAll("&", "&amp;")}</gco:CharacterString>`);
    expect(validasiBanyak([dc.teks, gmd.teks], "all").map((r) => r.galat)).toEqual(["", ""]);
    // the URL is added after the fingerprint: the next run still recognises every record as unchanged
    expect(await panenSekali(d.h.db, s.id)).toMatchObject({ keadaan: "selesai", tidakBerubah: 12, diperbarui: 0 });
  });

  it("satu rekaman tidak sah ditolak dengan alasannya, satu pengenal ganda ditolak, jalan berlanjut; Walidata dikabari", async () => {
    d.rekaman[3] = { id: d.rekaman[3]!.id, xml: d.rekaman[3]!.xml.replace(/<gmd:identificationInfo>[\s\S]*<\/gmd:identificationInfo>/, "") };
    d.rekaman[9] = d.rekaman[1]!;
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Tolak" });
    const j = await panenSekali(d.h.db, s.id);
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: 12, baru: 10, ditolak: 2 });
    const c = await catatan(j.id);
    expect(c.map((x) => [x.jenis, x.pengenal])).toEqual([["ditolak", d.rekaman[3]!.id], ["ditolak", d.rekaman[1]!.id]]);
    expect(c[0]!.alasan.length).toBeGreaterThan(0);
    expect(c[1]!.alasan[0]).toMatch(/Pengenal ganda/);
    const surat = await d.h.db.select().from(antreanPesan).where(eq(antreanPesan.jenis, "panen"));
    expect(surat.map((m) => m.tujuan)).toContain("walidata-node@uji.geokatalog.example");
    expect(surat.at(-1)!.subjek).toBe('Panen "Tolak" selesai dengan 2 rekaman ditolak');
  });

  it("halaman yang menjawab 500, terpotong, atau tidak menjawab dicatat lalu dilewati; rekaman lain tetap tersimpan", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Gangguan" });
    d.csw.gangguan = (mulai) => (mulai === 6 ? { status: 500, body: "kacau" } : undefined);
    const j = await panenSekali(d.h.db, s.id);
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: 7, baru: 7, halamanGagal: 1 });
    expect((await catatan(j.id))[0]).toMatchObject({ jenis: "halaman", pengenal: "mulai 6" });
    expect(d.csw.diminta.filter((q) => q.get("startposition") === "6")).toHaveLength(2); // retried once

    d.csw.gangguan = (mulai) => (mulai === 1 ? { status: 200, body: "<csw:GetRecordsResponse xmlns:csw='http://www.opengis.net/cat/csw/2.0.2'><csw:SearchResults" } : undefined);
    const j2 = await panenSekali(d.h.db, s.id, { penuh: true });
    // the first page broke before the total was known: nothing to walk on to
    expect(j2).toMatchObject({ keadaan: "gagal", dilihat: 0 });
    expect(j2.galat).toMatch(/tidak dapat diurai/);

    d.csw.gangguan = (mulai) => (mulai === 11 ? "gantung" : undefined);
    const j3 = await panenSekali(d.h.db, s.id, { penuh: true, ambil: { percobaan: 1, jedaMs: 10, batasWaktuMs: 300 } });
    expect(j3).toMatchObject({ keadaan: "selesai", dilihat: 10, baru: 5, tidakBerubah: 5, halamanGagal: 1 });
    // pages were missed: a complete run that did not see everything retires nothing
    expect(j3.dipensiunkan).toBe(0);
  });

  it("kredensial HTTP basic sumber dikirim pada setiap permintaan", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Berkredensial", kredensial: { pengguna: "panen", sandi: "Rahasia:1" } });
    d.csw.otorisasi.length = 0;
    expect((await panenSekali(d.h.db, s.id)).keadaan).toBe("selesai");
    expect(new Set(d.csw.otorisasi)).toEqual(new Set([`Basic ${Buffer.from("panen:Rahasia:1").toString("base64")}`]));
  });

  it("nextRecord yang tidak maju menghentikan penelusuran dengan catatan", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Putar" });
    d.csw.gangguan = (mulai) => (mulai === 6 ? { nextRecord: 1 } : undefined);
    const j = await panenSekali(d.h.db, s.id);
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: 10, baru: 10, halamanGagal: 1 });
    expect((await catatan(j.id))[0]!.alasan[0]).toMatch(/nextRecord 1 untuk halaman mulai 6/);
  });

  it("sumber yang selalu 500 membuat jalan gagal dan Walidata dikabari", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Mati" });
    d.csw.gangguan = () => ({ status: 500, body: "mati" });
    const j = await panenSekali(d.h.db, s.id);
    expect(j.keadaan).toBe("gagal");
    expect(j.galat).toMatch(/HTTP 500/);
    const [surat] = await d.h.db.select().from(antreanPesan).where(and(eq(antreanPesan.jenis, "panen"), eq(antreanPesan.subjek, 'Panen "Mati" gagal')));
    expect(surat!.isi).toContain(`/dashboard/panen/jalan/${j.id}`);
  });

  it("rekaman yang hilang dari sumber dipensiunkan ke PRIVATE pada jalan penuh; yang dilepas tidak disentuh", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Hilang", modeTerbit: "PUBLISHED" });
    await panenSekali(d.h.db, s.id);
    // Published harvests are served from stored XML, as published local records are.
    const milikSumber = d.h.db.select({ id: asalPanen.metadataId }).from(asalPanen).where(eq(asalPanen.sumberId, s.id));
    const berfragmen = async () => new Set((await d.h.db.selectDistinct({ id: metadataFragmen.metadataId }).from(metadataFragmen).where(inArray(metadataFragmen.metadataId, milikSumber))).map((r) => r.id));
    expect((await berfragmen()).size).toBe(d.rekaman.length);
    const [dilepas] = await d.h.db.select().from(asalPanen).where(eq(asalPanen.pengenalSumber, d.rekaman[0]!.id));
    await lepasRekaman({ ctx: CTX_SISTEM(d.h.db), metadataId: dilepas!.metadataId });
    const hilang = d.rekaman.splice(0, 3);
    const j = await panenSekali(d.h.db, s.id, { penuh: true });
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: 9, tidakBerubah: 9, dipensiunkan: 2 });
    const status = await d.h.db.select({ id: metadata.id, status: metadata.status }).from(metadata).innerJoin(asalPanen, eq(asalPanen.metadataId, metadata.id)).where(eq(asalPanen.sumberId, s.id));
    expect(status.filter((x) => x.status === "PRIVATE")).toHaveLength(2);
    const masihBerfragmen = await berfragmen();
    expect(status.filter((x) => masihBerfragmen.has(x.id)).map((x) => x.status)).toEqual(status.filter((x) => x.status === "PUBLISHED").map((x) => x.status));
    expect(status.find((x) => x.id === dilepas!.metadataId)!.status).toBe("PUBLISHED");
    expect((await catatan(j.id)).map((c) => c.pengenal).sort()).toEqual([hilang[1]!.id, hilang[2]!.id].sort());

    // delete policy: the retired ones go
    await ubahSumber({ ctx: CTX_SISTEM(d.h.db), id: s.id, input: { kebijakanHilang: "hapus" } });
    d.rekaman.splice(0, 1);
    const j2 = await panenSekali(d.h.db, s.id, { penuh: true });
    expect(j2.dipensiunkan).toBe(3);
    expect(await jumlahAsal(s.id)).toBe(9); // 8 still at the source + the detached one
  });

  it("pembatalan menghentikan jalan dalam satu detak; halaman yang sudah tersimpan tetap", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Batal" });
    let lepas: () => void = () => {};
    const tertahan = new Promise<void>((ok) => (lepas = ok));
    d.csw.gangguan = (mulai) => (mulai === 6 ? (lepas(), "gantung") : undefined);
    const { antrekanJalan } = await import("@/lib/panen");
    const { getSumberOrThrow } = await import("@/lib/panen/sumber");
    const id = (await antrekanJalan(d.h.db, await getSumberOrThrow(CTX_SISTEM(d.h.db), s.id), { pemicu: "manual" }))!;
    await klaimJalan(d.h.db, "uji-a", 30_000, id);
    const jalan = jalankanJalan(d.h.db, id, opsiUji("uji-a", { ambil: { percobaan: 1, jedaMs: 10, batasWaktuMs: 60_000 } }));
    await tertahan;
    await batalkanJalan({ ctx: CTX_SISTEM(d.h.db), id });
    await jalan;
    const [j] = await d.h.db.select().from(jalanPanen).where(eq(jalanPanen.id, id));
    expect(j).toMatchObject({ keadaan: "dibatalkan", dilihat: 5, baru: 5, posisi: 6 });
  });

  it("instans lain mengambil alih jalan setelah sewa habis dan melanjutkan dari halaman terakhir yang tersimpan", async () => {
    const s = await sumberUji(d.h.db, d.orgId, { url: d.csw.url, nama: "Alih" });
    let lepas: () => void = () => {};
    const tertahan = new Promise<void>((ok) => (lepas = ok));
    let hitungGantung = 0;
    d.csw.gangguan = (mulai) => (mulai === 6 && hitungGantung++ === 0 ? (lepas(), "gantung") : undefined);
    const { antrekanJalan } = await import("@/lib/panen");
    const { getSumberOrThrow } = await import("@/lib/panen/sumber");
    const id = (await antrekanJalan(d.h.db, await getSumberOrThrow(CTX_SISTEM(d.h.db), s.id), { pemicu: "manual" }))!;
    await klaimJalan(d.h.db, "uji-a", 30_000, id);
    const a = jalankanJalan(d.h.db, id, opsiUji("uji-a", { ambil: { percobaan: 1, jedaMs: 10, batasWaktuMs: 60_000 } }));
    await tertahan;
    // A stalls on page 2; nobody may take over while its lease holds
    expect(await klaimJalan(d.h.db, "uji-b", 30_000)).toBeNull();
    // its lease runs out (as if its heartbeat had stopped): B takes over. One transaction, so A's heartbeat cannot
    // renew the lease between the two (it waits for the row, then finds B holding it)
    const diklaim = await d.h.db.transaction(async (tx) => {
      await tx.update(jalanPanen).set({ sewaSampai: new Date(Date.now() - 1000) }).where(eq(jalanPanen.id, id));
      return klaimJalan(tx, "uji-b", 30_000);
    });
    expect(diklaim).toBe(id);
    await jalankanJalan(d.h.db, id, opsiUji("uji-b"));
    await a; // A notices at its next heartbeat that it lost the run, and stops without writing
    const [j] = await d.h.db.select().from(jalanPanen).where(eq(jalanPanen.id, id));
    expect(j).toMatchObject({ keadaan: "selesai", pemegang: "uji-b", dilihat: 12, baru: 12, halaman: 3 });
    expect(await jumlahAsal(s.id)).toBe(12);
  });
});
