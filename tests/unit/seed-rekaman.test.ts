import { describe, expect, it } from "vitest";
import { STATUS_METADATA, type StatusMetadata } from "@/lib/metadata/kode";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { buatKonteksRekaman } from "@/lib/seed";
import { DAFTAR_ORGANISASI } from "@/lib/seed/data";
import { resolusiDariSkala } from "@/lib/seed/dokumen";
import { bangunPengguna } from "@/lib/seed/pengguna";
import { Acak } from "@/lib/seed/prng";
import { semuaWaktu } from "@/lib/seed/linimasa";
import { judulRekaman, rangkaianRekamanSeed, slotStatusBlok, WAKTU_DASAR, type BarisMetadata } from "@/lib/seed/rekaman";
import { hariWib, tanggalWib } from "@/lib/waktu/wib";

/** The generator's output for a seed, without a database (ids of organisations are seeded too). */
function rekaman(seed: number, jumlah: number) {
  const acak = new Acak(seed, "organisasi");
  const idOrganisasi = new Map(DAFTAR_ORGANISASI.map((o) => [o.kode, acak.uuid()]));
  const akun = bangunPengguna(seed, DAFTAR_ORGANISASI, idOrganisasi, "bukan-hash", WAKTU_DASAR);
  const lengkap = [...rangkaianRekamanSeed(buatKonteksRekaman(seed, idOrganisasi, akun.indeks), jumlah)];
  return { lengkap, baris: lengkap.map((r) => r.baris), akun: akun.baris, idOrganisasi };
}

describe("seed record generator", () => {
  // 5,000: the size of the README's Postgres example; the demo's 300 are its first 300 (see "pure function").
  const { lengkap, baris, akun, idOrganisasi } = rekaman(1, 5000);

  it("writes documents that DokumenMetadata accepts unchanged (defaults already applied)", () => {
    for (const r of baris) {
      const hasil = DokumenMetadata.safeParse(r.dokumen);
      if (!hasil.success) throw new Error(`${r.id}: ${JSON.stringify(hasil.error.issues)}`);
      expect(hasil.data).toEqual(r.dokumen);
    }
  });

  it("derives the indexed columns from the document and never sets generated columns", () => {
    for (const r of baris) {
      expect(r).toMatchObject(kolomDariDokumen(r.dokumen));
      expect(r.dokumen.metadataInfo.pengenal).toBe(r.id);
      expect(r).not.toHaveProperty("bbox");
      expect(r).not.toHaveProperty("cariTeks");
    }
  });

  it("keeps timestamps ordered and before the base date; publishedAt only for PUBLISHED and PRIVATE", () => {
    for (const r of baris as Required<BarisMetadata>[]) {
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(r.updatedAt.getTime());
      expect(r.updatedAt.getTime()).toBeLessThan(WAKTU_DASAR.getTime());
      const pernahTerbit = r.status === "PUBLISHED" || r.status === "PRIVATE";
      expect(r.publishedAt !== null).toBe(pernahTerbit);
      if (r.publishedAt) {
        expect(r.publishedAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime());
        expect(r.publishedAt.getTime()).toBeLessThanOrEqual(r.updatedAt.getTime());
      }
    }
  });

  it("gives each record an owner who is a Produsen of the record's organisation", () => {
    const pemilik = new Map(akun.map((a) => [a.id, a]));
    for (const r of baris) {
      const a = pemilik.get(r.pemilikId);
      expect(a?.peran).toBe("Produsen");
      expect(a?.organisasiId).toBe(r.organisasiId);
    }
    expect(new Set(baris.map((r) => r.organisasiId)).size).toBe(idOrganisasi.size);
  });

  it("spreads statuses 60/12/8/8/6/6 per cent and varies titles, reference systems and quality reports", () => {
    const hitung = (s: StatusMetadata) => baris.filter((r) => r.status === s).length;
    expect(STATUS_METADATA.map(hitung)).toEqual([600, 400, 400, 3000, 300, 300]);
    const epsg = new Set(baris.map((r) => r.dokumen.sistemReferensi?.kode));
    expect(epsg).toContain("4326");
    expect([...epsg].some((k) => k && /^2383\d|^2384[0-5]$/.test(k))).toBe(true);
    expect([...epsg].some((k) => k && /^32[67]\d\d$/.test(k))).toBe(true);
    const laporan = baris.map((r) => r.dokumen.kualitasData?.laporan.length ?? 0);
    expect(Math.min(...laporan)).toBe(0);
    expect(Math.max(...laporan)).toBe(3);
    const ditolak = baris.filter((r) => r.status === "REJECTED");
    expect(ditolak.every((r) => r.dokumen.kualitasData?.laporan.some((l) => l.kesesuaian?.lulus === false))).toBe(true);
  });

  it("gives every record its own title, in the demo's 300 and in 5,000", () => {
    for (const n of [300, 5000]) {
      const judul = baris.slice(0, n).map((r) => r.judul);
      expect(new Set(judul).size, `${n} rekaman`).toBe(n);
    }
    // Mostly by region and year; what is still taken becomes a numbered update, never a doubled "Provinsi".
    const pemutakhiran = baris.filter((r) => / Pemutakhiran ke-\d+$/.test(r.judul)).length;
    expect(pemutakhiran).toBeLessThan(baris.length / 2);
    expect(baris.slice(0, 300).filter((r) => / Pemutakhiran ke-\d+$/.test(r.judul)).length).toBeLessThan(30);
    expect(baris.some((r) => /Provinsi Provinsi/.test(r.judul))).toBe(false);
    for (const r of baris) expect(r.judul).toMatch(/ Tahun \d{4}( Pemutakhiran ke-\d+)?$/);
  });

  it("dates the citation in WIB: publication is the day the record was published, as the page header shows it", () => {
    for (const r of baris) {
      const terbit = r.dokumen.identifikasi.tanggal.filter((t) => t.jenis === "publication").map((t) => t.tanggal);
      expect(terbit).toEqual(r.publishedAt ? [tanggalWib(r.publishedAt)] : []);
      const dibuat = r.dokumen.identifikasi.tanggal.find((t) => t.jenis === "creation")!.tanggal;
      expect(dibuat < tanggalWib(r.createdAt!)).toBe(true);
    }
  });

  it("keeps every history in order, on weekdays in office hours (WIB), with a step per workflow state", () => {
    const jamWib = (t: number) => new Date(t + 7 * 3_600_000).getUTCHours();
    const salah: string[] = [];
    for (const { baris: r, linimasa: l } of lengkap) {
      const waktu = semuaWaktu(l);
      const cek = (ok: boolean, apa: string) => void (ok || salah.push(`${r.id} ${r.status}: ${apa}`));
      cek(waktu[0] === r.createdAt!.getTime() && waktu.at(-1) === r.updatedAt!.getTime(), "awal/akhir");
      cek(waktu.every((t) => ![0, 6].includes((hariWib(t) + 4) % 7) && jamWib(t) >= 8 && jamWib(t) < 17), "di luar jam kerja");
      cek(l.ubah.every((t) => t < (l.ajukan ?? Infinity)), "suntingan setelah diajukan");
      cek((l.ajukan !== undefined) === (r.status !== "DRAFT"), "ajukan");
      cek((l.setujui !== undefined) === (r.status === "PUBLISHED" || r.status === "PRIVATE"), "setujui");
      cek((l.tolak !== undefined) === (r.status === "REJECTED"), "tolak");
      // QC/QE and publication on one WIB day: the check sees the publication date as today, not the future.
      if (l.setujui !== undefined) cek(tanggalWib(l.qc!.simpan) === tanggalWib(l.setujui), "QC pada hari terbit");
    }
    expect(salah).toEqual([]);
  });

  it("is a pure function of the seed", () => {
    expect(rekaman(1, 200).baris).toEqual(baris.slice(0, 200));
    expect(rekaman(2, 200).baris.map((r) => r.id)).not.toEqual(baris.slice(0, 200).map((r) => r.id));
  });
});

describe("status blocks", () => {
  it("hold the exact composition and mark the first of each status for the demo Produsen", () => {
    for (const blok of [0, 1, 999]) {
      const slot = slotStatusBlok(5, blok);
      expect(slot).toHaveLength(50);
      expect(slot.filter((s) => s.status === "PUBLISHED")).toHaveLength(30);
      expect(slot.filter((s) => s.demo).map((s) => s.status).sort()).toEqual([...STATUS_METADATA].sort());
    }
  });
});

describe("judulRekaman", () => {
  it("adds the province unless the title names it, and always the year", () => {
    expect(judulRekaman("Peta Rupabumi Indonesia Skala 1:25.000", "Jawa Barat", 2023)).toBe(
      "Peta Rupabumi Indonesia Skala 1:25.000 Provinsi Jawa Barat Tahun 2023",
    );
    expect(judulRekaman("Batas Administrasi Desa Provinsi Jawa Barat", "Jawa Barat", 2021)).toBe("Batas Administrasi Desa Provinsi Jawa Barat Tahun 2021");
    expect(judulRekaman("Jaringan Jalan Provinsi DIY", "DI Yogyakarta", 2022)).toBe("Jaringan Jalan Provinsi DIY Tahun 2022");
    expect(judulRekaman("Kawasan Hutan", undefined, 2020)).toBe("Kawasan Hutan Indonesia Tahun 2020");
    expect(judulRekaman("Garis Pantai Indonesia", undefined, 2020)).toBe("Garis Pantai Indonesia Tahun 2020");
  });
});

describe("resolusiDariSkala", () => {
  it("reads scale denominators and ground distances from the theme's scale text", () => {
    expect(resolusiDariSkala("1:25.000")).toEqual({ skala: 25_000 });
    expect(resolusiDariSkala("resolusi 1,5 m")).toEqual({ jarak: { nilai: 1.5, satuan: "m" } });
    expect(resolusiDariSkala("resolusi 0,27 arc-second (sekitar 8 m)")).toEqual({ jarak: { nilai: 8, satuan: "m" } });
    expect(resolusiDariSkala(undefined)).toBeUndefined();
  });
});
