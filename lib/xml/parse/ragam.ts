import type { z } from "zod";
import type { Cakupan, DokumenMetadata, Distribusi, Identifikasi, KataKunci, Kontak, KualitasData, Tanggal } from "@/lib/metadata/schema";
import type { Pembaca } from "./pembaca";

/**
 * ISO 19139 and ISO 19115-3 encode the same ISO 19115 classes with the same property names; they differ in
 * which namespace (package) each property lives in. A Ragam names that package per part, so one function reads
 * keywords, citations, extents or constraints of either encoding (as lib/xml/extent.ts does for writing).
 */
export type Ragam = {
  nama: "gmd" | "mdb";
  /** MD_DataIdentification properties (gmd / mri) */
  idf: string;
  /** CI_Citation, CI_Date, CI_Responsibility… (gmd / cit) */
  cit: string;
  /** constraints (gmd / mco) */
  mco: string;
  /** extent (gmd / gex) */
  gex: string;
  /** MD_Identifier, MD_BrowseGraphic, MD_Scope (gmd / mcc) */
  mcc: string;
  /** maintenance (gmd / mmi) */
  mmi: string;
  /** distribution (gmd / mrd) */
  mrd: string;
  /** lineage (gmd / mrl) */
  mrl: string;
};

export const RAGAM_GMD: Ragam = { nama: "gmd", idf: "gmd", cit: "gmd", mco: "gmd", gex: "gmd", mcc: "gmd", mmi: "gmd", mrd: "gmd", mrl: "gmd" };
export const RAGAM_MDB: Ragam = { nama: "mdb", idf: "mri", cit: "cit", mco: "mco", gex: "gex", mcc: "mcc", mmi: "mmi", mrd: "mrd", mrl: "mrl" };

/** Input shapes (before defaults): what a parser builds. */
export type KontakM = z.input<typeof Kontak>;
export type TanggalM = z.input<typeof Tanggal>;
export type KataKunciM = z.input<typeof KataKunci>;
export type IdentifikasiM = z.input<typeof Identifikasi>;
export type CakupanM = z.input<typeof Cakupan>;
export type DistribusiM = z.input<typeof Distribusi>;
export type KualitasDataM = z.input<typeof KualitasData>;
export type DokumenM = z.input<typeof DokumenMetadata>;

/** A record as read, before lengkapi.ts fills what can be derived. */
export type DokumenSebagian = Omit<Partial<DokumenM>, "metadataInfo"> & { metadataInfo: Partial<DokumenM["metadataInfo"]> };

/** What every part reader receives. */
export type Baca = { p: Pembaca; r: Ragam };
