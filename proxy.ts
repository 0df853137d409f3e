import { NextResponse, type NextRequest } from "next/server";
import { COOKIE_SESI } from "@/lib/http/cookie";
import { urlPublik } from "@/lib/http/url-publik";
import { HEADER_JALUR } from "@/lib/web/lanjut";

/**
 * Optimistic check only (style rule 11): a visitor without a session cookie never needs a dashboard page, so send
 * them to sign in and back. Pages still verify the session against the database (lib/web/sesi-halaman.ts).
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (req.cookies.get(COOKIE_SESI)?.value) {
    // Pages do not know their URL; this header lets a page whose session turns out dead send the user back here.
    const headers = new Headers(req.headers);
    headers.set(HEADER_JALUR, pathname + search);
    return NextResponse.next({ request: { headers } });
  }
  // From PUBLIC_BASE_URL, not the request's Host (Next sends it relative when the hosts agree).
  const url = urlPublik("/masuk");
  url.searchParams.set("lanjut", pathname + search);
  return NextResponse.redirect(url);
}

// Only the dashboard: /api, /csw and the public site are never touched by the proxy.
export const config = { matcher: ["/dashboard", "/dashboard/:path*"] };
