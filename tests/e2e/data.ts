import type { APIRequestContext } from "@playwright/test";

export type RekamanPublik = {
  id: string;
  judul: string;
  topikKategori: string[];
  bboxUtara: number;
  bboxSelatan: number;
  bboxTimur: number;
  bboxBarat: number;
};

/** A PUBLISHED seeded record with a category and a box small enough to draw around, read from the public API. */
export async function rekamanContoh(request: APIRequestContext): Promise<RekamanPublik> {
  const res = await request.get("/api/public/metadata?pageSize=100");
  const { records } = (await res.json()) as { records: RekamanPublik[] };
  const r = records.find((x) => x.topikKategori.length > 0 && x.bboxTimur - x.bboxBarat < 20 && x.bboxUtara - x.bboxSelatan < 20);
  if (!r) throw new Error("seed tidak berisi rekaman terbit yang cocok");
  return r;
}

/** The words of a title as a search phrase (every word must match, so the record itself is always a hit). */
export const kataJudul = (judul: string) => judul.replace(/[^\p{L}\p{N}\s]/gu, " ").replace(/\s+/g, " ").trim();

export const escXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
