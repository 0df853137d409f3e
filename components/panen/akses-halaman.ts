import "server-only";
import { notFound } from "next/navigation";
import { can } from "@/lib/auth/permissions";
import type { AreaPanen } from "@/lib/web/panen-api";
import { sesiHalamanOrRedirect, type SesiHalaman } from "@/lib/web/sesi-halaman";

/**
 * Harvest pages: anonymous visitors go to /masuk (and come back), signed-in users who manage no harvest get a 404.
 * `area`: which API prefix this user's calls go to (Admin: every organisation, Walidata: their own).
 */
export async function sesiPanenOrNotFound(jalur: string): Promise<SesiHalaman & { area: AreaPanen; semua: boolean }> {
  const s = await sesiHalamanOrRedirect(jalur);
  const { peran } = s.sesi.pengguna;
  if (!can(peran, "panen.kelola")) notFound();
  const semua = can(peran, "panen.kelola.semua");
  return { ...s, area: semua ? "admin" : "walidata", semua };
}
