import { eq, sql } from "drizzle-orm";
import { barisAudit } from "@/lib/audit/catat-audit";
import type { Actor } from "@/lib/context";
import { barisHasil } from "@/lib/db/baris";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { teksLarik } from "@/lib/db/larik";
import { asalPanen, auditLog, metadata } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { bacaRekaman, type HasilParse } from "@/lib/xml/parse";
import { idDariPengenal, sidikDokumen } from "@/lib/xml/harvest/simpan";
import { barisMetadata, perbaruiSekaligus, siapkan, tulisBaruSekaligus } from "./sekaligus";
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

export type Ada = { pengenal: string; metadataId: string; sidik: string; jalanTerakhirId: string | null; dilepas: boolean };
export type Dokumen = NonNullable<HasilParse["sah"]>;
/** A record to write: new (no `lama`) or changed. `i` is its place in the page. */
export type Tulis = { i: number; pengenal: string; dokumen: Dokumen; sidik: string; sidikMentah?: string; lama?: Ada; berkas?: string };

/**
 * This source's provenance rows for a page's keys (raw prints or source identifiers), one index probe per key.
 * Written as a lateral probe because an IN list let the planner, with statistics from before a first run filled
 * the table, read every row of the source and filter (60–90 ms a page at 100,000 rows, growing with each page).
 */
export async function cariAsal(tx: DbOrTx, sumberId: string, kolom: "sidik_mentah" | "pengenal_sumber", kunci: string[]): Promise<(Ada & { sidikMentah: string | null })[]> {
  return barisHasil<Ada & { sidikMentah: string | null }>(
    await tx.execute(sql`
      select a.pengenal_sumber as "pengenal", a.metadata_id as "metadataId", a.sidik, a.jalan_terakhir_id as "jalanTerakhirId", a.dilepas, a.sidik_mentah as "sidikMentah"
      from unnest(${teksLarik(kunci)}) as v(k)
      cross join lateral (select * from ${asalPanen} a where a.sumber_id = ${sumberId} and a.${sql.raw(kolom)} = v.k limit 1) a`),
  );
}

/** A raw record parsed and mapped, or why it could not be read. */
export function bacaMentah(b: RekamanMentah): HasilParse | { galat: string } {
  try {
    return bacaRekaman(b.mentah());
  } catch (err) {
    return { galat: `Rekaman tidak dapat dibaca: ${err instanceof Error ? err.message : err}` };
  }
}

/**
 * Save a page's records in the caller's transaction, in batches when `siap` says how far their reading ahead
 * (lib/panen/pra-baca.ts) has come: each batch what it has done by then, at least `perPotong` records, and while
 * Postgres writes one the page's later records are read. Without `siap`, the page goes in one batch. A record
 * listed twice in different batches is found by the later batch's lookup (written by this run), as one listed on
 * an earlier page is: the outcomes are those of one batch.
 */
export async function simpanHalamanBertahap(tx: Tx, k: KonteksSimpan, butir: ButirHalaman[], perPotong: number, siap?: () => number): Promise<HasilButir[]> {
  const hasil: HasilButir[] = [];
  for (let i = 0; i < butir.length; ) {
    const akhir = Math.max(i + perPotong, siap?.() ?? butir.length);
    hasil.push(...(await simpanHalamanPanen(tx, k, butir.slice(i, akhir))));
    i = akhir;
  }
  return hasil;
}

/**
 * Save one page's records in the caller's transaction. A record whose raw fingerprint is stored for this source is
 * recognised as unchanged without being mapped; the others are mapped, and one that maps to the stored document
 * fingerprint is unchanged too (it only gets this run marked as having seen it). New records are written in one
 * multi-row statement per table inside a savepoint; when that fails, or for changed records and rows this source
 * does not own yet, each record goes alone inside its own savepoint, so a record that cannot be saved is rejected
 * with its reason and the others stay. A detached record is never written. The key is (source, source
 * identifier); the row id derives from the identifier (idDariPengenal). Stored CSW forms are not written here:
 * the run stores those of every record it wrote once it has ended (lib/panen/bentuk-jalan.ts).
 */
export async function simpanHalamanPanen(tx: Tx, k: KonteksSimpan, butir: ButirHalaman[]): Promise<HasilButir[]> {
  const mentah = butir.flatMap((b) => ("mentah" in b ? [b.sidikMentah] : []));
  const kenal = mentah.length ? await cariAsal(tx, k.sumberId, "sidik_mentah", mentah) : [];
  const menurutMentah = new Map(kenal.map((a) => [a.sidikMentah!, a]));
  const item = butir.map((b): Exclude<ButirHalaman, RekamanMentah> | { kenal: Ada } => {
    if (!("mentah" in b)) return b;
    const a = menurutMentah.get(b.sidikMentah);
    if (a) return { kenal: a };
    // kept on the record, so the reading ahead of the page's later records does not read it again
    const r = (b.pra ??= bacaMentah(b));
    return "galat" in r ? { galat: r.galat, pengenal: b.pengenalMentah() } : { hasil: r, sidikMentah: b.sidikMentah };
  });
  const pengenal = item.flatMap((b) => ("hasil" in b && b.hasil.pengenal ? [b.hasil.pengenal] : []));
  const adaDaftar = pengenal.length ? await cariAsal(tx, k.sumberId, "pengenal_sumber", pengenal) : [];
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
  // A changed PUBLISHED record's stored forms are written again when the run ends (isiBentukJalan), replacing its
  // rows in place: not deleted here row by row. Until then readers render it, as they do any row not current.
  // The GIN indexes' pending lists may grow past the default 4 MB in this transaction: merging them into the
  // indexes (every few pages at 4 MB, inside the page's statement) halved what an update cost Postgres, and the
  // run merges them in bulk when it ends (bersihkanAntreanGin).
  if (tulis.length) await tx.execute(sql`select set_config('geokatalog.fragmen_ditulis_ulang', 'on', true), set_config('gin_pending_list_limit', ${String(BATAS_ANTREAN_GIN_KB)}, true)`);
  const baru = await tulisBaruSekaligus(tx, k, tulis.filter((t) => !t.lama), hasil);
  const ubah = await perbaruiSekaligus(tx, k, tulis.filter((t) => t.lama), hasil);
  for (const t of [...ubah, ...baru]) {
    try {
      hasil[t.i] = await tx.transaction((sp) => simpanSatu(sp, k, t));
    } catch (err) {
      hasil[t.i] = { hasil: "ditolak", pengenal: t.pengenal, alasan: [`Gagal disimpan: ${pesanGalat(err).slice(0, 300)}`] };
      // still at the source: the stored version stays, and a complete run must not retire it
      if (t.lama) tetap.push({ metadataId: t.lama.metadataId });
    }
  }
  await tandaiTetap(tx, k.jalanId, tetap);
  return hasil;
}

/** The database's own words: drizzle's message is the failed statement's text, its cause says what was wrong. */
function pesanGalat(err: unknown): string {
  const sebab = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return sebab instanceof Error ? sebab.message : String(sebab);
}

/** gin_pending_list_limit of a page's transaction, in kB. */
const BATAS_ANTREAN_GIN_KB = 64 * 1024;

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
    await tx.insert(metadata).values(barisMetadata(k, id, dokumen, kolomDariDokumen(dokumen), waktu));
    await tx.insert(asalPanen).values({ metadataId: id, ...asal });
    await tx.insert(auditLog).values(barisAudit({ aktor: k.aktor, aksi: "harvest", entitas: "metadata", entitasId: id, ke: k.status, data }));
    return { hasil: "baru", pengenal };
  }
  await tx.update(metadata).set({ dokumen, ...kolomDariDokumen(dokumen), updatedAt: waktu, versi: sql`${metadata.versi} + 1` }).where(eq(metadata.id, lama.metadataId));
  await tx.update(asalPanen).set(asal).where(eq(asalPanen.metadataId, lama.metadataId));
  await tx.insert(auditLog).values(barisAudit({ aktor: k.aktor, aksi: "harvest-perbarui", entitas: "metadata", entitasId: lama.metadataId, data }));
  return { hasil: "diperbarui", pengenal };
}
