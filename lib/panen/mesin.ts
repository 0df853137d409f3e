import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/context";
import type { Db } from "@/lib/db/client";
import { catatanPanen, jalanPanen, organisasi, sumberPanen } from "@/lib/db/schema";
import { isDatabaseUnavailable } from "@/lib/http/db-errors";
import { teksTersimpan } from "@/lib/http/nilai-masukan";
import { tentukanTujuan } from "@/lib/xml/harvest";
import { OPSI_AMBIL_BAWAAN, type OpsiAmbil } from "@/lib/xml/harvest/klien";
import { akhiriJalan } from "./akhir";
import { bersihkanAntreanGin, isiBentukJalan } from "./bentuk-jalan";
import { urlGetRecordById } from "./csw";
import { bacaHalamanCsw, bacaHalamanWaf, type HalamanBaca, type SumberBaca } from "./halaman";
import { skemaMinta, type JenisSumber, type SkemaKeluaran } from "./jenis";
import { kepalaOtorisasi } from "./kredensial";
import { praBaca, type KemajuanPraBaca } from "./pra-baca";
import { perpanjangSewa } from "./sewa";
import { simpanHalamanBertahap, type KonteksSimpan } from "./simpan";

export type OpsiMesin = {
  pemegang: string;
  /** How long a lease holds without a heartbeat; another instance takes the run over after it. */
  sewaMs: number;
  /** Heartbeat period: also how soon a cancel is noticed. */
  detakMs: number;
  /** CSW records per GetRecords page (≤ 500); WAF files per page. */
  ukuranHalaman: number;
  ukuranHalamanWaf: number;
  ambil: OpsiAmbil;
  /** Safety stop for a source whose pages never end. */
  maksHalaman: number;
  lapor?: (baris: string) => void;
};

export const OPSI_MESIN_BAWAAN: Omit<OpsiMesin, "pemegang"> = { sewaMs: 60_000, detakMs: 2_000, ukuranHalaman: 500, ukuranHalamanWaf: 50, ambil: OPSI_AMBIL_BAWAAN, maksHalaman: 100_000 };

/** Least records per batch of a run's first page (simpanHalamanBertahap). */
const PER_POTONG_PERTAMA = 100;

/** A page read (or why not), and how far its records' reading ahead has come (lib/panen/pra-baca.ts). */
type Bacaan = { hal?: HalamanBaca; galat?: string; pra?: KemajuanPraBaca };

/** The run lost its lease (another instance holds it now) or was cancelled: the page in flight is abandoned. */
class Berhenti extends Error {
  constructor(readonly sebab: "batal" | "sewa-hilang") {
    super(sebab);
  }
}

/**
 * Run a claimed harvest run to its end: page after page, each page's records, counts and the new position
 * committed in one transaction guarded by this instance's lease and the position it started from, so a run
 * taken over after a crash continues from the last committed page and nothing is saved or counted twice. A page
 * that fails after its retries is recorded and skipped where the position can move on without it (CSW with a
 * known total); a heartbeat keeps the lease and notices a cancel within `detakMs`. Once the run has ended here,
 * the GIN indexes' pending lists are merged and the stored CSW forms of the records it wrote are rendered and
 * stored (lib/panen/bentuk-jalan.ts).
 */
export async function jalankanJalan(db: Db, jalanId: string, opsi: OpsiMesin): Promise<void> {
  if (await jalankanSampaiAkhir(db, jalanId, opsi)) await simpanBentuk(db, jalanId, opsi.lapor ?? (() => {}));
}

/**
 * After the run has ended here: the GIN indexes' pending lists merged, then its records' stored CSW forms
 * (lib/panen/bentuk-jalan.ts). Never fails the run.
 */
async function simpanBentuk(db: Db, jalanId: string, lapor: (baris: string) => void): Promise<void> {
  const pesan = (err: unknown) => (err instanceof Error ? err.message : String(err));
  // Merging needs the indexes' owner (as VACUUM does): a database role that is not leaves it to autovacuum.
  await bersihkanAntreanGin(db).catch((err: unknown) => console.warn(`[panen] antrean indeks GIN tidak digabung setelah jalan ${jalanId}: ${pesan(err)}`));
  const mulai = Date.now();
  try {
    const n = await isiBentukJalan(db, jalanId);
    if (n > 0) lapor(`Bentuk CSW tersimpan untuk ${n} rekaman dalam ${((Date.now() - mulai) / 1000).toFixed(1)} s.`);
  } catch (err) {
    // the records are served rendered meanwhile; the startup fill stores what is left
    console.warn(`[panen] bentuk CSW jalan ${jalanId} tidak tersimpan: ${pesan(err)}`);
  }
}

/** The run itself; true when this instance ended it (done, failed or cancelled), false when it let it go. */
async function jalankanSampaiAkhir(db: Db, jalanId: string, opsi: OpsiMesin): Promise<boolean> {
  const lapor = opsi.lapor ?? (() => {});
  const [j] = await db.select().from(jalanPanen).where(and(eq(jalanPanen.id, jalanId), eq(jalanPanen.pemegang, opsi.pemegang))).limit(1);
  if (!j || j.keadaan !== "berjalan") return false;
  const [s] = await db.select().from(sumberPanen).where(eq(sumberPanen.id, j.sumberId)).limit(1);
  if (!s) return false;
  const henti = new AbortController();
  const detak = setInterval(() => {
    perpanjangSewa(db, jalanId, opsi.pemegang, opsi.sewaMs)
      .then((d) => {
        if (!d.dipegang) henti.abort(new Berhenti("sewa-hilang"));
        else if (d.batal) henti.abort(new Berhenti("batal"));
      })
      .catch(() => {}); // the database is away: the page transaction will fail too, and the lease lapses
  }, opsi.detakMs);
  const aktor: Actor = { jenis: "sistem", nama: `panen:${s.nama}`.slice(0, 100) };
  // Aborted when this function returns: a page still being read ahead must not keep the process waiting.
  const selesai = new AbortController();
  // Pages read ahead, by start position: at most the next two, so the source answers one page while this process
  // reads another and saves a third (with one, the source waited while a page was cut and fingerprinted).
  const depan = new Map<number, Promise<Bacaan>>();
  try {
    const sumber: SumberBaca = { jenis: s.jenis as JenisSumber, url: s.url, skemaKeluaran: s.skemaKeluaran as SkemaKeluaran, batasan: s.batasan, kepala: kepalaOtorisasi(s) };
    const [org] = await db.select({ kode: organisasi.kode }).from(organisasi).where(eq(organisasi.id, s.organisasiId)).limit(1);
    const tujuan = await tentukanTujuan({ db, actor: aktor }, org?.kode ?? "-");
    const k: KonteksSimpan = {
      aktor,
      jalanId,
      sumberId: s.id,
      organisasiId: s.organisasiId,
      pemilikId: tujuan.pemilikId,
      status: s.modeTerbit === "PUBLISHED" ? "PUBLISHED" : "DRAFT",
      urlRekaman: (p, berkas) => berkas ?? urlGetRecordById(s.url, skemaMinta(sumber.jenis, sumber.skemaKeluaran), p),
    };
    const ambil: OpsiAmbil = { ...opsi.ambil, sinyal: AbortSignal.any([henti.signal, selesai.signal]) };
    let posisi = j.posisi;
    let daftarWaf: string[] | undefined;
    let adaPerubahanPublik = false;
    const bacaHalaman = async (dari: number, ukuran: number): Promise<Bacaan> => {
      try {
        if (sumber.jenis !== "waf") {
          const hal = await bacaHalamanCsw(sumber, dari, ukuran, j.sejak ?? undefined, ambil);
          // Its records read ahead while earlier pages and batches are saved: a guess that only saves time; when it
          // fails or falls behind, the save reads the records itself.
          const pra = praBaca(db, s.id, hal.butir, ambil.sinyal);
          pra.selesai.catch(() => {});
          return { hal, pra: pra.kemajuan };
        }
        const w = await bacaHalamanWaf(sumber, dari, ukuran, ambil, daftarWaf);
        daftarWaf = w.daftar;
        return { hal: w };
      } catch (err) {
        if (henti.signal.aborted) throw henti.signal.reason;
        return { galat: err instanceof Error ? err.message : String(err) };
      }
    };
    let totalTerakhir: number | undefined;
    let langkah: number | undefined;
    const bacaDulu = (dari: number, ukuran: number) => {
      const janji = bacaHalaman(dari, ukuran);
      janji.catch(() => {});
      depan.set(dari, janji);
    };
    for (let n = 0; n < opsi.maksHalaman; n++) {
      if (henti.signal.aborted) throw henti.signal.reason;
      const ukuran = sumber.jenis === "waf" ? opsi.ukuranHalamanWaf : opsi.ukuranHalaman;
      // The page read ahead while the previous one was saved, when it is the page this position asks for.
      const janjiIni = depan.get(posisi) ?? bacaHalaman(posisi, ukuran);
      for (const p of depan.keys()) if (p <= posisi) depan.delete(p);
      // The page after this one, where the walk has been stepping (a server may cap the page below `ukuran`):
      // asked now, before this page is read and saved. Not on the first page, nor past the total.
      if (langkah !== undefined && totalTerakhir !== undefined && posisi + langkah <= totalTerakhir && !depan.has(posisi + langkah)) bacaDulu(posisi + langkah, ukuran);
      const bacaan = await janjiIni;
      const { hal, galat: galatHalaman, pra } = bacaan;
      const [kini] = await db.select({ total: jalanPanen.total }).from(jalanPanen).where(eq(jalanPanen.id, jalanId)).limit(1);
      const total = hal?.total ?? kini?.total ?? 0;
      // A failed page is skipped only when the walk can go on without it: a CSW whose total is known.
      const lompat = galatHalaman !== undefined && sumber.jenis !== "waf" && total > 0 && posisi <= total;
      if (galatHalaman !== undefined && !lompat) throw new Error(galatHalaman);
      const berikutnya = hal ? hal.berikutnya : posisi + ukuran <= total ? posisi + ukuran : null;
      // Read the next CSW page while this one is saved: only reading, so the position committed is still this
      // page's; when the save fails or the run stops, the pages read ahead are dropped (and their requests aborted).
      if (hal && sumber.jenis !== "waf") {
        totalTerakhir = hal.total;
        langkah = berikutnya === null ? undefined : berikutnya - posisi;
      }
      // A page read ahead at a position the source did not name is dropped (its answer is never used).
      for (const p of depan.keys()) if (p !== berikutnya) depan.delete(p);
      if (hal && berikutnya !== null && sumber.jenis !== "waf" && !depan.has(berikutnya)) bacaDulu(berikutnya, ukuran);
      const hasil = await db.transaction(async (tx) => {
        // Only the run's first page here goes in batches: nothing was saved while it was read ahead. The pages after it
        // were read ahead while the one before was saved (batching every page by 100 cost a first run a third).
        const siap = n === 0 && pra ? () => pra.sampai : undefined;
        const h = hal ? await simpanHalamanBertahap(tx, k, hal.butir, PER_POTONG_PERTAMA, siap) : [];
        const hitung = (x: string) => h.filter((r) => r.hasil === x).length;
        const catatan = [
          ...h.filter((r) => r.hasil === "ditolak").map((r) => ({ jalanId, jenis: "ditolak", pengenal: r.pengenal ? teksTersimpan(r.pengenal, 500) : null, alasan: (r.alasan ?? []).map((a) => teksTersimpan(a, 1000)) })),
          ...(galatHalaman ? [{ jalanId, jenis: "halaman", pengenal: `mulai ${posisi}`, alasan: [teksTersimpan(galatHalaman, 1000)] }] : []),
          ...(hal?.catatan ? [{ jalanId, jenis: "halaman", pengenal: `mulai ${posisi}`, alasan: [hal.catatan] }] : []),
        ];
        if (catatan.length) await tx.insert(catatanPanen).values(catatan);
        const maju = await tx
          .update(jalanPanen)
          .set({
            posisi: berikutnya ?? posisi + (hal ? hal.butir.length : ukuran),
            total,
            halaman: sql`${jalanPanen.halaman} + 1`,
            halamanGagal: sql`${jalanPanen.halamanGagal} + ${catatan.filter((c) => c.jenis === "halaman").length}`,
            dilihat: sql`${jalanPanen.dilihat} + ${h.length}`,
            baru: sql`${jalanPanen.baru} + ${hitung("baru")}`,
            diperbarui: sql`${jalanPanen.diperbarui} + ${hitung("diperbarui")}`,
            tidakBerubah: sql`${jalanPanen.tidakBerubah} + ${hitung("tidakBerubah")}`,
            ditolak: sql`${jalanPanen.ditolak} + ${hitung("ditolak")}`,
          })
          .where(and(eq(jalanPanen.id, jalanId), eq(jalanPanen.pemegang, opsi.pemegang), eq(jalanPanen.keadaan, "berjalan"), eq(jalanPanen.posisi, posisi)))
          .returning({ dilihat: jalanPanen.dilihat, baru: jalanPanen.baru, diperbarui: jalanPanen.diperbarui, ditolak: jalanPanen.ditolak });
        // Another instance took the run over (this one stalled past its lease): its work stands, this page goes.
        if (maju.length !== 1) throw new Berhenti("sewa-hilang");
        return { baris: maju[0]!, ubah: hitung("baru") + hitung("diperbarui") };
      });
      if (hasil.ubah > 0 && k.status === "PUBLISHED") adaPerubahanPublik = true;
      const b = hasil.baris;
      lapor(`Halaman mulai ${posisi}: ${b.dilihat} dilihat dari ${total}, ${b.baru} baru, ${b.diperbarui} diperbarui, ${b.ditolak} ditolak.`);
      if (berikutnya === null) break;
      posisi = berikutnya;
    }
    await akhiriJalan(db, jalanId, opsi.pemegang, { keadaan: "selesai", aktor, adaPerubahanPublik });
    return true;
  } catch (err) {
    const sebab = (henti.signal.reason as unknown) instanceof Berhenti ? (henti.signal.reason as Berhenti).sebab : err instanceof Berhenti ? err.sebab : undefined;
    // The database went away mid-page: the page rolled back; leave the run to this or another instance once the
    // lease lapses (it continues from the last committed page) rather than fail it over an outage.
    if (sebab === "sewa-hilang" || isDatabaseUnavailable(err)) return false;
    if (sebab === "batal") await akhiriJalan(db, jalanId, opsi.pemegang, { keadaan: "dibatalkan", aktor });
    else {
      const pesan = err instanceof Error ? err.message : String(err);
      lapor(`Panen gagal: ${pesan}`);
      await akhiriJalan(db, jalanId, opsi.pemegang, { keadaan: "gagal", aktor, galat: pesan }).catch(() => {});
    }
    return true;
  } finally {
    clearInterval(detak);
    selesai.abort();
  }
}
