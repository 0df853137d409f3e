import type { JadwalPanen } from "@/lib/db/schema";

/** WIB is UTC+7 all year (Indonesia keeps no daylight saving time). */
const WIB_MS = 7 * 3_600_000;
const HARI_MS = 86_400_000;

/**
 * When a schedule fires next, strictly after `setelah`: null for manual sources. Every N hours counts from
 * `setelah` (the moment the previous run was enqueued, or the source was saved); daily fires at HH:MM WIB.
 * Pure, so the scheduler and the dashboard ("next run") agree and tests need no clock.
 */
export function jadwalBerikutnya(jadwal: JadwalPanen, setelah: Date): Date | null {
  if (jadwal.jenis === "manual") return null;
  if (jadwal.jenis === "jam") return new Date(setelah.getTime() + jadwal.setiap * 3_600_000);
  const [jam, menit] = jadwal.pukul.split(":").map(Number) as [number, number];
  // Midnight WIB of the day `setelah` falls on, in UTC milliseconds.
  const tengahMalam = Math.floor((setelah.getTime() + WIB_MS) / HARI_MS) * HARI_MS - WIB_MS;
  let t = tengahMalam + (jam * 60 + menit) * 60_000;
  if (t <= setelah.getTime()) t += HARI_MS;
  return new Date(t);
}

/** How a schedule reads to a person: "manual", "setiap 6 jam", "setiap hari pukul 02:00 WIB". */
export function labelJadwal(jadwal: JadwalPanen): string {
  if (jadwal.jenis === "manual") return "manual";
  if (jadwal.jenis === "jam") return `setiap ${jadwal.setiap} jam`;
  return `setiap hari pukul ${jadwal.pukul} WIB`;
}
