import type { Metadata } from "next";
import { Kerangka, PesanTidakDitemukan } from "@/components/Kerangka";

export const metadata: Metadata = { title: "Halaman tidak ditemukan", robots: { index: false } };

export default function TidakDitemukan() {
  return (
    <Kerangka>
      <PesanTidakDitemukan />
    </Kerangka>
  );
}
