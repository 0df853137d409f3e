import type { NextRequest } from "next/server";
import { areaDari } from "@/lib/auth/area";
import { can, type Izin } from "@/lib/auth/permissions";
import { periksaSesi, type SesiAktif } from "@/lib/auth/sesi";
import type { Ctx } from "@/lib/context";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { assertBatas, type NamaKebijakan } from "@/lib/ratelimit";
import { COOKIE_SESI } from "./cookie";
import { ApiError } from "./errors";
import { periksaPermintaan } from "./nilai-masukan";
import { ipKlienTepercaya } from "./ip-soket";
import { handleApiError } from "./respond";

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export type SessionHandlerArgs<P> = {
  req: NextRequest;
  params: P;
  searchParams: URLSearchParams;
  ctx: Ctx;
  sesi: SesiAktif;
};

export type OpsiSesi = {
  /** A permission needed on top of the path's area (spec 4.3), e.g. "metadata.buat". */
  izin?: Izin;
  /** A rate-limit policy counted per client IP. */
  kebijakan?: NamaKebijakan;
  /** Render errors another way (the konfirmasi link answers with redirects); default `{error}` JSON. */
  padaGalat?: (err: unknown, req: NextRequest) => Response;
};

export const PESAN_BELUM_MASUK = "Anda belum masuk atau sesi Anda telah berakhir. Silakan masuk kembali.";

const METODE_AMAN = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The host the browser addressed. X-Forwarded-Host only when TRUSTED_PROXY says a proxy of ours sets it (the
 * right-most entry: a proxy that appends rather than replaces leaves what the client sent to its left);
 * otherwise anyone can send that header.
 */
function hostDiminta(req: NextRequest): string | null {
  if (env().TRUSTED_PROXY > 0) {
    const diteruskan = req.headers.get("x-forwarded-host")?.split(",").at(-1)?.trim();
    if (diteruskan) return diteruskan;
  }
  return req.headers.get("host");
}

/**
 * Changes need a same-origin request: browsers send Origin on cross-site POST/PATCH/DELETE, and SameSite=Lax
 * already withholds the cookie there; this is the second lock (our JSON endpoints get no next-auth CSRF token).
 * Same origin means PUBLIC_BASE_URL's origin, or the host the browser addressed (a site reached under another
 * name, e.g. by IP inside the agency).
 */
export function assertAsalSama(req: NextRequest): void {
  if (METODE_AMAN.has(req.method)) return;
  const asal = req.headers.get("origin");
  if (!asal) return;
  let url: URL | null;
  try {
    url = new URL(asal);
  } catch {
    url = null;
  }
  const host = hostDiminta(req);
  const sama = url !== null && (url.origin === new URL(env().PUBLIC_BASE_URL).origin || (host !== null && url.host === host));
  if (!sama) throw new ApiError("dilarang", "Permintaan lintas situs ditolak.");
}

/** The signed-in user's context, or a 401; the area of the path (spec 4.3) and `izin`, or a 403. */
export async function resolveSesi(req: NextRequest, opsi: OpsiSesi = {}): Promise<{ ctx: Ctx; sesi: SesiAktif }> {
  assertAsalSama(req);
  // Counted before the session lookup, so floods of anonymous requests are limited too.
  if (opsi.kebijakan) await assertBatas(opsi.kebijakan, ipKlienTepercaya(req));
  const db = await getDb();
  const sesi = await periksaSesi(db, req.cookies.get(COOKIE_SESI)?.value);
  if (!sesi) throw new ApiError("tidak_terautentikasi", PESAN_BELUM_MASUK);
  const { peran, id, organisasiId } = sesi.pengguna;
  const area = areaDari(req.nextUrl.pathname);
  if (area && !can(peran, area.izin)) throw new ApiError("dilarang", `Peran ${peran} tidak memiliki akses ke area ${area.nama}.`);
  if (opsi.izin && !can(peran, opsi.izin)) throw new ApiError("dilarang", `Peran ${peran} tidak diizinkan melakukan tindakan ini.`);
  return { ctx: { db, actor: { jenis: "pengguna", id, peran, organisasiId } }, sesi };
}

/**
 * Wrap an authenticated route handler: awaits `params`, resolves the session (401), enforces the path's area
 * and the handler's permission (403) and rate limit (429), and renders every error as `{error}`.
 */
export function withSession<P extends Record<string, string> = Record<string, string>>(
  handler: (args: SessionHandlerArgs<P>) => Promise<Response>,
  opsi: OpsiSesi = {},
) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const params = ((await context?.params) ?? {}) as P;
      periksaPermintaan(req, params);
      const { ctx, sesi } = await resolveSesi(req, opsi);
      return await handler({ req, params, searchParams: req.nextUrl.searchParams, ctx, sesi });
    } catch (err) {
      return opsi.padaGalat ? opsi.padaGalat(err, req) : handleApiError(err);
    }
  };
}
