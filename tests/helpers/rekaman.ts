import crypto from "node:crypto";
import type { Db } from "@/lib/db/client";
import { metadata, organisasi, pengguna } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { DokumenMetadata, type KotakBatas } from "@/lib/metadata/schema";

export type RekamanUji = {
  judul: string;
  abstrak?: string;
  status?: StatusMetadata;
  tipeData?: "vector" | "raster" | "tabular";
  topikKategori?: string[];
  kataKunci?: string[];
  bbox?: KotakBatas;
  publishedAt?: Date;
};

/** A valid document with the given title, keywords, topics and box; everything else minimal. */
export function dokumenUji(r: RekamanUji): DokumenMetadata {
  return DokumenMetadata.parse({
    identifikasi: {
      judul: r.judul,
      abstrak: r.abstrak ?? `Abstrak untuk ${r.judul}.`,
      tanggal: [{ tanggal: "2025-01-01", jenis: "creation" }],
      bahasa: ["ind"],
      tipeData: r.tipeData ?? "vector",
      topikKategori: r.topikKategori ?? ["boundaries"],
      kataKunci: r.kataKunci?.length ? [{ kata: r.kataKunci, jenis: "theme" }] : [],
      kontak: [{ peran: "pointOfContact", namaOrganisasi: "Organisasi Uji", email: "uji@geokatalog.example" }],
    },
    cakupan: { bbox: r.bbox ?? { barat: 106, timur: 107, selatan: -7, utara: -6 } },
    metadataInfo: { kontak: [{ peran: "pointOfContact", namaOrganisasi: "Organisasi Uji" }] },
  });
}

/** Insert one organisation and one producer to own test records. */
export async function buatPemilik(db: Db, kode = "UJI") {
  const [org] = await db.insert(organisasi).values({ kode, nama: `Organisasi ${kode}` }).returning();
  const [user] = await db
    .insert(pengguna)
    .values({
      namaLengkap: `Produsen ${kode}`,
      email: `produsen.${kode.toLowerCase()}@geokatalog.example`,
      passwordHash: "tidak-dipakai-dalam-tes",
      peran: "Produsen",
      organisasiId: org!.id,
    })
    .returning();
  return { organisasi: org!, pengguna: user! };
}

/** Insert records for one owner; returns their ids in input order. */
export async function sisipkanRekaman(db: Db, pemilik: { organisasiId: string; penggunaId: string }, daftar: RekamanUji[]) {
  const baris = daftar.map((r, i) => {
    const id = crypto.randomUUID();
    const dokumen = dokumenUji(r);
    dokumen.metadataInfo.pengenal = id;
    const status = r.status ?? "PUBLISHED";
    return {
      id,
      status,
      pemilikId: pemilik.penggunaId,
      organisasiId: pemilik.organisasiId,
      dokumen,
      ...kolomDariDokumen(dokumen),
      publishedAt: status === "PUBLISHED" ? (r.publishedAt ?? new Date(Date.UTC(2026, 0, 1) + i * 60_000)) : null,
    };
  });
  if (baris.length) await db.insert(metadata).values(baris);
  return baris.map((b) => b.id);
}
