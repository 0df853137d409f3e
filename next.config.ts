import type { NextConfig } from "next";
import { env } from "./lib/env";
import { headerKeamanan } from "./lib/keamanan/header";

// Fail at start, not on the first request, when the environment is wrong.
env();

const nextConfig: NextConfig = {
  output: "standalone",
  // Benchmarks build and serve from their own directory so they never race a developer's `next build`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Responses are compressed by the server process around Next (scripts/server/respons-hemat.ts): whole bodies
  // in one gzip call with a size threshold, instead of a zlib stream per response.
  compress: false,
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  // The API explorer's Swagger UI bundle is read from the package at run time (app/admin/api-docs/…/route.ts).
  outputFileTracingIncludes: { "/admin/api-docs/swagger-ui-bundle.js": ["./node_modules/swagger-ui-react/swagger-ui-bundle.js"] },
  // A record's DCAT-AP (/katalog/{id}.jsonld, .ttl, .rdf): /katalog/[id] is a page, so a route cannot sit beside
  // it; the URL is rewritten to the route. afterFiles: checked before dynamic routes such as /katalog/[id].
  async rewrites() {
    return [{ source: "/katalog/:berkas([^/]+\\.(?:jsonld|ttl|rdf))", destination: "/dcat/rekaman/:berkas" }];
  },
  // CSP, nosniff, frame-ancestors, Referrer-Policy and (production) HSTS on every response: lib/keamanan/header.ts.
  async headers() {
    const e = env();
    return [{ source: "/:path*", headers: headerKeamanan({ tileUrl: e.MAP_TILE_URL, produksi: e.NODE_ENV === "production" }) }];
  },
};

export default nextConfig;
