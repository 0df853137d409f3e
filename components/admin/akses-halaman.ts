import "server-only";
import { notFound } from "next/navigation";
import { can } from "@/lib/auth/permissions";
import { sesiHalamanOrRedirect, type SesiHalaman } from "@/lib/web/sesi-halaman";

/**
 * Admin pages: anonymous visitors go to /masuk (and come back), signed-in non-Admins get a 404 so the page's
 * existence is not confirmed to them; the services check the actor again.
 */
export async function sesiAdminOrNotFound(jalur: string): Promise<SesiHalaman> {
  const s = await sesiHalamanOrRedirect(jalur);
  if (!can(s.sesi.pengguna.peran, "area.admin")) notFound();
  return s;
}
