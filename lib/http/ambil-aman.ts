import dns from "node:dns/promises";
import net from "node:net";

/** A fetch this server makes on someone's behalf was refused before or while it ran (address, redirect). */
export class AmbilDitolak extends Error {
  constructor(pesan: string) {
    super(pesan);
    this.name = "AmbilDitolak";
  }
}

/** Addresses a fetch to a configured outside server must never reach: this machine, its networks, link-local. */
const TERTUTUP = new net.BlockList();
for (const [awal, prefiks] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3], // multicast, reserved, broadcast
] as const) TERTUTUP.addSubnet(awal, prefiks, "ipv4");
for (const [awal, prefiks] of [
  ["::", 127], // unspecified and ::1
  ["64:ff9b::", 96], // NAT64 can lead back to private IPv4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) TERTUTUP.addSubnet(awal, prefiks, "ipv6");

// IPv4-mapped IPv6 (::ffff:a.b.c.d) is refused whole as a literal. Kept in its own list: BlockList matches
// plain IPv4 addresses against a ::ffff:0:0/96 rule too.
const TERPETAKAN = new net.BlockList();
TERPETAKAN.addSubnet("::ffff:0:0", 96, "ipv6");

/** Loopback, private, link-local, shared, reserved and multicast addresses, and anything that is not an address. */
export function alamatTertutup(alamat: string): boolean {
  const jenis = net.isIP(alamat);
  if (jenis === 0) return true;
  if (jenis === 6 && TERPETAKAN.check(alamat, "ipv6")) return true;
  return TERTUTUP.check(alamat, jenis === 4 ? "ipv4" : "ipv6");
}

/**
 * Every address `host` resolves to must be public. Checked again at each redirect; a name that resolves
 * differently between this check and the connection (DNS rebinding) is the residual risk docs/security.md names.
 */
export async function assertAlamatPublik(host: string, diizinkan?: net.BlockList): Promise<void> {
  const polos = host.replace(/^\[|\]$/g, "");
  let alamat: string[];
  if (net.isIP(polos)) alamat = [polos];
  else {
    try {
      alamat = (await dns.lookup(polos, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new AmbilDitolak(`Nama host ${polos.slice(0, 100)} tidak dapat di-resolve.`);
    }
  }
  const tertutup = alamat.find((a) => alamatTertutup(a) && !(diizinkan && net.isIP(a) && diizinkan.check(a, net.isIP(a) === 4 ? "ipv4" : "ipv6")));
  if (tertutup !== undefined) {
    throw new AmbilDitolak(`Alamat ${polos.slice(0, 100)} (${tertutup}) adalah alamat lokal atau privat; ditolak kecuali administrator mengizinkan jaringannya (HARVEST_ALLOWED_NETWORKS) atau semua alamat privat (HARVEST_IZINKAN_ALAMAT_PRIVAT=1).`);
  }
}

export type OpsiAmbilAman = {
  /** Loopback and private networks allowed (an administrator's choice, e.g. a harvest inside one network). */
  izinkanPrivat: boolean;
  /** Private ranges allowed on top of public addresses (HARVEST_ALLOWED_NETWORKS). */
  jaringanDiizinkan?: net.BlockList;
  maksPengalihan?: number;
  fetch?: typeof fetch;
};

const PENGALIHAN = new Set([301, 302, 303, 307, 308]);

/**
 * GET `url` for a server-side client (the harvester): redirects followed by hand, only on the same host and at
 * most `maksPengalihan` times, every hop's address checked first. The body is the caller's to read, bounded
 * (lib/http/badan.ts).
 */
export async function ambilAman(url: string, init: RequestInit, opsi: OpsiAmbilAman): Promise<Response> {
  const awal = new URL(url);
  let u = awal;
  for (let lompatan = 0; ; lompatan++) {
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new AmbilDitolak(`Skema ${u.protocol} tidak didukung; hanya http dan https.`);
    if (!opsi.izinkanPrivat) await assertAlamatPublik(u.hostname, opsi.jaringanDiizinkan);
    const res = await (opsi.fetch ?? fetch)(u, { ...init, redirect: "manual" });
    const ke = res.headers.get("location");
    if (!PENGALIHAN.has(res.status) || !ke) return res;
    await res.body?.cancel().catch(() => {});
    if (lompatan >= (opsi.maksPengalihan ?? 3)) throw new AmbilDitolak(`Terlalu banyak pengalihan (lebih dari ${opsi.maksPengalihan ?? 3}).`);
    const baru = new URL(ke, u);
    if (baru.hostname !== awal.hostname) throw new AmbilDitolak(`Pengalihan ke host lain (${baru.hostname.slice(0, 100)}) ditolak; hanya pengalihan pada host ${awal.hostname} yang diikuti.`);
    u = baru;
  }
}
