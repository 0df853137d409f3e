import "server-only";
import { getDb } from "@/lib/db";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { handleApiError } from "@/lib/http/respond";
import { assertBatas } from "@/lib/ratelimit";
import { formatTokenSah } from "./tanda-tangan/token";
import { buktiToken, verifikasiToken } from "./verifikasi";

const TANPA_CACHE = { "Cache-Control": "no-store" };

/**
 * GET /api/verify/{token} (spec 4.1): counted against the verify policy per client IP (429 `{error}`, no
 * Retry-After), then the format (404 before any lookup), then the document. Not valid, whatever the reason:
 * 404 `{valid:false}` only.
 */
export function jawabVerifikasi(req: Request, token: string): Promise<Response> {
  return jawabDenganBatas(req, token, verifikasiToken);
}

/**
 * GET /api/verify/{token}/bukti: the signed payload and signature behind a valid token, so anyone can check the
 * signature offline with the published key; same limit and the same `{valid:false}` 404 as the verification.
 */
export function jawabBukti(req: Request, token: string): Promise<Response> {
  return jawabDenganBatas(req, token, buktiToken);
}

async function jawabDenganBatas(req: Request, token: string, periksa: typeof verifikasiToken | typeof buktiToken): Promise<Response> {
  try {
    await assertBatas("verify", ipKlienTepercaya(req));
    if (!formatTokenSah(token)) return Response.json({ valid: false }, { status: 404, headers: TANPA_CACHE });
    const hasil = await periksa(await getDb(), token);
    if (!hasil.valid) return Response.json({ valid: false }, { status: 404, headers: TANPA_CACHE });
    return Response.json(hasil, { headers: TANPA_CACHE });
  } catch (err) {
    return handleApiError(err);
  }
}
