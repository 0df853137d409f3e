import { parseMetadataXml } from "@/lib/xml/parse";
import { ambilHalamanDengan, GalatPanen, type OpsiAmbil } from "@/lib/xml/harvest/klien";
import { kendalaCql } from "./kendala";
import { urlGetRecordsSumber } from "./csw";
import { skemaMinta, type JenisSumber, type SkemaKeluaran } from "./jenis";
import type { ButirHalaman } from "./simpan";
import { uraiHalamanPanen } from "./urai-halaman";
import { ambilBerkasWaf, daftarWaf } from "./waf";
import type { BatasanPanen } from "@/lib/db/schema";

/** What the engine needs to know about a source to read a page of it. */
export type SumberBaca = { jenis: JenisSumber; url: string; skemaKeluaran: SkemaKeluaran; batasan: BatasanPanen; kepala: Record<string, string> };

/** One page read: its items, the source's total, and where the next page starts (null: the walk is over). */
export type HalamanBaca = { butir: ButirHalaman[]; total: number; berikutnya: number | null; catatan?: string };

const MAKS_BERKAS_WAF = 8 * 1024 * 1024;

/**
 * Pages are asked uncompressed (klien.ts: pycsw 2.x sends a gzip body with the uncompressed Content-Length), except
 * from another GeoKatalog, whose lengths are true and whose production server sends a page's stored compressed
 * pieces as they are: a fifth of the bytes over a provincial link, and no page to read out of TOAST and send.
 */
const kepalaEncoding = (jenis: JenisSumber): Record<string, string> => (jenis === "csw-geokatalog" ? { "accept-encoding": "gzip" } : {});

/**
 * Read the page of a CSW source at startPosition `posisi`: full records in the source's output schema and
 * constraint (plus `sejak` for an incremental run), each record as its element and raw fingerprint. A nextRecord of 0, past the end, or not moving forward (a
 * server bug that would loop forever) ends the walk; the last is said in `catatan`.
 */
export async function bacaHalamanCsw(s: SumberBaca, posisi: number, ukuran: number, sejak: Date | undefined, ambil: OpsiAmbil): Promise<HalamanBaca> {
  const url = urlGetRecordsSumber({ url: s.url, skema: skemaMinta(s.jenis, s.skemaKeluaran), kendala: kendalaCql(s.jenis, s.batasan, sejak) }, posisi, ukuran);
  const hal = await ambilHalamanDengan(url, posisi, { ...ambil, kepala: { ...kepalaEncoding(s.jenis), ...s.kepala } }, uraiHalamanPanen);
  // Parsed and mapped when saved, and only when the raw fingerprint is not one already stored (simpanHalamanPanen).
  const butir: ButirHalaman[] = hal.rekaman;
  const akhir = hal.rekaman.length === 0 || hal.berikutnya === 0 || hal.berikutnya > hal.cocok;
  const macet = !akhir && hal.berikutnya <= posisi;
  return {
    butir,
    total: hal.cocok,
    berikutnya: akhir || macet ? null : hal.berikutnya,
    ...(macet ? { catatan: `Server memberi nextRecord ${hal.berikutnya} untuk halaman mulai ${posisi} (tidak maju); penelusuran dihentikan.` } : {}),
  };
}

/**
 * Read the files of a WAF from position `posisi` (1-based, files done + 1): each file fetched on its own, so one
 * that fails or does not parse is a rejected item and the others stay. The listing is read again for every page:
 * a run taken over by another instance sees the same sorted list.
 */
export async function bacaHalamanWaf(s: SumberBaca, posisi: number, ukuran: number, ambil: OpsiAmbil, daftar?: string[]): Promise<HalamanBaca & { daftar: string[] }> {
  const semua = daftar ?? (await daftarWafDenganUlang(s, ambil));
  const bagian = semua.slice(posisi - 1, posisi - 1 + ukuran);
  const butir: ButirHalaman[] = [];
  for (const url of bagian) {
    const nama = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? url);
    try {
      const bita = await ambilBerkasWaf(url, s.kepala, ambil.batasWaktuMs, MAKS_BERKAS_WAF, ambil.sinyal);
      butir.push({ hasil: parseMetadataXml(bita), berkas: url });
    } catch (err) {
      if (ambil.sinyal?.aborted) throw ambil.sinyal.reason;
      butir.push({ galat: `Berkas ${nama}: ${err instanceof Error ? err.message : err}`, pengenal: nama });
    }
  }
  const lanjut = posisi - 1 + bagian.length;
  return { butir, total: semua.length, berikutnya: lanjut < semua.length ? lanjut + 1 : null, daftar: semua };
}

async function daftarWafDenganUlang(s: SumberBaca, ambil: OpsiAmbil): Promise<string[]> {
  let galat: unknown;
  for (let i = 0; i < ambil.percobaan; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, ambil.jedaMs * 2 ** (i - 1)));
    try {
      return await daftarWaf(s.url, s.kepala, ambil.batasWaktuMs, ambil.sinyal);
    } catch (err) {
      if (ambil.sinyal?.aborted) throw ambil.sinyal.reason;
      if (err instanceof GalatPanen && !err.sementara) throw err;
      galat = err;
    }
  }
  throw new GalatPanen(`Daftar folder WAF gagal diambil setelah ${ambil.percobaan} percobaan: ${galat instanceof Error ? galat.message : galat}`);
}
