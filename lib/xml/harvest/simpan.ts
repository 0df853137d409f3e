import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import { teksTersimpan } from "@/lib/http/nilai-masukan";
import { idMetadataSah } from "@/lib/metadata/id";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { tulisFragmen } from "../fragmen";

/** Fixed namespace for ids derived from fileIdentifiers that are not UUIDs (RFC 9562 name-based, SHA-1). */
const NAMESPACE = Buffer.from("4b0c6e8e5f2a4c1d9a7b3e6f1d2c8a90", "hex");

/**
 * The record id for a harvested fileIdentifier: the identifier itself when it is a UUID, bare or in braces
 * (GeoNetwork and pycsw catalogues mostly use them, Esri Geoportal braces its DocIDs, so the record keeps its
 * identity across catalogues), else a UUID v5 of it, so a re-harvest finds the same row.
 */
export function idDariPengenal(pengenal: string): string {
  if (idMetadataSah(pengenal)) return pengenal.toLowerCase();
  // A GUID in braces (Esri Geoportal's DocID) is that GUID: the record keeps its identity like a bare UUID.
  const tanpaKurung = /^\{(.+)\}$/.exec(pengenal)?.[1];
  if (tanpaKurung && idMetadataSah(tanpaKurung)) return tanpaKurung.toLowerCase();
  const h = crypto.createHash("sha1").update(NAMESPACE).update(pengenal, "utf8").digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export type Tujuan = { organisasiId: string; pemilikId: string; status: "DRAFT" | "PUBLISHED"; url: string };
export type HasilSimpan = { hasil: "diimpor" | "diperbarui" | "tidakBerubah" | "dilewati"; id: string; alasan?: string };

/** JSON with sorted keys: jsonb does not keep key order, so stored and fresh documents compare only this way. */
function kanonik(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(kanonik).join(",")}]`;
  if (v && typeof v === "object") {
    const isi = Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${isi.map(([k, x]) => `${JSON.stringify(k)}:${kanonik(x)}`).join(",")}}`;
  }
  return JSON.stringify(v);
}

/** The document without what the harvest itself sets, to tell a changed source record from an unchanged one. */
const sidik = (d: DokumenMetadata) => kanonik({ ...d, metadataInfo: { ...d.metadataInfo, tanggalStempel: undefined } });

/** SHA-256 of the canonical document without harvest-set fields: stored with provenance to skip unchanged records. */
export const sidikDokumen = (d: DokumenMetadata): string => crypto.createHash("sha256").update(sidik(d)).digest("base64url");

/**
 * Insert or update one harvested record by its fileIdentifier, in one transaction with its audit row. A row of
 * another organisation, or one the workflow has moved to another status since, is left alone: harvesting
 * must never overwrite a colleague's work or a local decision.
 */
export async function simpanRekaman(ctx: Ctx, t: Tujuan, pengenal: string, dokumen: DokumenMetadata): Promise<HasilSimpan> {
  const id = idDariPengenal(pengenal);
  const waktu = new Date();
  dokumen.metadataInfo.pengenal = id;
  return ctx.db.transaction(async (tx) => {
    const [ada] = await tx
      .select({ organisasiId: metadata.organisasiId, status: metadata.status, dokumen: metadata.dokumen })
      .from(metadata)
      .where(eq(metadata.id, id))
      .for("update")
      .limit(1);
    if (ada && ada.organisasiId !== t.organisasiId) return { hasil: "dilewati", id, alasan: "Pengenal sudah dipakai rekaman organisasi lain." };
    if (ada && ada.status !== t.status) return { hasil: "dilewati", id, alasan: `Rekaman lokal berstatus ${ada.status}; tidak ditimpa.` };
    if (ada && sidik(ada.dokumen) === sidik(dokumen)) return { hasil: "tidakBerubah", id };
    dokumen.metadataInfo.tanggalStempel = waktu.toISOString();
    // A cut inside a surrogate pair would leave half of it, which jsonb refuses.
    const data = { url: teksTersimpan(t.url, 500), pengenalSumber: teksTersimpan(pengenal, 200) };
    if (ada) {
      await tx
        .update(metadata)
        .set({ dokumen, ...kolomDariDokumen(dokumen), updatedAt: waktu, versi: sql`${metadata.versi} + 1` })
        .where(eq(metadata.id, id));
      await tulisFragmen(tx, [id]);
      await catatAudit(tx, { aktor: ctx.actor, aksi: "harvest-perbarui", entitas: "metadata", entitasId: id, dari: ada.status, ke: t.status, data });
      return { hasil: "diperbarui", id };
    }
    await tx.insert(metadata).values({
      id,
      status: t.status,
      pemilikId: t.pemilikId,
      organisasiId: t.organisasiId,
      dokumen,
      ...kolomDariDokumen(dokumen),
      publishedAt: t.status === "PUBLISHED" ? waktu : null,
      createdAt: waktu,
      updatedAt: waktu,
    });
    await tulisFragmen(tx, [id]);
    await catatAudit(tx, { aktor: ctx.actor, aksi: "harvest", entitas: "metadata", entitasId: id, ke: t.status, data });
    return { hasil: "diimpor", id };
  });
}
