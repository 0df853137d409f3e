import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "@/lib/env";
import { OG_SITUS } from "@/lib/web/og";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().PUBLIC_BASE_URL),
    title: { default: "GeoKatalog – Katalog Metadata Geospasial", template: "%s – GeoKatalog" },
    description: "Katalog metadata data geospasial instansi pemerintah Indonesia: cari, baca, dan unduh metadata ISO 19115.",
    openGraph: { ...OG_SITUS, type: "website" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0b5d7a" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <body>{children}</body>
    </html>
  );
}
