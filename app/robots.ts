import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/**
 * Crawlers may read the public site; the API, CSW and dashboard are for programs and signed-in users. The
 * sitemap named is the index (/sitemap.xml), which lists every chunk file.
 */
export default function robots(): MetadataRoute.Robots {
  const base = env().PUBLIC_BASE_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/csw", "/dashboard", "/masuk"] },
    sitemap: new URL("/sitemap.xml", base).toString(),
    host: base,
  };
}
