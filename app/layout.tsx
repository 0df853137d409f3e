import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "GeoKatalog – Katalog Metadata Geospasial", template: "%s – GeoKatalog" },
  description: "Katalog metadata data geospasial instansi pemerintah Indonesia: cari, baca, dan unduh metadata ISO 19115.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <body>{children}</body>
    </html>
  );
}
