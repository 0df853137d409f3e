import "server-only";
import { getDb } from "@/lib/db";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { handleApiError } from "@/lib/http/respond";
import { assertBatas } from "@/lib/ratelimit";
import { formatTokenSah } from "./tanda-tangan/token";
import { verifikasiToken } from "./verifikasi";

const TANPA_CACHE = { "Cache-Control": "no-store" };

/**
 * GET /api/verify/{token} (spec 4.1): counted against the verify policy per client IP (429 `{error}`, no
 * Retry-After), then the format (404 before any lookup), then the document. Not valid, whatever the reason:
 * 404 `{valid:false}` only.
 */
export async function jawabVerifikasi(req: Request, token: string): Promise<Response> {
  try {
    await assertBatas("verify", ipKlienTepercaya(req));
    if (!formatTokenSah(token)) return Response.json({ valid: false }, { status: 404, headers: TANPA_CACHE });
    const hasil = await verifikasiToken(await getDb(), token);
    if (!hasil.valid) return Response.json({ valid: false }, { status: 404, headers: TANPA_CACHE });
    return Response.json(hasil, { headers: TANPA_CACHE });
  } catch (err) {
    return handleApiError(err);
  }
}
