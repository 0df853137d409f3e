import net from "node:net";
import { env } from "@/lib/env";
import type { OpsiAmbilAman } from "@/lib/http/ambil-aman";

const tersimpan = new Map<string, net.BlockList>();

/** `10.0.0.0/8, 2001:db8::/32` as a BlockList; a range that is not an address/prefix is refused (env checks the shape). */
export function daftarJaringan(teks: string): net.BlockList {
  const ada = tersimpan.get(teks);
  if (ada) return ada;
  const daftar = new net.BlockList();
  for (const c of teks.split(",").map((x) => x.trim()).filter(Boolean)) {
    const [alamat = "", prefiks = ""] = c.split("/");
    const jenis = net.isIP(alamat);
    const n = Number(prefiks);
    if (jenis === 0 || !Number.isInteger(n) || n < 0 || n > (jenis === 4 ? 32 : 128)) throw new Error(`HARVEST_ALLOWED_NETWORKS: "${c}" bukan rentang CIDR.`);
    daftar.addSubnet(alamat, n, jenis === 4 ? "ipv4" : "ipv6");
  }
  tersimpan.set(teks, daftar);
  return daftar;
}

/**
 * Which addresses a harvest may reach: public ones, plus HARVEST_ALLOWED_NETWORKS; HARVEST_IZINKAN_ALAMAT_PRIVAT=1
 * (kept for tests and single-network installs) allows every address.
 */
export function izinAlamatPanen(): Pick<OpsiAmbilAman, "izinkanPrivat" | "jaringanDiizinkan"> {
  const e = env();
  const jaringan = e.HARVEST_ALLOWED_NETWORKS?.trim();
  return { izinkanPrivat: e.HARVEST_IZINKAN_ALAMAT_PRIVAT, jaringanDiizinkan: jaringan ? daftarJaringan(jaringan) : undefined };
}
