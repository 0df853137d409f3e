import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { organisasi, pengguna } from "@/lib/db/schema";
import { bacaRekaman } from "../parse";
import { ambilHalaman, GalatPanen, OPSI_AMBIL_BAWAAN, type OpsiAmbil } from "./klien";
import type { XmlElement } from "@/lib/csw/xml-tree";
import { catatGagal, majukanKemajuan, mulaiKemajuan, type Hitungan, type Kemajuan } from "./kemajuan";
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
/** The state row is keyed by the URL: far past any real CSW address, and below the btree key limit. */
const MAKS_URL = 2000;

/** What the operator does when the catalogue has no organisation to harvest into (a fresh `db:siapkan`). */
export const PESAN_TANPA_ORGANISASI =
  "Belum ada organisasi di katalog. Buat organisasi tujuan beserta Walidata-nya di dasbor Admin (/dashboard/admin/organisasi), " +
  "atau bila belum ada Admin: atur ADMIN_EMAIL dan ADMIN_PASSWORD (organisasi ADMIN_ORGANISASI_KODE, bawaan PENGELOLA) lalu jalankan npm run db:siapkan. " +
  "Setelah itu jalankan panen lagi dengan --org <kode>.";

const daftarKode = (kode: string[]) => (kode.length > 10 ? `${kode.slice(0, 10).join(", ")}, …` : kode.join(", "));

/**
 * Harvested records go into one organisation and are owned by its first active Walidata (else Admin): the
 * people who answer for the organisation's catalogue, never an invented system account (decisions.md). Without
 * `kode` the catalogue must have exactly one organisation; every refusal names the codes there are.
 */
export async function tentukanTujuan(ctx: Ctx, kode: string | undefined): Promise<Omit<Tujuan, "status" | "url"> & { kode: string; nama: string }> {
  const semua = await ctx.db.select({ id: organisasi.id, kode: organisasi.kode, nama: organisasi.nama }).from(organisasi).orderBy(asc(organisasi.kode)).limit(11);
  if (semua.length === 0) throw new GalatPanen(PESAN_TANPA_ORGANISASI);
  let org = semua.length === 1 && !kode ? semua[0] : undefined;
  if (kode) [org] = await ctx.db.select({ id: organisasi.id, kode: organisasi.kode, nama: organisasi.nama }).from(organisasi).where(eq(organisasi.kode, kode)).limit(1);
  const ada = daftarKode(semua.map((o) => o.kode));
  if (!kode && !org) throw new GalatPanen(`Katalog memiliki lebih dari satu organisasi (${ada}): sebutkan tujuan dengan --org <kode>.`);
  if (!org) throw new GalatPanen(`Organisasi dengan kode "${kode}" tidak ditemukan. Kode yang ada: ${ada}.`);
  const [pemilik] = await ctx.db
    .select({ id: pengguna.id })
    .from(pengguna)
    .where(and(eq(pengguna.organisasiId, org.id), eq(pengguna.aktif, true), inArray(pengguna.peran, ["Walidata", "Admin"])))
    .orderBy(desc(sql`${pengguna.peran} = 'Walidata'`), asc(pengguna.createdAt), asc(pengguna.id))
    .limit(1);
  if (!pemilik) {
    throw new GalatPanen(
      `Organisasi ${org.kode} tidak memiliki Walidata atau Admin aktif untuk menjadi pemilik rekaman panen. Buat akun Walidata untuk organisasi ini di dasbor Admin (/dashboard/admin/pengguna), lalu jalankan panen lagi.`,
    );
  }
  return { organisasiId: org.id, pemilikId: pemilik.id, kode: org.kode, nama: org.nama };
}

/**
 * Harvest a CSW 2.0.2 catalogue: GetRecords pages of full ISO 19139 records, each record imported or updated by
 * its fileIdentifier. Each page's records and the new position are committed together in the target database;
 * after a failure the next run into the same database and organisation continues from the first page not stored.
 */
export async function panenCsw(ctx: Ctx, opsi: OpsiPanen): Promise<HasilPanen> {
  const lapor = opsi.lapor ?? (() => {});
  const ukuran = Math.min(Math.max(opsi.ukuranHalaman ?? 500, 1), 500);
  const status = opsi.terbitkan ? "PUBLISHED" : "DRAFT";
  if (opsi.url.length > MAKS_URL) throw new GalatPanen(`URL CSW terlalu panjang (maksimum ${MAKS_URL} karakter).`);
  const tujuan = await tentukanTujuan(ctx, opsi.organisasi);
  const t: Tujuan = { ...tujuan, status, url: opsi.url };
  lapor(`Tujuan: organisasi ${tujuan.kode} (${tujuan.nama}), rekaman sebagai ${status}.`);

  const mulaiRun = await mulaiKemajuan(ctx.db, { url: opsi.url, organisasiId: tujuan.organisasiId, kode: tujuan.kode, status, ulang: opsi.ulang ?? false });
  const k = mulaiRun.kemajuan;
  if (mulaiRun.lanjut) lapor(`Melanjutkan panen sebelumnya dari posisi ${k.berikutnya} (${k.hitungan.diimpor} baru, ${k.hitungan.diperbarui} diperbarui sejauh ini).`);

  const catatan: CatatanRekaman[] = [];
  let adaPerubahanPublik = false;
  for (let n = 0; n < (opsi.maksHalaman ?? 100_000) && !k.selesai; n++) {
    const mulai = k.berikutnya;
    let hasilHalaman;
    try {
      const hal = await ambilHalaman(opsi.url, mulai, ukuran, opsi.ambil ?? OPSI_AMBIL_BAWAAN);
      // records and position in one transaction: a failure anywhere in the page leaves both as they were
      hasilHalaman = await ctx.db.transaction(async (tx) => {
        const r = await simpanHalaman({ ...ctx, db: tx }, t, hal.rekaman, k.hitungan);
        k.cocok = hal.cocok;
        // nextRecord 0, past the end, or not moving forward (a server bug that would loop forever) ends the walk
        const selesai = hal.rekaman.length === 0 || hal.berikutnya === 0 || hal.berikutnya > hal.cocok || hal.berikutnya <= mulai;
        const macet = selesai && hal.berikutnya !== 0 && hal.berikutnya <= mulai && hal.rekaman.length > 0;
        await majukanKemajuan(tx, tujuan.organisasiId, mulai, { ...k, hitungan: r.hitungan, berikutnya: selesai ? mulai + hal.rekaman.length : hal.berikutnya, selesai });
        return { ...r, hal, selesai, macet };
      });
    } catch (err) {
      const pesan = err instanceof Error ? err.message : String(err);
      await catatGagal(ctx.db, tujuan.organisasiId, opsi.url, pesan);
      if (err instanceof GalatPanen) {
        err.kemajuanTersimpan = true;
        throw err;
      }
      throw new GalatPanen(`Halaman mulai ${mulai} tidak tersimpan: ${pesan}`);
    }
    const { hal, selesai } = hasilHalaman;
    if (hasilHalaman.macet) lapor(`Peringatan: server memberi nextRecord ${hal.berikutnya} untuk halaman mulai ${mulai}; panen dihentikan.`);
    k.hitungan = hasilHalaman.hitungan;
    k.berikutnya = selesai ? mulai + hal.rekaman.length : hal.berikutnya;
    k.selesai = selesai;
    k.diperbaruiPada = new Date().toISOString();
    for (const c of hasilHalaman.catatan) if (catatan.length < MAKS_CATATAN) catatan.push(c);
    adaPerubahanPublik ||= hasilHalaman.adaPerubahanPublik;
    const h = k.hitungan;
    lapor(`Rekaman ${mulai}–${mulai + hal.rekaman.length - 1} dari ${hal.cocok}: ${h.diimpor} baru, ${h.diperbarui} diperbarui, ${h.tidakBerubah} tetap, ${h.ditolak} ditolak, ${h.dilewati} dilewati.`);
  }
  return { kemajuan: k, catatan, adaPerubahanPublik };
}

/** One page's records saved in the caller's transaction; counts returned, not applied, until it commits. */
async function simpanHalaman(ctx: Ctx, t: Tujuan, rekaman: XmlElement[], sebelum: Hitungan) {
  const hitungan = { ...sebelum };
  const catatan: CatatanRekaman[] = [];
  let adaPerubahanPublik = false;
  for (const el of rekaman) {
    const r = bacaRekaman(el);
    if (!r.pengenal) {
      hitungan.ditolak++;
      catatan.push({ hasil: "ditolak", pesan: ["Rekaman tanpa fileIdentifier tidak dapat dicocokkan pada panen berikutnya."] });
    } else if (!r.sah) {
      hitungan.ditolak++;
      catatan.push({ pengenal: r.pengenal, hasil: "ditolak", pesan: r.laporan.filter((l) => l.pesan.startsWith("Tidak valid")).map((l) => `${l.path}: ${l.pesan}`) });
    } else {
      const s = await simpanRekaman(ctx, t, r.pengenal, r.sah);
      hitungan[s.hasil]++;
      if (s.hasil === "dilewati") catatan.push({ pengenal: r.pengenal, id: s.id, hasil: s.hasil, pesan: [s.alasan ?? ""] });
      // A kept record whose links were dropped (javascript:, data:, …): the harvester's operator must hear of it.
      else if (r.tautanDibuang.length) catatan.push({ pengenal: r.pengenal, id: s.id, hasil: s.hasil, pesan: r.tautanDibuang.map((l) => `${l.path}: ${l.pesan}`) });
      if (t.status === "PUBLISHED" && (s.hasil === "diimpor" || s.hasil === "diperbarui")) adaPerubahanPublik = true;
    }
  }
  return { hitungan, catatan, adaPerubahanPublik };
}
