import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { periksaSesi, type SesiAktif } from "@/lib/auth/sesi";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { getDb } from "@/lib/db";
import { COOKIE_SESI } from "@/lib/http/cookie";
import { HEADER_JALUR, TUJUAN_BAWAAN, urlMasuk } from "./lanjut";

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
// cache(): the layout and the page of one request share one session lookup.
export const sesiHalaman = cache(async (): Promise<SesiHalaman | null> => {
  const token = (await cookies()).get(COOKIE_SESI)?.value;
  if (!token) return null;
  return sesiDariToken(await getDb(), token);
});

/**
 * For dashboard pages: the signed-in context, or a redirect to `/masuk?lanjut=<path>` so the user returns after
 * signing in. The path is `jalur` when given, else the one proxy.ts recorded (server components do not know
 * their URL); `urlMasuk` re-checks it, so a forged header cannot make it an open redirect.
 */
export async function sesiHalamanOrRedirect(jalur?: string): Promise<SesiHalaman> {
  const s = await sesiHalaman();
  if (!s) redirect(urlMasuk(jalur ?? (await headers()).get(HEADER_JALUR) ?? TUJUAN_BAWAAN));
  return s;
}
