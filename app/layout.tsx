import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "@/lib/env";
import { IDENTITAS_BAWAAN } from "@/lib/identitas/bawaan";
import { ogSitus } from "@/lib/web/og";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().PUBLIC_BASE_URL),
    title: { default: "GeoKatalog – Katalog Metadata Geospasial", template: "%s – GeoKatalog" },
    description: "Katalog metadata data geospasial instansi pemerintah Indonesia: cari, baca, dan unduh metadata ISO 19115.",
    // The public layout replaces these with the Admin's catalogue name; sign-in and dashboard pages keep the product's.
    openGraph: { ...ogSitus(IDENTITAS_BAWAAN.namaKatalog), type: "website" },
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
