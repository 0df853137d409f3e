import crypto from "node:crypto";
import { assertAdmin } from "@/lib/admin/akses";
import { catatAudit } from "@/lib/audit/catat-audit";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { bacaBadan, bacaFormulir, teksUkuran } from "@/lib/http/badan";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import { getPenyimpanan } from "@/lib/storage";
import { bacaIdentitas, barisIdentitas } from "./baca";
import { JENIS_GAMBAR, type JenisGambar } from "./label";
import { BATAS_GAMBAR, periksaGambar, type TipeGambar } from "./periksa-gambar";
import type { Identitas } from "./skema";
import { tulisIdentitas } from "./ubah";

const NAMA = { logo: "Logo", favicon: "Favicon" } as const;
const KOLOM = { logo: { kunci: "logoKunci", tipe: "logoTipe" }, favicon: { kunci: "faviconKunci", tipe: "faviconTipe" } } as const;

/** `logo` or `favicon` in a path; anything else is a 404. */
export function jenisGambarOrThrow(s: string): JenisGambar {
  if (!(JENIS_GAMBAR as readonly string[]).includes(s)) throw tidakDitemukan("Gambar identitas harus logo atau favicon.");
  return s as JenisGambar;
}

const terlaluBesar = () => new ApiError("terlalu_besar", `Gambar terlalu besar: maksimum ${teksUkuran(BATAS_GAMBAR.bita)}.`);

/** The uploaded image: the raw body or the `berkas` field of a multipart form, read with a cap. */
export async function bacaGambarUnggahan(req: Request): Promise<Uint8Array> {
  if ((req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const form = await bacaFormulir(req, BATAS_GAMBAR.bita + 64 * 1024, {
      terlaluBesar,
      tidakTerbaca: () => new ApiError("permintaan_tidak_valid", "Formulir unggahan tidak dapat dibaca."),
    });
    const f = form.get("berkas");
    if (!(f instanceof Blob)) throw new ApiError("permintaan_tidak_valid", "Sertakan gambar pada kolom formulir `berkas`.");
    return new Uint8Array(await f.arrayBuffer());
  }
  return bacaBadan(req, BATAS_GAMBAR.bita, terlaluBesar);
}

/**
 * PUT /api/admin/identitas/{logo|favicon}: check the image, store it under a key holding its hash (a new URL for
 * every new image), point the settings at it, audit, and bump the data generation. The previous object stays in
 * storage: PDFs already rendered do not need it, and a page cached a moment ago may still link it.
 */
export async function unggahGambar({ ctx, jenis, berkas }: { ctx: Ctx; jenis: JenisGambar; berkas: Uint8Array }): Promise<Identitas> {
  const aktor = assertAdmin(ctx);
  const info = periksaGambar(berkas);
  const hash = crypto.createHash("sha256").update(berkas).digest("hex").slice(0, 16);
  const kunci = `identitas/${jenis}-${hash}.${info.ekstensi}`;
  await getPenyimpanan().simpan(kunci, berkas, info.tipe);
  await ctx.db.transaction(async (tx) => {
    await tulisIdentitas(tx, { [KOLOM[jenis].kunci]: kunci, [KOLOM[jenis].tipe]: info.tipe });
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: `unggah_${jenis}`, entitas: "identitas_situs", entitasId: "1", data: { kunci, tipe: info.tipe, lebar: info.lebar, tinggi: info.tinggi, bita: berkas.byteLength } });
  });
  await naikkanGenerasiCsw();
  return bacaIdentitas(ctx);
}

/** DELETE /api/admin/identitas/{logo|favicon}: back to the built-in mark / icon. */
export async function hapusGambar({ ctx, jenis }: { ctx: Ctx; jenis: JenisGambar }): Promise<Identitas> {
  const aktor = assertAdmin(ctx);
  await ctx.db.transaction(async (tx) => {
    await tulisIdentitas(tx, { [KOLOM[jenis].kunci]: null, [KOLOM[jenis].tipe]: null });
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: `hapus_${jenis}`, entitas: "identitas_situs", entitasId: "1" });
  });
  await naikkanGenerasiCsw();
  return bacaIdentitas(ctx);
}

/** The current image's bytes and type for /identitas/{logo|favicon} and the PDF letterhead; null when none. */
export async function bacaGambar(db: DbOrTx, jenis: JenisGambar): Promise<{ isi: Buffer; tipe: TipeGambar; kunci: string } | null> {
  const b = await barisIdentitas(db);
  const kunci = b?.[KOLOM[jenis].kunci];
  const tipe = b?.[KOLOM[jenis].tipe];
  if (!kunci || (tipe !== "image/png" && tipe !== "image/jpeg")) return null;
  const isi = await getPenyimpanan().baca(kunci);
  if (!isi) {
    console.error(`[identitas] ${NAMA[jenis]} ${kunci} tidak ada di penyimpanan`);
    return null;
  }
  return { isi, tipe, kunci };
}
