import { and, eq, inArray, sql } from "drizzle-orm";
import { barisAudit } from "@/lib/audit/catat-audit";
import type { Actor } from "@/lib/context";
import type { Tx } from "@/lib/db/client";
import { asalPanen, auditLog, metadata } from "@/lib/db/schema";
import { teksTersimpan } from "@/lib/http/nilai-masukan";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { bacaRekaman, type HasilParse } from "@/lib/xml/parse";
import { tulisFragmen, tulisFragmenDari, type BarisSumber } from "@/lib/xml/fragmen";
import { idDariPengenal, sidikDokumen } from "@/lib/xml/harvest/simpan";
import type { RekamanMentah } from "./urai-halaman";

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

/**
 * One item of a page: a CSW record not yet parsed (with its raw fingerprint), a parsed record (with the WAF file
 * it came from), or why it could not be read.
 */
export type ButirHalaman = RekamanMentah | { hasil: HasilParse; berkas?: string; sidikMentah?: string } | { galat: string; pengenal?: string };

export type HasilButir = { hasil: "baru" | "diperbarui" | "tidakBerubah" | "ditolak"; pengenal?: string; alasan?: string[] };

type Ada = { pengenal: string; metadataId: string; sidik: string; jalanTerakhirId: string | null; dilepas: boolean };
type Dokumen = NonNullable<HasilParse["sah"]>;
/** A record to write: new (no `lama`) or changed. `i` is its place in the page. */
type Tulis = { i: number; pengenal: string; dokumen: Dokumen; sidik: string; sidikMentah?: string; lama?: Ada; berkas?: string };

const kolomAda = { pengenal: asalPanen.pengenalSumber, metadataId: asalPanen.metadataId, sidik: asalPanen.sidik, jalanTerakhirId: asalPanen.jalanTerakhirId, dilepas: asalPanen.dilepas };

/**
 * Save one page's records in the caller's transaction. A record whose raw fingerprint is stored for this source is
 * recognised as unchanged without being mapped; the others are mapped, and one that maps to the stored document
 * fingerprint is unchanged too (it only gets this run marked as having seen it). New records are written in one
 * multi-row statement per table inside a savepoint; when that fails, or for changed records and rows this source
 * does not own yet, each record goes alone inside its own savepoint, so a record that cannot be saved is rejected
 * with its reason and the others stay. A detached record is never written. The key is (source, source
 * identifier); the row id derives from the identifier (idDariPengenal).
 */
export async function simpanHalamanPanen(tx: Tx, k: KonteksSimpan, butir: ButirHalaman[]): Promise<HasilButir[]> {
  const mentah = butir.flatMap((b) => ("mentah" in b ? [b.sidikMentah] : []));
  const kenal = mentah.length
    ? await tx.select({ ...kolomAda, sidikMentah: asalPanen.sidikMentah }).from(asalPanen).where(and(eq(asalPanen.sumberId, k.sumberId), inArray(asalPanen.sidikMentah, mentah)))
    : [];
  const menurutMentah = new Map(kenal.map((a) => [a.sidikMentah!, a]));
  const item = butir.map((b): Exclude<ButirHalaman, RekamanMentah> | { kenal: Ada } => {
    if (!("mentah" in b)) return b;
    const a = menurutMentah.get(b.sidikMentah);
    if (a) return { kenal: a };
    try {
      return { hasil: bacaRekaman(b.mentah()), sidikMentah: b.sidikMentah };
    } catch (err) {
      return { galat: `Rekaman tidak dapat dibaca: ${err instanceof Error ? err.message : err}`, pengenal: b.pengenalMentah() };
    }
  });
  const pengenal = item.flatMap((b) => ("hasil" in b && b.hasil.pengenal ? [b.hasil.pengenal] : []));
  const adaDaftar = pengenal.length ? await tx.select(kolomAda).from(asalPanen).where(and(eq(asalPanen.sumberId, k.sumberId), inArray(asalPanen.pengenalSumber, pengenal))) : [];
  const ada = new Map<string, Ada>(adaDaftar.map((a) => [a.pengenal, a]));
  const dilihat = new Set<string>();
  const tetap: { metadataId: string; sidikMentah?: string }[] = [];
  const tulis: Tulis[] = [];
  const hasil: HasilButir[] = [];
  const ganda = (p: string, lama?: Ada) => {
    // Seen earlier in this run (this page or a page committed before): a source that lists an id twice.
    if (dilihat.has(p) || lama?.jalanTerakhirId === k.jalanId) return true;
    dilihat.add(p);
    return false;
  };
  for (const [i, b] of item.entries()) {
    if ("galat" in b) {
      hasil[i] = { hasil: "ditolak", pengenal: b.pengenal, alasan: [b.galat] };
      continue;
    }
    if ("kenal" in b) {
      const p = b.kenal.pengenal;
      if (ganda(p, b.kenal)) hasil[i] = { hasil: "ditolak", pengenal: p, alasan: [ALASAN_GANDA] };
      else {
        tetap.push({ metadataId: b.kenal.metadataId });
        hasil[i] = { hasil: "tidakBerubah", pengenal: p };
      }
      continue;
    }
    const r = b.hasil;
    if (!r.pengenal) {
      hasil[i] = { hasil: "ditolak", pengenal: "berkas" in b ? b.berkas : undefined, alasan: [`Rekaman tanpa ${r.profil === "dc" ? "dc:identifier" : "fileIdentifier"} tidak dapat dicocokkan pada panen berikutnya.`] };
      continue;
    }
    const p = r.pengenal;
    const lama = ada.get(p);
    if (ganda(p, lama)) {
      hasil[i] = { hasil: "ditolak", pengenal: p, alasan: [ALASAN_GANDA] };
      continue;
    }
    if (!r.sah) {
      if (lama) tetap.push({ metadataId: lama.metadataId });
      hasil[i] = { hasil: "ditolak", pengenal: p, alasan: r.laporan.filter((l) => l.pesan.startsWith("Tidak valid")).map((l) => `${l.path}: ${l.pesan}`) };
      continue;
    }
    if (lama?.dilepas) {
      // Detached by a Walidata: still at the source (not retired), never overwritten.
      tetap.push({ metadataId: lama.metadataId });
      hasil[i] = { hasil: "tidakBerubah", pengenal: p };
      continue;
    }
    const dokumen = r.sah;
    dokumen.metadataInfo.pengenal = lama?.metadataId ?? idDariPengenal(p);
    const sidik = sidikDokumen(dokumen);
    if (lama && lama.sidik === sidik) {
      // Same document from different XML (or a row from before raw fingerprints): next time it is recognised raw.
      tetap.push({ metadataId: lama.metadataId, sidikMentah: b.sidikMentah });
      hasil[i] = { hasil: "tidakBerubah", pengenal: p };
      continue;
    }
    tulis.push({ i, pengenal: p, dokumen, sidik, sidikMentah: b.sidikMentah, lama, berkas: "berkas" in b ? b.berkas : undefined });
  }
  const { sekaligus, sendiri } = await tulisBaruSekaligus(tx, k, tulis.filter((t) => !t.lama), hasil);
  const ditulisSendiri: string[] = [];
  for (const t of [...tulis.filter((x) => x.lama), ...sendiri]) {
    try {
      hasil[t.i] = await tx.transaction((sp) => simpanSatu(sp, k, t));
      if (hasil[t.i]!.hasil !== "ditolak") ditulisSendiri.push(t.dokumen.metadataInfo.pengenal!);
    } catch (err) {
      hasil[t.i] = { hasil: "ditolak", pengenal: t.pengenal, alasan: [`Gagal disimpan: ${pesanGalat(err).slice(0, 300)}`] };
    }
  }
  await tandaiTetap(tx, k.jalanId, tetap);
  // Published harvests are served from stored XML like published local records (tulisFragmen skips the others).
  if (k.status === "PUBLISHED") await tulisFragmenDari(tx, sekaligus);
  await tulisFragmen(tx, ditulisSendiri);
  return hasil;
}

/** The database's own words: drizzle's message is the failed statement's text, its cause says what was wrong. */
function pesanGalat(err: unknown): string {
  const sebab = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return sebab instanceof Error ? sebab.message : String(sebab);
}

const ALASAN_GANDA = "Pengenal ganda: sumber mengirim rekaman dengan fileIdentifier yang sama lebih dari sekali dalam satu panen.";

/** This run saw these records; a new raw fingerprint (when given) replaces the stored one. */
async function tandaiTetap(tx: Tx, jalanId: string, tetap: { metadataId: string; sidikMentah?: string }[]): Promise<void> {
  if (!tetap.length) return;
  // Array literals as single parameters: uuids and base64url hashes need no quoting.
  const ids = `{${tetap.map((t) => t.metadataId).join(",")}}`;
  const mentah = `{${tetap.map((t) => t.sidikMentah ?? "NULL").join(",")}}`;
  await tx.execute(sql`
    update ${asalPanen} a set jalan_terakhir_id = ${jalanId}, sidik_mentah = coalesce(v.s, a.sidik_mentah)
    from unnest(${ids}::uuid[], ${mentah}::text[]) as v(id, s)
    where a.metadata_id = v.id`);
}

/**
 * Write new records with one statement per table (metadata, provenance, audit) inside a savepoint. A row whose id
 * exists already is left to the per-record path (adopted or refused there); so is every record of the page when
 * a statement fails, so one bad record cannot take the others with it. Returns the records left to that path.
 */
async function tulisBaruSekaligus(tx: Tx, k: KonteksSimpan, baru: Tulis[], hasil: HasilButir[]): Promise<{ sekaligus: BarisSumber[]; sendiri: Tulis[] }> {
  if (baru.length === 0) return { sekaligus: [], sendiri: [] };
  const waktu = new Date();
  try {
    return await tx.transaction(async (sp) => {
      const siap = baru.map((t) => ({ t, ...siapkan(k, t, waktu) }));
      const masuk = await sp
        .insert(metadata)
        .values(siap.map(({ t }) => ({ id: t.dokumen.metadataInfo.pengenal!, status: k.status, pemilikId: k.pemilikId, organisasiId: k.organisasiId, dokumen: t.dokumen, ...kolomDariDokumen(t.dokumen), publishedAt: k.status === "PUBLISHED" ? waktu : null, createdAt: waktu, updatedAt: waktu })))
        .onConflictDoNothing({ target: metadata.id })
        .returning({ id: metadata.id, versi: metadata.versi });
      const ditulis = new Map(masuk.map((m) => [m.id, m.versi]));
      const jadi = siap.filter(({ t }) => ditulis.has(t.dokumen.metadataInfo.pengenal!));
      if (jadi.length) {
        await sp.insert(asalPanen).values(jadi.map(({ t, asal }) => ({ metadataId: t.dokumen.metadataInfo.pengenal!, ...asal })));
        await sp.insert(auditLog).values(jadi.map(({ t, data }) => barisAudit({ aktor: k.aktor, aksi: "harvest", entitas: "metadata", entitasId: t.dokumen.metadataInfo.pengenal!, ke: k.status, data })));
      }
      for (const { t } of jadi) hasil[t.i] = { hasil: "baru", pengenal: t.pengenal };
      const diperbaruiTeks = waktu.toISOString();
      return {
        sekaligus: jadi.map(({ t }) => ({ id: t.dokumen.metadataInfo.pengenal!, dokumen: t.dokumen, createdAt: waktu, updatedAt: waktu, versi: ditulis.get(t.dokumen.metadataInfo.pengenal!)!, diperbaruiTeks })),
        sendiri: baru.filter((t) => !ditulis.has(t.dokumen.metadataInfo.pengenal!)),
      };
    });
  } catch {
    // Which record broke the statement is unknown: each one is tried alone and only that one is rejected.
    for (const t of baru) delete hasil[t.i];
    return { sekaligus: [], sendiri: baru };
  }
}

/** Stamp the document and add its source URL to the lineage; the provenance row and the audit data. */
function siapkan(k: KonteksSimpan, t: Tulis, waktu: Date) {
  t.dokumen.metadataInfo.tanggalStempel = waktu.toISOString();
  const urlRekaman = teksTersimpan(k.urlRekaman(t.pengenal, t.berkas), 2000);
  const asal = { sumberId: k.sumberId, pengenalSumber: teksTersimpan(t.pengenal, 500), urlRekaman, dipanenAt: waktu, sidik: t.sidik, sidikMentah: t.sidikMentah ?? null, jalanTerakhirId: k.jalanId };
  tambahSumberSilsilah(t.dokumen, urlRekaman);
  return { asal, data: { url: urlRekaman, pengenalSumber: asal.pengenalSumber, sumberId: k.sumberId } };
}

async function simpanSatu(tx: Tx, k: KonteksSimpan, t: Tulis): Promise<HasilButir> {
  const waktu = new Date();
  const { pengenal, dokumen, lama } = t;
  const id = dokumen.metadataInfo.pengenal!;
  const { asal, data } = siapkan(k, t, waktu);
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
function tambahSumberSilsilah(dokumen: Dokumen, url: string): void {
  const q = (dokumen.kualitasData ??= { cakupan: dokumen.metadataInfo.levelHierarki, laporan: [] });
  const s = (q.silsilah ??= { langkahProses: [], sumber: [] });
  if (!s.sumber.some((x) => x.deskripsi === url) && s.sumber.length < 50) s.sumber.push({ deskripsi: url });
}
