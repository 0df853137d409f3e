import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Kerangka } from "@/components/Kerangka";
import { identitasPublik } from "@/lib/web/identitas-publik";
import { ogSitus } from "@/lib/web/og";

// The Admin's catalogue name in every public title and og:site_name, and the uploaded favicon in place of the built-in app/icon.svg.
export async function generateMetadata(): Promise<Metadata> {
  const { namaKatalog, faviconUrl } = await identitasPublik();
  return {
    title: { default: `${namaKatalog} – Katalog Metadata Geospasial`, template: `%s – ${namaKatalog}` },
    openGraph: { ...ogSitus(namaKatalog), type: "website" },
    ...(faviconUrl ? { icons: { icon: faviconUrl } } : {}),
  };
}

export default function LayoutPublik({ children }: { children: ReactNode }) {
  return <Kerangka>{children}</Kerangka>;
}
