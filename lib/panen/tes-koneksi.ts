import type { Ctx } from "@/lib/context";
import type { BatasanPanen } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { AmbilDitolak } from "@/lib/http/ambil-aman";
import { bacaJumlahHits, bacaKapabilitas, ambilXml, urlGetCapabilities, urlGetRecordsSumber } from "./csw";
import { SKEMA_CSW, skemaMinta, type JenisSumber, type SkemaKeluaran } from "./jenis";
import { kendalaCql } from "./kendala";
import { kepalaOtorisasi } from "./kredensial";
import { lingkupPanen } from "./akses";
import type { TesKoneksiInput } from "./skema";
import { getSumberOrThrow } from "./sumber";
import { daftarWaf } from "./waf";

export type HasilTesKoneksi =
  | { ok: true; jenis: "csw"; judul: string; jumlahRekaman: number; skemaKeluaran: string[]; skemaDidukung: boolean; kendala: string | null }
  | { ok: true; jenis: "waf"; jumlahBerkas: number; contoh: string[] }
  | { ok: false; galat: string };

const BATAS_WAKTU_MS = 20_000;

/**
 * "Tes koneksi": what the source says before anything is harvested. CSW: GetCapabilities (title, output schemas
 * offered) and a hits query with the source's constraint (how many records a run would see). WAF: the listing's
 * .xml files. A source that cannot be reached is an answer (`ok: false` with the reason), not an error.
 */
export async function tesKoneksi({ ctx, input }: { ctx: Ctx; input: TesKoneksiInput }): Promise<HasilTesKoneksi> {
  lingkupPanen(ctx);
  let s: { jenis: JenisSumber; url: string; batasan: BatasanPanen; skemaKeluaran: SkemaKeluaran; kepala: Record<string, string> };
  if ("sumberId" in input) {
    const b = await getSumberOrThrow(ctx, input.sumberId);
    s = { jenis: b.jenis as JenisSumber, url: b.url, batasan: b.batasan, skemaKeluaran: b.skemaKeluaran as SkemaKeluaran, kepala: kepalaOtorisasi(b) };
  } else {
    const k = input.kredensial;
    s = { ...input, kepala: k ? { authorization: `Basic ${Buffer.from(`${k.pengguna}:${k.sandi}`, "utf8").toString("base64")}` } : {} };
  }
  try {
    if (s.jenis === "waf") {
      const berkas = await daftarWaf(s.url, s.kepala, BATAS_WAKTU_MS);
      if (berkas.length === 0) return { ok: false, galat: "Folder tidak memuat tautan ke berkas .xml." };
      return { ok: true, jenis: "waf", jumlahBerkas: berkas.length, contoh: berkas.slice(0, 5).map((u) => decodeURIComponent(new URL(u).pathname.split("/").pop() ?? u)) };
    }
    const kap = bacaKapabilitas(await ambilXml(urlGetCapabilities(s.url), s.kepala, BATAS_WAKTU_MS));
    const kendala = kendalaCql(s.jenis, s.batasan);
    const skema = skemaMinta(s.jenis, s.skemaKeluaran);
    const hits = bacaJumlahHits(await ambilXml(urlGetRecordsSumber({ url: s.url, skema, kendala }, 1, 0, "hits"), s.kepala, BATAS_WAKTU_MS));
    const uri = SKEMA_CSW[skema].uri;
    return { ok: true, jenis: "csw", judul: kap.judul, jumlahRekaman: hits, skemaKeluaran: kap.skemaKeluaran, skemaDidukung: kap.skemaKeluaran.length === 0 || kap.skemaKeluaran.includes(uri), kendala: kendala?.cql ?? null };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof AmbilDitolak || err instanceof Error) return { ok: false, galat: err.name === "TimeoutError" ? `Sumber tidak menjawab dalam ${BATAS_WAKTU_MS / 1000} detik.` : err.message };
    return { ok: false, galat: String(err) };
  }
}
