import { and, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata, pengguna } from "@/lib/db/schema";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import { aktorPenggunaOrThrow } from "@/lib/metadata/kelola/akses";
import { getRecordOrThrow } from "@/lib/metadata/kelola/get";
import { idMetadataSah } from "@/lib/metadata/id";
import { getPenyimpanan } from "@/lib/storage";
import { evaluasiDariRekaman, periksaOtomatis, susunQa, type Evaluasi, type ItemPeriksa, type TipeDokumen } from "../isi";
import { sha256Hex } from "../tanda-tangan/muatan";
import { dokumenAktif } from "./akses";
import { keDto, type DokumenKualitasDto } from "./dto";
import { pdfDiluarTandaTangan, renderPdfTertunda } from "./render-tertunda";

export type DokumenDenganSaran = {
  dokumen: DokumenKualitasDto | null;
  /**
   * What the form starts from: the automatic QC items now, QE rows from the record's own reports, or the automatic
   * QA items (QC and QE signed and conforming) now.
   */
  saran: { itemOtomatis?: ItemPeriksa[]; evaluasi?: Evaluasi[] };
};

/** GET /api/metadata/{id}/qcqe/{tipe}: the current document (or null) and suggestions for the form. */
export async function getDokumenOrThrow({ ctx, id, tipe }: { ctx: Ctx; id: string; tipe: TipeDokumen }): Promise<DokumenDenganSaran> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const { m } = await getRecordOrThrow({ db: ctx.db, id, aktor });
  const d = await dokumenAktif(ctx.db, m.id, tipe);
  const nama = d?.pemeriksaId ? ((await ctx.db.select({ nama: pengguna.namaLengkap }).from(pengguna).where(eq(pengguna.id, d.pemeriksaId)))[0]?.nama ?? null) : null;
  const saran = tipe === "QC" ? { itemOtomatis: periksaOtomatis(m.dokumen) } : tipe === "QE" ? { evaluasi: evaluasiDariRekaman(m.dokumen) } : { itemOtomatis: await itemOtomatisQa(ctx.db, m.id) };
  return { dokumen: d ? keDto(d, nama) : null, saran };
}

/** The automatic QA items as they stand now (QC and QE signed and conforming): what the reviewer will sign over. */
async function itemOtomatisQa(db: Ctx["db"], metadataId: string): Promise<ItemPeriksa[]> {
  const [qc, qe] = await Promise.all([dokumenAktif(db, metadataId, "QC"), dokumenAktif(db, metadataId, "QE")]);
  const status = (t: "QC" | "QE", x: typeof qc) => x && { tipe: t, status: x.status, sesuai: x.sesuai };
  return susunQa({ keputusan: "setujui", itemManual: [] }, status("QC", qc), status("QE", qe)).isi.item;
}

const PESAN_PDF = "Dokumen kualitas yang ditandatangani tidak ditemukan.";

/**
 * The signed PDF of a document. Signed-in users: records they may read; the public (`ctx.actor` publik): PUBLISHED
 * records only. The bytes are checked against the signed SHA-256, so a file changed in storage is never served. A
 * document signed without its PDF (seeded) gets it rendered from the signed facts on the first download.
 */
export async function unduhPdfOrThrow({ ctx, id, tipe }: { ctx: Ctx; id: string; tipe: TipeDokumen }): Promise<{ pdf: Buffer; namaBerkas: string }> {
  if (!idMetadataSah(id)) throw tidakDitemukan(PESAN_PDF);
  if (ctx.actor.jenis === "pengguna") await getRecordOrThrow({ db: ctx.db, id, aktor: ctx.actor });
  else {
    const [r] = await ctx.db.select({ id: metadata.id }).from(metadata).where(and(eq(metadata.id, id), eq(metadata.status, "PUBLISHED"))).limit(1);
    if (!r) throw tidakDitemukan(PESAN_PDF);
  }
  const d = await dokumenAktif(ctx.db, id, tipe);
  if (!d || d.status !== "SIGNED") throw tidakDitemukan(PESAN_PDF);
  const namaBerkas = `${tipe.toLowerCase()}-${id}.pdf`;
  const pdf = d.storageKey ? await getPenyimpanan().baca(d.storageKey) : null;
  if (!pdf && pdfDiluarTandaTangan(d)) return { pdf: await renderPdfTertunda(ctx.db, d), namaBerkas };
  if (!pdf || sha256Hex(pdf) !== d.pdfSha256) {
    console.error(`[kualitas] PDF ${d.id} hilang atau tidak cocok dengan tanda tangannya`);
    throw new ApiError("layanan_tidak_tersedia", "Berkas PDF dokumen ini tidak tersedia atau tidak cocok dengan tanda tangannya. Hubungi administrator.");
  }
  return { pdf, namaBerkas };
}
