/**
 * Western Indonesia Time, the product's one time zone for showing timestamps and for turning an instant into a
 * calendar date. WIB is UTC+7 all year (no daylight saving since 1964), so the offset is a constant.
 */
export const ZONA_WIB = "Asia/Jakarta";
const SELISIH_WIB_MS = 7 * 3_600_000;

const TANGGAL_SAJA = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) in WIB of an instant: 2025-12-31T20:00Z is 2026-01-01. */
export function tanggalWib(waktu: Date | number): string {
  const ms = typeof waktu === "number" ? waktu : waktu.getTime();
  return new Date(ms + SELISIH_WIB_MS).toISOString().slice(0, 10);
}

/** The WIB calendar date of a stored value: a date-only value is that date as written, a date-time is converted. */
export function tanggalWibDari(iso: string): string {
  if (TANGGAL_SAJA.test(iso)) return iso;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso.slice(0, 10) : tanggalWib(ms);
}

/** The instant of a WIB wall-clock time on a WIB calendar day (days counted from 1970-01-01). */
export function waktuWib(hari: number, detikDalamHari: number): number {
  return hari * 86_400_000 + detikDalamHari * 1000 - SELISIH_WIB_MS;
}

/** The WIB calendar day (days since 1970-01-01) an instant falls on. */
export function hariWib(ms: number): number {
  return Math.floor((ms + SELISIH_WIB_MS) / 86_400_000);
}
