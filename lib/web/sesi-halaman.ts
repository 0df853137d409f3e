import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { periksaSesi, type SesiAktif } from "@/lib/auth/sesi";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { getDb } from "@/lib/db";
import { COOKIE_SESI } from "@/lib/http/cookie";
import { urlMasuk } from "./lanjut";

export type SesiHalaman = { ctx: Ctx; sesi: SesiAktif };

/**
 * The page's signed-in context from a cookie value, or null. The same database check as the API (revoked, idle,
 * expired, deactivated), because proxy.ts only looks for the cookie's presence.
 */
export async function sesiDariToken(db: DbOrTx, token: string | undefined): Promise<SesiHalaman | null> {
  const sesi = await periksaSesi(db, token);
  if (!sesi) return null;
  const { id, peran, organisasiId } = sesi.pengguna;
  return { ctx: { db, actor: { jenis: "pengguna", id, peran, organisasiId } }, sesi };
}

/** The signed-in user of this request, or null (for pages that show something else to visitors). */
export async function sesiHalaman(): Promise<SesiHalaman | null> {
  const token = (await cookies()).get(COOKIE_SESI)?.value;
  if (!token) return null;
  return sesiDariToken(await getDb(), token);
}

/**
 * For dashboard pages: the signed-in context, or a redirect to `/masuk?lanjut=<jalur>` so the user returns here
 * after signing in. `jalur` is the page's own path (server components do not know the request URL).
 */
export async function sesiHalamanOrRedirect(jalur: string): Promise<SesiHalaman> {
  const s = await sesiHalaman();
  if (!s) redirect(urlMasuk(jalur));
  return s;
}
