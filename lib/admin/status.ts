import type { Ctx } from "@/lib/context";
import { statusCsw, type StatusCsw } from "@/lib/csw/status";
import { periksaSmtp } from "@/lib/mail/transport";
import { periksaWa } from "@/lib/messaging/wa";
import { getPenyimpanan } from "@/lib/storage";
import { statusPanen, type StatusPanen } from "@/lib/panen/status";
import { assertAdmin } from "./akses";

/** Spec 2.8. */
export type StatusKomponen = {
  smtp: { connected: boolean; detail: string };
  wa: { connected: boolean };
  storage: { connected: boolean };
  csw: StatusCsw;
  /** Harvest runs (issue 20): queued, running, failed in the last 24 hours, and the number of sources. */
  panen: StatusPanen;
};

/**
 * Each component really probed, in parallel: SMTP by connecting and authenticating, the WA gateway by its health
 * check, the object store by its own check (local directory writable, or the S3 bucket reachable), the CSW by a
 * real GetCapabilities through the configured provider (lib/csw/status.ts).
 */
export async function statusKomponen({ ctx }: { ctx: Ctx }): Promise<StatusKomponen> {
  assertAdmin(ctx);
  const [smtp, wa, storage, csw, panen] = await Promise.all([
    periksaSmtp(),
    periksaWa(),
    getPenyimpanan()
      .periksa()
      .then((r) => r.connected)
      .catch(() => false),
    statusCsw(ctx.db),
    statusPanen(ctx.db),
  ]);
  return { smtp, wa, storage: { connected: storage }, csw, panen };
}
