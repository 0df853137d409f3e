import type { Ctx } from "@/lib/context";
import { cswPengaturan } from "@/lib/db/schema";
import { periksaSmtp } from "@/lib/mail/transport";
import { periksaWa } from "@/lib/messaging/wa";
import { getPenyimpanan } from "@/lib/storage";
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
 * check, the object store by its own check (local directory writable, or the S3 bucket reachable), the built-in
 * CSW provider by reading its service identity from the database.
 */
export async function statusKomponen({ ctx }: { ctx: Ctx }): Promise<StatusKomponen> {
  assertAdmin(ctx);
  const [smtp, wa, storage, csw] = await Promise.all([
    periksaSmtp(),
    periksaWa(),
    getPenyimpanan()
      .periksa()
      .then((r) => r.connected)
      .catch(() => false),
    ctx.db
      .select({ id: cswPengaturan.id })
      .from(cswPengaturan)
      .limit(1)
      .then((r) => r.length === 1)
      .catch(() => false),
  ]);
  return { smtp, wa, storage: { connected: storage }, csw: { provider: "builtin", healthy: csw } };
}
