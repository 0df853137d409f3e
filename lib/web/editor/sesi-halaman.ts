import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { periksaSesi, type SesiAktif } from "@/lib/auth/sesi";
import type { Ctx } from "@/lib/context";
import { getDb } from "@/lib/db";
import { COOKIE_SESI } from "@/lib/http/cookie";

/**
 * The signed-in user's context for an editor page, or a redirect to /masuk that comes back here. Checked against
 * the database like every API request (proxy.ts only makes an optimistic check).
 */
export async function konteksEditorAtauMasuk(lanjut: string): Promise<{ ctx: Ctx; sesi: SesiAktif }> {
  const db = await getDb();
  const sesi = await periksaSesi(db, (await cookies()).get(COOKIE_SESI)?.value);
  if (!sesi) redirect(`/masuk?lanjut=${encodeURIComponent(lanjut)}`);
  const { id, peran, organisasiId } = sesi.pengguna;
  return { ctx: { db, actor: { jenis: "pengguna", id, peran, organisasiId } }, sesi };
}
