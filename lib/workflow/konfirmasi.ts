import { and, eq, isNull } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { tokenKonfirmasi } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { aktorPenggunaOrThrow } from "@/lib/metadata/kelola/akses";
import { hashTokenKonfirmasi } from "./konfirmasi-token";
import { setelahTransisi } from "./jalankan-transisi";
import { setujuiDenganQa } from "./setujui-dengan-qa";

/** Why a confirmation link did not approve: the result page explains each. */
export type AlasanKonfirmasi = "tanpa-token" | "token" | "kedaluwarsa" | "terpakai" | "bukan-penerima" | "status";

export class GalatKonfirmasi extends Error {
  constructor(readonly alasan: AlasanKonfirmasi) {
    super(alasan);
  }
}

const FORMAT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/walidata/konfirmasi: the one-click approval from the e-mail. The token is single use, bound to one
 * Walidata and one record, and needs that Walidata's session. Approval is signing QA (issue 6), so the click
 * signs the Walidata's QA with the decision "setujui"; its use, the QA and the publication share one transaction.
 */
export async function konfirmasiSetujui({ ctx, token }: { ctx: Ctx; token: string | null }): Promise<{ metadataId: string }> {
  const aktor = aktorPenggunaOrThrow(ctx);
  // A link cut short by a mail client loses its token: say so, rather than call a missing code "unknown".
  if (!token?.trim()) throw new GalatKonfirmasi("tanpa-token");
  if (!FORMAT_TOKEN.test(token)) throw new GalatKonfirmasi("token");
  const hasil = await ctx.db.transaction(async (tx) => {
    const [t] = await tx.select().from(tokenKonfirmasi).where(eq(tokenKonfirmasi.tokenHash, hashTokenKonfirmasi(token))).for("update").limit(1);
    if (!t) throw new GalatKonfirmasi("token");
    if (t.dipakaiAt) throw new GalatKonfirmasi("terpakai");
    if (t.kedaluwarsaAt.getTime() <= Date.now()) throw new GalatKonfirmasi("kedaluwarsa");
    if (t.walidataId !== aktor.id) throw new GalatKonfirmasi("bukan-penerima");
    let metadataId: string;
    try {
      metadataId = await setujuiDenganQa({ db: tx, actor: ctx.actor }, t.metadataId);
    } catch (err) {
      if (err instanceof ApiError) throw new GalatKonfirmasi("status");
      throw err;
    }
    // Every link for this record is spent: one approval, whoever clicks first.
    await tx.update(tokenKonfirmasi).set({ dipakaiAt: new Date() }).where(and(eq(tokenKonfirmasi.metadataId, t.metadataId), isNull(tokenKonfirmasi.dipakaiAt)));
    return { metadataId };
  });
  await setelahTransisi();
  return hasil;
}
