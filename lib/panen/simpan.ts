import { and, eq, inArray, sql } from "drizzle-orm";
import { barisAudit } from "@/lib/audit/catat-audit";
import type { Actor } from "@/lib/context";
import type { Tx } from "@/lib/db/client";
import { asalPanen, auditLog, metadata } from "@/lib/db/schema";
import { teksTersimpan } from "@/lib/http/nilai-masukan";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import type { HasilParse } from "@/lib/xml/parse";
import { tulisFragmen } from "@/lib/xml/fragmen";
import { idDariPengenal, sidikDokumen } from "@/lib/xml/harvest/simpan";

/** What a page's records are saved into and as. */
export type KonteksSimpan = {
  aktor: Actor;
  jalanId: string;
  sumberId: string;
  organisasiId: string;
  pemilikId: string;
  status: "DRAFT" | "PUBLISHED";
  /** The record's URL at the source, from its identifier (GetRecordById, or the WAF file). */
  urlRekaman: (pengenal: string, berkas?: string) => string;
};

/** One item of a page: a parsed record (with the WAF file it came from), or why it could not be read. */
export type ButirHalaman = { hasil: HasilParse; berkas?: string } | { galat: string; pengenal?: string };

export type HasilButir = { hasil: "baru" | "diperbarui" | "tidakBerubah" | "ditolak"; pengenal?: string; alasan?: string[] };

type Ada = { metadataId: string; sidik: string; jalanTerakhirId: string | null; dilepas: boolean };

/**
 * Save one page's records in the caller's transaction, each inside its own savepoint: a record that cannot be
 * saved is rejected with its reason and the others stay. Provenance rows of the page are read in one query; an
 * unchanged record (same fingerprint) only gets this run marked as having seen it. A detached record is never
 * written. The key is (source, source identifier); the row id derives from the identifier (idDariPengenal).
 */
export async function simpanHalamanPanen(tx: Tx, k: KonteksSimpan, butir: ButirHalaman[]): Promise<HasilButir[]> {
  const pengenal = butir.flatMap((b) => ("hasil" in b && b.hasil.pengenal ? [b.hasil.pengenal] : []));
  const adaDaftar = pengenal.length
    ? await tx
        .select({ pengenal: asalPanen.pengenalSumber, metadataId: asalPanen.metadataId, sidik: asalPanen.sidik, jalanTerakhirId: asalPanen.jalanTerakhirId, dilepas: asalPanen.dilepas })
        .from(asalPanen)
        .where(and(eq(asalPanen.sumberId, k.sumberId), inArray(asalPanen.pengenalSumber, pengenal)))
    : [];
  const ada = new Map<string, Ada>(adaDaftar.map((a) => [a.pengenal, a]));
  const dilihat = new Set<string>();
  const tetap: string[] = [];
  const ditulis: string[] = [];
  const hasil: HasilButir[] = [];
  for (const b of butir) {
    if ("galat" in b) {
      hasil.push({ hasil: "ditolak", pengenal: b.pengenal, alasan: [b.galat] });
      continue;
    }
    const r = b.hasil;
    if (!r.pengenal) {
      hasil.push({ hasil: "ditolak", pengenal: b.berkas, alasan: ["Rekaman tanpa fileIdentifier tidak dapat dicocokkan pada panen berikutnya."] });
      continue;
    }
    const p = r.pengenal;
    const lama = ada.get(p);
    // Seen earlier in this run (this page or a page committed before): a source that lists an id twice.
    if (dilihat.has(p) || lama?.jalanTerakhirId === k.jalanId) {
      hasil.push({ hasil: "ditolak", pengenal: p, alasan: ["Pengenal ganda: sumber mengirim rekaman dengan fileIdentifier yang sama lebih dari sekali dalam satu panen."] });
      continue;
    }
    dilihat.add(p);
    if (!r.sah) {
      if (lama) tetap.push(lama.metadataId);
      hasil.push({ hasil: "ditolak", pengenal: p, alasan: r.laporan.filter((l) => l.pesan.startsWith("Tidak valid")).map((l) => `${l.path}: ${l.pesan}`) });
      continue;
    }
    if (lama?.dilepas) {
      // Detached by a Walidata: still at the source (not retired), never overwritten.
      tetap.push(lama.metadataId);
      hasil.push({ hasil: "tidakBerubah", pengenal: p });
      continue;
    }
    const dokumen = r.sah;
    dokumen.metadataInfo.pengenal = lama?.metadataId ?? idDariPengenal(p);
    const sidik = sidikDokumen(dokumen);
    if (lama && lama.sidik === sidik) {
      tetap.push(lama.metadataId);
      hasil.push({ hasil: "tidakBerubah", pengenal: p });
      continue;
    }
    try {
      const h = await tx.transaction((sp) => simpanSatu(sp, k, p, dokumen, sidik, lama, b.berkas));
      hasil.push(h);
      if (h.hasil === "baru" || h.hasil === "diperbarui") ditulis.push(dokumen.metadataInfo.pengenal!);
    } catch (err) {
      hasil.push({ hasil: "ditolak", pengenal: p, alasan: [`Gagal disimpan: ${err instanceof Error ? err.message.slice(0, 300) : String(err)}`] });
    }
  }
  if (tetap.length) await tx.update(asalPanen).set({ jalanTerakhirId: k.jalanId }).where(inArray(asalPanen.metadataId, tetap));
  // Published harvests are served from stored XML like published local records (tulisFragmen skips the others).
  await tulisFragmen(tx, ditulis);
  return hasil;
}

async function simpanSatu(tx: Tx, k: KonteksSimpan, pengenal: string, dokumen: NonNullable<HasilParse["sah"]>, sidik: string, lama: Ada | undefined, berkas?: string): Promise<HasilButir> {
  const waktu = new Date();
  const id = dokumen.metadataInfo.pengenal!;
  dokumen.metadataInfo.tanggalStempel = waktu.toISOString();
  const asal = { sumberId: k.sumberId, pengenalSumber: teksTersimpan(pengenal, 500), urlRekaman: teksTersimpan(k.urlRekaman(pengenal, berkas), 2000), dipanenAt: waktu, sidik, jalanTerakhirId: k.jalanId };
  tambahSumberSilsilah(dokumen, asal.urlRekaman);
  const data = { url: asal.urlRekaman, pengenalSumber: asal.pengenalSumber, sumberId: k.sumberId };
  if (!lama) {
    const [baris] = await tx.select({ organisasiId: metadata.organisasiId, status: metadata.status, asal: asalPanen.sumberId }).from(metadata).leftJoin(asalPanen, eq(asalPanen.metadataId, metadata.id)).where(eq(metadata.id, id)).for("update", { of: metadata }).limit(1);
    if (baris) {
      // A row with this id that this source does not own: another organisation's, another source's, or a local
      // record moved on by the workflow. Adopted only when it is a plain earlier harvest (CLI) into the same place.
      const adopsi = baris.organisasiId === k.organisasiId && baris.status === k.status && baris.asal === null;
      if (!adopsi) return { hasil: "ditolak", pengenal, alasan: [baris.organisasiId !== k.organisasiId ? "Pengenal sudah dipakai rekaman organisasi lain." : "Pengenal sudah dipakai rekaman lokal atau sumber lain; tidak ditimpa."] };
      await tx.update(metadata).set({ dokumen, ...kolomDariDokumen(dokumen), updatedAt: waktu, versi: sql`${metadata.versi} + 1` }).where(eq(metadata.id, id));
      await tx.insert(asalPanen).values({ metadataId: id, ...asal });
      await tx.insert(auditLog).values(barisAudit({ aktor: k.aktor, aksi: "harvest-perbarui", entitas: "metadata", entitasId: id, dari: baris.status, ke: baris.status, data }));
      return { hasil: "diperbarui", pengenal };
    }
    await tx.insert(metadata).values({ id, status: k.status, pemilikId: k.pemilikId, organisasiId: k.organisasiId, dokumen, ...kolomDariDokumen(dokumen), publishedAt: k.status === "PUBLISHED" ? waktu : null, createdAt: waktu, updatedAt: waktu });
    await tx.insert(asalPanen).values({ metadataId: id, ...asal });
    await tx.insert(auditLog).values(barisAudit({ aktor: k.aktor, aksi: "harvest", entitas: "metadata", entitasId: id, ke: k.status, data }));
    return { hasil: "baru", pengenal };
  }
  await tx.update(metadata).set({ dokumen, ...kolomDariDokumen(dokumen), updatedAt: waktu, versi: sql`${metadata.versi} + 1` }).where(eq(metadata.id, lama.metadataId));
  await tx.update(asalPanen).set(asal).where(eq(asalPanen.metadataId, lama.metadataId));
  await tx.insert(auditLog).values(barisAudit({ aktor: k.aktor, aksi: "harvest-perbarui", entitas: "metadata", entitasId: lama.metadataId, data }));
  return { hasil: "diperbarui", pengenal };
}

/**
 * The record's URL at the source becomes a lineage source of the stored document, so CSW writes it as dc:source
 * (DC) and LI_Source (ISO) from the record's own data: a cached rendering of the record changes with the document,
 * never with asal_panen alone. Added after the fingerprint was taken, so an unchanged record is still recognised.
 */
function tambahSumberSilsilah(dokumen: NonNullable<HasilParse["sah"]>, url: string): void {
  const q = (dokumen.kualitasData ??= { cakupan: dokumen.metadataInfo.levelHierarki, laporan: [] });
  const s = (q.silsilah ??= { langkahProses: [], sumber: [] });
  if (!s.sumber.some((x) => x.deskripsi === url) && s.sumber.length < 50) s.sumber.push({ deskripsi: url });
}
