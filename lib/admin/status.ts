import type { Ctx } from "@/lib/context";
import { cswPengaturan } from "@/lib/db/schema";
import { periksaSmtp } from "@/lib/mail/transport";
import { periksaWa } from "@/lib/messaging/wa";
import { assertAdmin } from "./akses";

/** Spec 2.8. */
export type StatusKomponen = {
  smtp: { connected: boolean; detail: string };
  wa: { connected: boolean };
  storage: { connected: boolean };
  csw: { provider: string; healthy: boolean };
};

/**
 * Each component really probed, in parallel: SMTP by connecting and authenticating, the WA gateway by its health
 * check, the built-in CSW provider by reading its service identity from the database. There is no object-storage
 * component yet (uploads come with the quality issue), so `storage.connected` is false until one is configured.
 */
export async function statusKomponen({ ctx }: { ctx: Ctx }): Promise<StatusKomponen> {
  assertAdmin(ctx);
  const [smtp, wa, csw] = await Promise.all([
    periksaSmtp(),
    periksaWa(),
    ctx.db
      .select({ id: cswPengaturan.id })
      .from(cswPengaturan)
      .limit(1)
      .then((r) => r.length === 1)
      .catch(() => false),
  ]);
  return { smtp, wa, storage: { connected: false }, csw: { provider: "builtin", healthy: csw } };
}
