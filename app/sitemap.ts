import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { konteksPublik } from "@/lib/web/konteks";
import { jumlahPetaSitus, rekamanPetaSitus } from "@/lib/web/peta-situs";

export const dynamic = "force-dynamic";

/**
 * One sitemap per 50,000 published records (/sitemap/0.xml, /sitemap/1.xml, …). Next calls this at build time
 * too, to list the files: then it answers one file without opening the database.
 */
export async function generateSitemaps() {
  if (process.env.NEXT_PHASE === "phase-production-build") return [{ id: 0 }];
  const jumlah = await jumlahPetaSitus({ ctx: await konteksPublik() });
  return Array.from({ length: jumlah }, (_, id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const potongan = Number(await id);
  const base = env().PUBLIC_BASE_URL;
  const rekaman = await rekamanPetaSitus({ ctx: await konteksPublik(), potongan });
  const halamanTetap: MetadataRoute.Sitemap =
    potongan === 0
      ? [
          { url: new URL("/", base).toString(), changeFrequency: "daily", priority: 1 },
          { url: new URL("/katalog", base).toString(), changeFrequency: "daily", priority: 0.8 },
          { url: new URL("/standar", base).toString(), changeFrequency: "monthly", priority: 0.5 },
        ]
      : [];
  return [
    ...halamanTetap,
    ...rekaman.map((r) => ({ url: new URL(`/katalog/${r.id}`, base).toString(), lastModified: r.updatedAt, changeFrequency: "monthly" as const })),
  ];
}
