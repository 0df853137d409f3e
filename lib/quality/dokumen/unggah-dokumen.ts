import { eq } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { dokumenKualitas, pengguna } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { bacaBadan, bacaFormulir } from "@/lib/http/badan";
import { ApiError } from "@/lib/http/errors";
import { aktorPenggunaOrThrow } from "@/lib/metadata/kelola/akses";
import { getPenyimpanan } from "@/lib/storage";
import type { TipeDokumen } from "../isi";
import { dokumenAktif, rekamanKerjaOrThrow, type BarisDokumen } from "./akses";
import { keDto, type DokumenKualitasDto } from "./dto";

const batasByte = () => Math.floor(env().UPLOAD_MAX_MB * 1024 * 1024);
const teksMb = () => `${env().UPLOAD_MAX_MB} MB`;

/**
 * The uploaded file from a request: the raw body (`Content-Type: application/pdf`) or the field `berkas` of a
 * multipart form. Read with a cap, so an oversized upload is refused without being held in memory whole.
 */
export async function bacaBerkasUnggahan(req: Request): Promise<Uint8Array> {
  const maks = batasByte();
  const tipe = (req.headers.get("content-type") ?? "").toLowerCase();
  if (tipe.startsWith("multipart/form-data")) {
    // room for the boundary and part headers around a file of exactly the limit
    const form = await bacaFormulir(req, maks + 64 * 1024, {
      terlaluBesar,
      tidakTerbaca: () => new ApiError("permintaan_tidak_valid", "Formulir unggahan tidak dapat dibaca."),
    });
    const f = form.get("berkas");
    if (!(f instanceof Blob)) throw new ApiError("permintaan_tidak_valid", "Sertakan berkas PDF pada kolom formulir `berkas`.");
    if (f.size > maks) throw terlaluBesar();
    return new Uint8Array(await f.arrayBuffer());
  }
  if (!req.body) throw new ApiError("permintaan_tidak_valid", "Berkas kosong: kirim isi PDF sebagai badan permintaan.");
  return bacaBadan(req, maks, terlaluBesar);
}

const terlaluBesar = () => new ApiError("terlalu_besar", `Berkas terlalu besar: maksimum ${teksMb()}.`);

/** PDF only, by content (the declared type and file name prove nothing): header, size and a closing %%EOF. */
export function assertPdf(berkas: Uint8Array): void {
  if (berkas.byteLength === 0) throw new ApiError("permintaan_tidak_valid", "Berkas kosong.");
  if (berkas.byteLength > batasByte()) throw terlaluBesar();
  const awal = Buffer.from(berkas.subarray(0, 5)).toString("latin1");
  if (awal !== "%PDF-") throw new ApiError("tipe_konten_tidak_didukung", "Berkas bukan PDF: hanya dokumen PDF yang dapat diunggah.");
  const akhir = Buffer.from(berkas.subarray(Math.max(0, berkas.byteLength - 2048))).toString("latin1");
  if (!akhir.includes("%%EOF")) throw new ApiError("tipe_konten_tidak_didukung", "Berkas PDF tidak lengkap atau rusak (penanda akhir %%EOF tidak ada).");
}

/**
 * A signed PDF (e.g. with a certified electronic signature) that stands in for the generated one: allowed on a
 * DRAFT or PENDING document; signing then covers this file's SHA-256. Nothing is stored when the file is refused.
 */
export async function unggahDokumen({ ctx, id, tipe, berkas }: { ctx: Ctx; id: string; tipe: TipeDokumen; berkas: Uint8Array }): Promise<DokumenKualitasDto> {
  const aktor = aktorPenggunaOrThrow(ctx);
  assertPdf(berkas);
  return ctx.db.transaction(async (tx) => {
    const { m } = await rekamanKerjaOrThrow(tx, aktor, id, tipe);
    const d = await dokumenAktif(tx, m.id, tipe, true);
    if (!d) throw new ApiError("konflik", `Buat draf dokumen ${tipe} terlebih dahulu sebelum mengunggah PDF.`);
    if (d.status === "SIGNED") throw new ApiError("konflik", `Dokumen ${tipe} sudah ditandatangani.`);
    const storageKey = `kualitas/${d.id}-unggahan.pdf`;
    await getPenyimpanan().simpan(storageKey, berkas, "application/pdf");
    const [baris] = (await tx
      .update(dokumenKualitas)
      .set({ uploadedDoc: true, storageKey, updatedAt: new Date() })
      .where(eq(dokumenKualitas.id, d.id))
      .returning()) as [BarisDokumen];
    await catatAudit(tx, { aktor, aksi: "kualitas_unggah", entitas: "dokumen_kualitas", entitasId: d.id, dari: d.status, ke: d.status, data: { metadataId: m.id, tipe, ukuran: berkas.byteLength } });
    const [p] = await tx.select({ nama: pengguna.namaLengkap }).from(pengguna).where(eq(pengguna.id, d.pemeriksaId ?? aktor.id));
    return keDto(baris, p?.nama ?? null);
  });
}
