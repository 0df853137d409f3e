import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { organisasi, pengguna } from "@/lib/db/schema";
import { bacaRekaman } from "../parse";
import { ambilHalaman, GalatPanen, OPSI_AMBIL_BAWAAN, type OpsiAmbil } from "./klien";
import { bacaKemajuan, FOLDER_KEMAJUAN_BAWAAN, hitunganKosong, simpanKemajuan, type Kemajuan } from "./kemajuan";
import { simpanRekaman, type Tujuan } from "./simpan";

export { GalatPanen } from "./klien";
export type { Kemajuan } from "./kemajuan";

export type OpsiPanen = {
  url: string;
  /** Organisation code; optional only when the catalogue has exactly one organisation. */
  organisasi?: string;
  /** PUBLISHED instead of DRAFT: only for a source the organisation trusts (decisions.md). */
  terbitkan?: boolean;
  /** Records per GetRecords page (CSW maximum of spec 4.4: 500). */
  ukuranHalaman?: number;
  folderKemajuan?: string;
  /** Start from the first page even when a previous run stopped half-way. */
  ulang?: boolean;
  ambil?: OpsiAmbil;
  lapor?: (baris: string) => void;
  /** Safety stop for servers whose nextRecord never ends. */
  maksHalaman?: number;
};

export type CatatanRekaman = { pengenal?: string; id?: string; hasil: string; pesan: string[] };
export type HasilPanen = { kemajuan: Kemajuan; catatan: CatatanRekaman[]; adaPerubahanPublik: boolean };

const MAKS_CATATAN = 500;

/**
 * Harvested records go into one organisation and are owned by its first active Walidata (else Admin): the
 * people who answer for the organisation's catalogue, never an invented system account (decisions.md).
 */
export async function tentukanTujuan(ctx: Ctx, kode: string | undefined): Promise<Omit<Tujuan, "status" | "url"> & { kode: string }> {
  let org: { id: string; kode: string } | undefined;
  if (kode) [org] = await ctx.db.select({ id: organisasi.id, kode: organisasi.kode }).from(organisasi).where(eq(organisasi.kode, kode)).limit(1);
  else {
    const semua = await ctx.db.select({ id: organisasi.id, kode: organisasi.kode }).from(organisasi).limit(2);
    if (semua.length > 1) throw new GalatPanen("Katalog memiliki lebih dari satu organisasi: sebutkan --org <kode>.");
    org = semua[0];
  }
  if (!org) throw new GalatPanen(kode ? `Organisasi dengan kode "${kode}" tidak ditemukan.` : "Belum ada organisasi di katalog.");
  const [pemilik] = await ctx.db
    .select({ id: pengguna.id })
    .from(pengguna)
    .where(and(eq(pengguna.organisasiId, org.id), eq(pengguna.aktif, true), inArray(pengguna.peran, ["Walidata", "Admin"])))
    .orderBy(desc(sql`${pengguna.peran} = 'Walidata'`), asc(pengguna.createdAt), asc(pengguna.id))
    .limit(1);
  if (!pemilik) throw new GalatPanen(`Organisasi ${org.kode} tidak memiliki Walidata atau Admin aktif untuk menjadi pemilik rekaman panen.`);
  return { organisasiId: org.id, pemilikId: pemilik.id, kode: org.kode };
}

/**
 * Harvest a CSW 2.0.2 catalogue: GetRecords pages of full ISO 19139 records, each record imported or updated by
 * its fileIdentifier. Progress is saved after every page; after a failure the next run continues there.
 */
export async function panenCsw(ctx: Ctx, opsi: OpsiPanen): Promise<HasilPanen> {
  const lapor = opsi.lapor ?? (() => {});
  const ukuran = Math.min(Math.max(opsi.ukuranHalaman ?? 500, 1), 500);
  const folder = opsi.folderKemajuan ?? FOLDER_KEMAJUAN_BAWAAN;
  const status = opsi.terbitkan ? "PUBLISHED" : "DRAFT";
  const tujuan = await tentukanTujuan(ctx, opsi.organisasi);
  const t: Tujuan = { ...tujuan, status, url: opsi.url };

  const lama = opsi.ulang ? undefined : await bacaKemajuan(folder, opsi.url);
  const lanjut = lama && !lama.selesai && lama.organisasi === tujuan.kode && lama.status === status;
  const sekarang = new Date().toISOString();
  const k: Kemajuan = lanjut
    ? { ...lama, galatTerakhir: undefined }
    : { url: opsi.url, organisasi: tujuan.kode, status, mulaiPada: sekarang, diperbaruiPada: sekarang, berikutnya: 1, cocok: 0, selesai: false, hitungan: hitunganKosong() };
  if (lanjut) lapor(`Melanjutkan panen sebelumnya dari posisi ${k.berikutnya} (${k.hitungan.diimpor} baru, ${k.hitungan.diperbarui} diperbarui sejauh ini).`);

  const catatan: CatatanRekaman[] = [];
  const catat = (c: CatatanRekaman) => catatan.length < MAKS_CATATAN && catatan.push(c);
  let adaPerubahanPublik = false;
  for (let n = 0; n < (opsi.maksHalaman ?? 100_000) && !k.selesai; n++) {
    const mulai = k.berikutnya;
    let hal;
    try {
      hal = await ambilHalaman(opsi.url, mulai, ukuran, opsi.ambil ?? OPSI_AMBIL_BAWAAN);
    } catch (err) {
      k.galatTerakhir = err instanceof Error ? err.message : String(err);
      k.diperbaruiPada = new Date().toISOString();
      await simpanKemajuan(folder, k);
      if (err instanceof GalatPanen) err.kemajuanTersimpan = true;
      throw err;
    }
    for (const el of hal.rekaman) {
      const r = bacaRekaman(el);
      if (!r.pengenal) {
        k.hitungan.ditolak++;
        catat({ hasil: "ditolak", pesan: ["Rekaman tanpa fileIdentifier tidak dapat dicocokkan pada panen berikutnya."] });
      } else if (!r.sah) {
        k.hitungan.ditolak++;
        catat({ pengenal: r.pengenal, hasil: "ditolak", pesan: r.laporan.filter((l) => l.pesan.startsWith("Tidak valid")).map((l) => `${l.path}: ${l.pesan}`) });
      } else {
        const s = await simpanRekaman(ctx, t, r.pengenal, r.sah);
        k.hitungan[s.hasil]++;
        if (s.hasil === "dilewati") catat({ pengenal: r.pengenal, id: s.id, hasil: s.hasil, pesan: [s.alasan ?? ""] });
        // A kept record whose links were dropped (javascript:, data:, …): the harvester's operator must hear of it.
        else if (r.tautanDibuang.length) catat({ pengenal: r.pengenal, id: s.id, hasil: s.hasil, pesan: r.tautanDibuang.map((l) => `${l.path}: ${l.pesan}`) });
        if (status === "PUBLISHED" && (s.hasil === "diimpor" || s.hasil === "diperbarui")) adaPerubahanPublik = true;
      }
    }
    k.cocok = hal.cocok;
    // nextRecord 0, past the end, or not moving forward (a server bug that would loop forever) ends the walk
    const selesai = hal.rekaman.length === 0 || hal.berikutnya === 0 || hal.berikutnya > hal.cocok || hal.berikutnya <= mulai;
    if (selesai && hal.berikutnya !== 0 && hal.berikutnya <= mulai && hal.rekaman.length > 0) {
      lapor(`Peringatan: server memberi nextRecord ${hal.berikutnya} untuk halaman mulai ${mulai}; panen dihentikan.`);
    }
    k.berikutnya = selesai ? mulai + hal.rekaman.length : hal.berikutnya;
    k.selesai = selesai;
    k.diperbaruiPada = new Date().toISOString();
    await simpanKemajuan(folder, k);
    const h = k.hitungan;
    lapor(`Rekaman ${mulai}–${mulai + hal.rekaman.length - 1} dari ${hal.cocok}: ${h.diimpor} baru, ${h.diperbarui} diperbarui, ${h.tidakBerubah} tetap, ${h.ditolak} ditolak, ${h.dilewati} dilewati.`);
  }
  return { kemajuan: k, catatan, adaPerubahanPublik };
}
