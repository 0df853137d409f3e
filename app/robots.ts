import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { konteksPublik } from "@/lib/web/konteks";
import { jumlahPetaSitus } from "@/lib/web/peta-situs";

export const dynamic = "force-dynamic";

/** Crawlers may read the public site; the API, CSW and dashboard are for programs and signed-in users. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = env().PUBLIC_BASE_URL;
  const jumlah = await jumlahPetaSitus({ ctx: await konteksPublik() });
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/csw", "/dashboard", "/masuk"] },
    sitemap: Array.from({ length: jumlah }, (_, i) => new URL(`/sitemap/${i}.xml`, base).toString()),
    host: base,
  };
}
