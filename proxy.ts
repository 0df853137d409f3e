import { NextResponse, type NextRequest } from "next/server";
import { COOKIE_SESI } from "@/lib/http/cookie";
import { urlPublik } from "@/lib/http/url-publik";
import { halamanAlamatRusak, masalahAlamat } from "@/lib/keamanan/alamat-permintaan";
import { mauHtml } from "@/lib/ogcapi/format";
import { HEADER_JALUR } from "@/lib/web/lanjut";

/**
 * Three jobs. (1) A URL that cannot be decoded, or that carries control characters, is answered 400 here
 * (HTML for pages, `{error}` for /api) before Next's router fails on it. (2) The optimistic check of style rule 11:
 * a visitor without a session cookie never needs a dashboard page, so send them to sign in and back. Pages still
 * verify the session against the database (lib/web/sesi-halaman.ts); API routes do their own checks.
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const masalah = masalahAlamat(pathname, search);
  if (masalah) return tolak(pathname, masalah);
  // (3) /ogcapi answers JSON and XML from its route handler; a request negotiating HTML is served by its pages.
  if ((pathname === "/ogcapi" || pathname.startsWith("/ogcapi/")) && req.method === "GET" && mauHtml(req.nextUrl.searchParams, req.headers.get("accept"))) {
    const tujuan = req.nextUrl.clone();
    tujuan.pathname = `/ogcapi-html${pathname.slice("/ogcapi".length)}`;
    return NextResponse.rewrite(tujuan);
  }
  if (pathname !== "/dashboard" && !pathname.startsWith("/dashboard/")) return NextResponse.next();
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

function tolak(pathname: string, pesan: string): NextResponse {
  const init = { status: 400, headers: { "cache-control": "no-store" } };
  if (pathname === "/api" || pathname.startsWith("/api/")) return NextResponse.json({ error: pesan }, init);
  if (pathname === "/ogcapi" || pathname.startsWith("/ogcapi/")) {
    return NextResponse.json({ type: "about:blank", title: "Alamat tidak valid", status: 400, detail: pesan }, { ...init, headers: { ...init.headers, "content-type": "application/problem+json" } });
  }
  return new NextResponse(halamanAlamatRusak(pesan), { ...init, headers: { ...init.headers, "content-type": "text/html; charset=utf-8" } });
}

// Pages: all but Next's static files. /api only when the raw path holds a "%" (the only way to a decoding
// failure): every other API request skips the proxy, because Next copies the body of a request that runs a
// proxy (up to 10 MB) before the route sees it, and API bodies are read by our own bounded readers. /csw never:
// it has no path parameters, and its KVP parser checks values itself and answers in OWS exceptions.
// /ogcapi only when HTML is negotiated (its JSON and XML, and its POSTed CQL2 bodies, skip the proxy like /api) or
// when the raw path holds a "%": it has path parameters, decoded by Next.
export const config = {
  matcher: [
    "/((?!api/|api$|csw|ogcapi|_next/static|_next/image|favicon\\.ico).*)",
    "/api/(.*%.*)",
    "/ogcapi/(.*%.*)",
    { source: "/ogcapi/:jalur*", has: [{ type: "query", key: "f", value: "html" }] },
    { source: "/ogcapi/:jalur*", has: [{ type: "header", key: "accept", value: ".*text/html.*" }] },
  ],
};
