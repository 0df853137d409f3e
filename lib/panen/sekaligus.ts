import { getTableColumns, sql, type Column, type SQL, type Table } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { barisAudit } from "@/lib/audit/catat-audit";
import { barisHasil } from "@/lib/db/baris";
import type { Tx } from "@/lib/db/client";
import { barisJsonb } from "@/lib/db/sisip-jsonb";
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

/** `column = r.column, …` for these properties of `tabel`, from the row source `r` of an UPDATE … FROM. */
function dariUsulan(tabel: Table, kunci: readonly string[], r: string): SQL {
  const kolom: Record<string, Column> = getTableColumns(tabel);
  return sql.join(kunci.map((k) => sql`${sql.identifier(kolom[k]!.name)} = ${sql.identifier(r)}.${sql.identifier(kolom[k]!.name)}`), sql`, `);
}

/** A plain multi-row INSERT through one jsonb parameter (lib/db/sisip-jsonb.ts). */
async function sisipkan<T extends PgTable>(tx: Tx, tabel: T, baris: T["$inferInsert"][]): Promise<void> {
  const b = barisJsonb(tabel, baris);
  await tx.execute(sql`insert into ${tabel} (${b.kolom}) select ${b.kolom} from ${b.rekaman}`);
}

/**
 * Write new records with one statement per table (metadata, provenance, audit) inside a savepoint. A row whose id
 * exists already is left to the per-record path (adopted or refused there); so is every record of the page when
 * a statement fails, so one bad record cannot take the others with it. Returns the records left to that path.
 */
export function tulisBaruSekaligus(tx: Tx, k: KonteksSimpan, baru: Tulis[], hasil: HasilButir[]): Promise<Tulis[]> {
  return dalamSavepoint(tx, baru, hasil, async (sp, waktu) => {
    const siap = baru.map((t) => ({ t, ...siapkan(k, t, waktu) }));
    const b = barisJsonb(metadata, siap.map(({ t }) => barisMetadata(k, t.dokumen.metadataInfo.pengenal!, t.dokumen, kolomDariDokumen(t.dokumen), waktu)));
    const masuk = barisHasil<{ id: string }>(await sp.execute(sql`insert into ${metadata} (${b.kolom}) select ${b.kolom} from ${b.rekaman} on conflict (id) do nothing returning id`));
    const ditulis = new Set(masuk.map((m) => m.id));
    const jadi = siap.filter(({ t }) => ditulis.has(t.dokumen.metadataInfo.pengenal!));
    if (jadi.length) {
      await sisipkan(sp, asalPanen, jadi.map(({ t, asal }) => ({ metadataId: t.dokumen.metadataInfo.pengenal!, ...asal })));
      await sisipkan(sp, auditLog, jadi.map(({ t, data }) => barisAudit({ aktor: k.aktor, aksi: "harvest", entitas: "metadata", entitasId: t.dokumen.metadataInfo.pengenal!, ke: k.status, data }, waktu)));
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
 * Write changed records (their rows and provenance known) with one statement per table inside a savepoint: the
 * rows updated by id (a row or provenance row gone meanwhile sends every record the per-record way), the
 * provenance rows, the audit rows. Status, owner and publication date stay the row's.
 */
export function perbaruiSekaligus(tx: Tx, k: KonteksSimpan, ubah: Tulis[], hasil: HasilButir[]): Promise<Tulis[]> {
  return dalamSavepoint(tx, ubah, hasil, async (sp, waktu) => {
    const siap = ubah.map((t) => ({ t, kolom: kolomDariDokumen(t.dokumen), ...siapkan(k, t, waktu) }));
    const b = barisJsonb(metadata, siap.map(({ t, kolom }) => barisMetadata(k, t.lama!.metadataId, t.dokumen, kolom, waktu)));
    // UPDATE … FROM, not an upsert: the upsert computed each row's generated columns twice, a fifth more work
    const ditulis = barisHasil<{ id: string }>(
      await sp.execute(sql`update ${metadata} m set ${dariUsulan(metadata, [...Object.keys(siap[0]!.kolom), "dokumen", "updatedAt"], "r")}, versi = m.versi + 1
        from ${b.rekaman} r where m.id = r.id returning m.id`),
    );
    if (ditulis.length !== ubah.length) throw new Error("baris hilang: lewat jalur per rekaman");
    const a = barisJsonb(asalPanen, siap.map(({ t, asal }) => ({ metadataId: t.lama!.metadataId, ...asal })));
    const asal = await sp.execute(sql`update ${asalPanen} a set ${dariUsulan(asalPanen, ["urlRekaman", "dipanenAt", "sidik", "sidikMentah", "jalanTerakhirId", "jalanTulisId"], "r")}
      from ${a.rekaman} r where a.metadata_id = r.metadata_id returning a.metadata_id`);
    if (barisHasil(asal).length !== ubah.length) throw new Error("asal hilang: lewat jalur per rekaman");
    await sisipkan(sp, auditLog, siap.map(({ t, data }) => barisAudit({ aktor: k.aktor, aksi: "harvest-perbarui", entitas: "metadata", entitasId: t.lama!.metadataId, data }, waktu)));
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
