import { parameterSalah } from "./galat";

/**
 * A page boundary of keyset paging: each sort key's value (as Postgres prints it, so it binds back exactly) and the
 * id of the last (`maju`) or first (`mundur`) record of the page, with the sort it belongs to. No offset: a record
 * added or removed before the boundary shifts nothing after it, so a walk by `next` links meets every record that
 * stays published exactly once (the sort keys themselves must not change meanwhile: the default order is the id).
 */
export type Kursor = { urut: string; nilai: (string | null)[]; id: string; arah: "maju" | "mundur" };

export function tulisKursor(k: Kursor): string {
  return Buffer.from(JSON.stringify([k.urut, k.nilai, k.id, k.arah === "maju" ? 1 : 0])).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const nilaiSah = (v: unknown): v is string | null => v === null || (typeof v === "string" && v.length <= 1000);

/** The cursor of a `kursor` parameter, which must belong to the request's sort order. */
export function bacaKursor(teks: string, urut: string): Kursor {
  const salah = () => parameterSalah("kursor", "Parameter kursor tidak sah; ikuti tautan next/prev dari halaman sebelumnya.");
  let isi: unknown;
  try {
    isi = JSON.parse(Buffer.from(teks, "base64url").toString("utf8"));
  } catch {
    throw salah();
  }
  if (!Array.isArray(isi) || isi.length !== 4) throw salah();
  const [u, mentah, id, arah] = isi as unknown[];
  // Links written before sortby took several keys carry one value (or null) instead of a list.
  const nilai = Array.isArray(mentah) ? mentah : urut === "" ? [] : [mentah];
  if (typeof u !== "string" || nilai.length > 20 || !nilai.every(nilaiSah) || typeof id !== "string" || !UUID.test(id) || (arah !== 0 && arah !== 1)) throw salah();
  if (u !== urut) throw parameterSalah("kursor", "Kursor ini milik urutan (sortby) lain; mulai lagi dari halaman pertama.");
  return { urut: u, nilai, id, arah: arah === 1 ? "maju" : "mundur" };
}
