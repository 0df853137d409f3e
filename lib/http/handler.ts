import type { NextRequest } from "next/server";
import { AKTOR_PUBLIK, type Ctx } from "@/lib/context";
import { getDb } from "@/lib/db";
import { getDbBaca } from "@/lib/db/replika";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { ApiError } from "./errors";
import { ipKlienTepercaya } from "./ip-soket";
import { denganLingkup } from "./lingkup";
import { periksaPermintaan } from "./nilai-masukan";
import { handleApiError } from "./respond";
import { denganIzin } from "./serentak";

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export type PublicHandlerArgs<P> = {
  req: NextRequest;
  params: P;
  searchParams: URLSearchParams;
  /** Opens (or reuses) the database on first call, so handlers that reject input early never touch it. */
  ctx: () => Promise<Ctx>;
};

async function ctxPublik(baca: boolean): Promise<Ctx> {
  try {
    return { db: await (baca ? getDbBaca() : getDb()), actor: AKTOR_PUBLIK };
  } catch (err) {
    catatGalat("[db] tidak dapat membuka basis data", err);
    throw new ApiError("layanan_tidak_tersedia", "Basis data sedang tidak dapat dihubungi. Silakan coba lagi nanti.");
  }
}

/**
 * Wrap a public route handler: awaits `params`, and turns every thrown error into the spec's `{error}` body.
 * `baca`: the handler only reads public data, so it may read from the replica (DATABASE_READ_URL); it then holds
 * one of the client IP's concurrent permits while it runs (lib/http/serentak.ts, 429 past them) and its queries
 * are cancelled when the client goes away.
 */
export function withPublic<P extends Record<string, string> = Record<string, string>>(
  handler: (args: PublicHandlerArgs<P>) => Promise<Response>,
  opsi: { baca?: boolean } = {},
) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const params = ((await context?.params) ?? {}) as P;
      periksaPermintaan(req, params);
      const jalan = () => handler({ req, params, searchParams: req.nextUrl.searchParams, ctx: () => ctxPublik(opsi.baca ?? false) });
      if (!opsi.baca) return await jalan();
      return await denganLingkup(req.signal, () => denganIzin(ipKlienTepercaya(req), jalan));
    } catch (err) {
      return handleApiError(err);
    }
  };
}
