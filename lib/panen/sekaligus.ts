import { getTableColumns, sql, type Column, type SQL, type Table } from "drizzle-orm";
import { barisAudit } from "@/lib/audit/catat-audit";
import type { Tx } from "@/lib/db/client";
import { asalPanen, auditLog, metadata } from "@/lib/db/schema";
import { teksTersimpan } from "@/lib/http/nilai-masukan";
import { kolomDariDokumen, type KolomMetadata } from "@/lib/metadata/kolom";
import type { Dokumen, HasilButir, KonteksSimpan, Tulis } from "./simpan";

// A page's new and changed records written with one statement per table; what does not go that way is left to
// the per-record path of simpan.ts, which rejects only the record that fails.

/**
 * Run one page's batch in a savepoint. When a statement fails (or the batch throws), which record broke it is
 * unknown: the savepoint is rolled back, their results are cleared, and all of them are left to the per-record
 * path, where only the record that fails is rejected.
 */
async function dalamSavepoint(tx: Tx, daftar: Tulis[], hasil: HasilButir[], tulis: (sp: Tx, waktu: Date) => Promise<Tulis[]>): Promise<Tulis[]> {
  if (daftar.length === 0) return [];
  try {
    return await tx.transaction((sp) => tulis(sp, new Date()));
  } catch {
    for (const t of daftar) delete hasil[t.i];
    return daftar;
  }
}

/** A harvested record's metadata row as inserted (an upsert that updates takes only some of its columns). */
export function barisMetadata(k: KonteksSimpan, id: string, dokumen: Dokumen, kolom: KolomMetadata, waktu: Date) {
  return { id, status: k.status, pemilikId: k.pemilikId, organisasiId: k.organisasiId, dokumen, ...kolom, publishedAt: k.status === "PUBLISHED" ? waktu : null, createdAt: waktu, updatedAt: waktu };
}

/** `SET column = excluded.column` for these properties of an upsert into `tabel`. */
function dariUsulan(tabel: Table, kunci: readonly string[]): Record<string, SQL> {
  const kolom: Record<string, Column> = getTableColumns(tabel);
  return Object.fromEntries(kunci.map((k) => [k, sql.raw(`excluded."${kolom[k]!.name}"`)]));
}

/**
 * Write new records with one statement per table (metadata, provenance, audit) inside a savepoint. A row whose id
 * exists already is left to the per-record path (adopted or refused there); so is every record of the page when
 * a statement fails, so one bad record cannot take the others with it. Returns the records left to that path.
 */
export function tulisBaruSekaligus(tx: Tx, k: KonteksSimpan, baru: Tulis[], hasil: HasilButir[]): Promise<Tulis[]> {
  return dalamSavepoint(tx, baru, hasil, async (sp, waktu) => {
    const siap = baru.map((t) => ({ t, ...siapkan(k, t, waktu) }));
    const masuk = await sp
      .insert(metadata)
      .values(siap.map(({ t }) => barisMetadata(k, t.dokumen.metadataInfo.pengenal!, t.dokumen, kolomDariDokumen(t.dokumen), waktu)))
      .onConflictDoNothing({ target: metadata.id })
      .returning({ id: metadata.id });
    const ditulis = new Set(masuk.map((m) => m.id));
    const jadi = siap.filter(({ t }) => ditulis.has(t.dokumen.metadataInfo.pengenal!));
    if (jadi.length) {
      await sp.insert(asalPanen).values(jadi.map(({ t, asal }) => ({ metadataId: t.dokumen.metadataInfo.pengenal!, ...asal })));
      await sp.insert(auditLog).values(jadi.map(({ t, data }) => barisAudit({ aktor: k.aktor, aksi: "harvest", entitas: "metadata", entitasId: t.dokumen.metadataInfo.pengenal!, ke: k.status, data })));
    }
    for (const { t } of jadi) hasil[t.i] = { hasil: "baru", pengenal: t.pengenal };
    return baru.filter((t) => !ditulis.has(t.dokumen.metadataInfo.pengenal!));
  });
}

/** Stamp the document and add its source URL to the lineage; the provenance row and the audit data. */
export function siapkan(k: KonteksSimpan, t: Tulis, waktu: Date) {
  t.dokumen.metadataInfo.tanggalStempel = waktu.toISOString();
  const urlRekaman = teksTersimpan(k.urlRekaman(t.pengenal, t.berkas), 2000);
  const asal = { sumberId: k.sumberId, pengenalSumber: teksTersimpan(t.pengenal, 500), urlRekaman, dipanenAt: waktu, sidik: t.sidik, sidikMentah: t.sidikMentah ?? null, jalanTerakhirId: k.jalanId, jalanTulisId: k.jalanId };
  tambahSumberSilsilah(t.dokumen, urlRekaman);
  return { asal, data: { url: urlRekaman, pengenalSumber: asal.pengenalSumber, sumberId: k.sumberId } };
}

/**
 * Write changed records (their rows and provenance known) with one statement per table inside a savepoint: an
 * upsert on the row id that must only update (a row gone meanwhile would be inserted: then everything goes the
 * per-record way), the provenance rows, the audit rows. Status, owner and publication date stay the row's.
 */
export function perbaruiSekaligus(tx: Tx, k: KonteksSimpan, ubah: Tulis[], hasil: HasilButir[]): Promise<Tulis[]> {
  return dalamSavepoint(tx, ubah, hasil, async (sp, waktu) => {
    const siap = ubah.map((t) => ({ t, kolom: kolomDariDokumen(t.dokumen), ...siapkan(k, t, waktu) }));
    const ditulis = await sp
      .insert(metadata)
      .values(siap.map(({ t, kolom }) => barisMetadata(k, t.lama!.metadataId, t.dokumen, kolom, waktu)))
      .onConflictDoUpdate({ target: metadata.id, set: { ...dariUsulan(metadata, [...Object.keys(siap[0]!.kolom), "dokumen", "updatedAt"]), versi: sql`${metadata.versi} + 1` } })
      .returning({ disisipkan: sql<boolean>`xmax = 0` });
    if (ditulis.length !== ubah.length || ditulis.some((d) => d.disisipkan)) throw new Error("baris hilang: lewat jalur per rekaman");
    await sp
      .insert(asalPanen)
      .values(siap.map(({ t, asal }) => ({ metadataId: t.lama!.metadataId, ...asal })))
      .onConflictDoUpdate({ target: asalPanen.metadataId, set: dariUsulan(asalPanen, ["urlRekaman", "dipanenAt", "sidik", "sidikMentah", "jalanTerakhirId", "jalanTulisId"]) });
    await sp.insert(auditLog).values(siap.map(({ t, data }) => barisAudit({ aktor: k.aktor, aksi: "harvest-perbarui", entitas: "metadata", entitasId: t.lama!.metadataId, data })));
    for (const { t } of siap) hasil[t.i] = { hasil: "diperbarui", pengenal: t.pengenal };
    return [];
  });
}

/**
 * The record's URL at the source becomes a lineage source of the stored document, so CSW writes it as dc:source
 * (DC) and LI_Source (ISO) from the record's own data: a cached rendering of the record changes with the document,
 * never with asal_panen alone. Added after the fingerprint was taken, so an unchanged record is still recognised.
 */
function tambahSumberSilsilah(dokumen: Dokumen, url: string): void {
  const q = (dokumen.kualitasData ??= { cakupan: dokumen.metadataInfo.levelHierarki, laporan: [] });
  const s = (q.silsilah ??= { langkahProses: [], sumber: [] });
  if (!s.sumber.some((x) => x.deskripsi === url) && s.sumber.length < 50) s.sumber.push({ deskripsi: url });
}
