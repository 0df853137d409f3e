import crypto from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** Counts of one harvest run; `ditolak` are records that could not become a valid document. */
export type Hitungan = { diimpor: number; diperbarui: number; tidakBerubah: number; ditolak: number; dilewati: number };

/**
 * Where a harvest of one CSW URL stands: written after every page, so a failed run resumes at the first page it
 * had not finished (pages already written are not fetched again). No schema change: a JSON file per URL.
 */
export type Kemajuan = {
  url: string;
  organisasi: string;
  status: "DRAFT" | "PUBLISHED";
  mulaiPada: string;
  diperbaruiPada: string;
  /** startPosition of the next page to fetch. */
  berikutnya: number;
  cocok: number;
  selesai: boolean;
  hitungan: Hitungan;
  galatTerakhir?: string;
};

export const FOLDER_KEMAJUAN_BAWAAN = ".data/harvest";

export function hitunganKosong(): Hitungan {
  return { diimpor: 0, diperbarui: 0, tidakBerubah: 0, ditolak: 0, dilewati: 0 };
}

/** One file per URL, named by a hash so any URL is a safe file name. */
export function berkasKemajuan(folder: string, url: string): string {
  return path.join(folder, `${crypto.createHash("sha256").update(url).digest("hex").slice(0, 24)}.json`);
}

export async function bacaKemajuan(folder: string, url: string): Promise<Kemajuan | undefined> {
  try {
    const k = JSON.parse(await readFile(berkasKemajuan(folder, url), "utf8")) as Kemajuan;
    return k.url === url ? k : undefined;
  } catch {
    return undefined;
  }
}

/** Written to a temporary file and renamed, so a crash mid-write never leaves a half file behind. */
export async function simpanKemajuan(folder: string, k: Kemajuan): Promise<void> {
  await mkdir(folder, { recursive: true });
  const tujuan = berkasKemajuan(folder, k.url);
  const sementara = `${tujuan}.${process.pid}.tmp`;
  await writeFile(sementara, `${JSON.stringify(k, null, 2)}\n`, "utf8");
  await rename(sementara, tujuan);
}
