import type { Metadata } from "next";
import { connection } from "next/server";
import { Kerangka, PesanTidakDitemukan } from "@/components/Kerangka";

export const metadata: Metadata = { title: "Halaman tidak ditemukan", robots: { index: false } };

export default async function TidakDitemukan() {
  // Rendered per request, not prerendered at build: the frame shows the Admin's current identity.
  await connection();
  return (
    <Kerangka>
      <PesanTidakDitemukan />
    </Kerangka>
  );
}
