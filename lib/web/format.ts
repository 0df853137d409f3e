import { ZONA_WIB } from "@/lib/waktu/wib";

// Every date the product shows goes through these: timestamps in WIB, date-only values as the date they are, on
// the server and in the browser alike (never the machine's own time zone).
const TANGGAL = new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeZone: ZONA_WIB });
const TANGGAL_WAKTU = new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeStyle: "short", timeZone: ZONA_WIB });
const JAM = new Intl.DateTimeFormat("id-ID", { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: ZONA_WIB });
const ANGKA = new Intl.NumberFormat("id-ID");

/** "1 Januari 2026": a timestamp's date in WIB; a date-only value (YYYY-MM-DD) as written, without a time-zone shift. */
export function formatTanggal(iso: string): string {
  const tanggalSaja = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const d = new Date(tanggalSaja ? `${iso}T12:00:00+07:00` : iso);
  return Number.isNaN(d.getTime()) ? iso : TANGGAL.format(d);
}

/** "1 Januari 2026 pukul 14.30 WIB"-style date and time in WIB. */
export function formatTanggalWaktu(iso: string | Date): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? String(iso) : `${TANGGAL_WAKTU.format(d)} WIB`;
}

/** "14.30.05 WIB": the time of day of a timestamp in WIB. */
export function formatJam(iso: string | Date): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? String(iso) : `${JAM.format(d)} WIB`;
}

export function formatAngka(n: number): string {
  return ANGKA.format(n);
}

/** A latitude as "6,125° LS" / "2° LU" (Indonesian hemisphere letters). */
export function formatLintang(n: number): string {
  return `${derajat(Math.abs(n))}° ${n < 0 ? "LS" : "LU"}`;
}

/** A longitude as "106,8° BT" / "12° BB". */
export function formatBujur(n: number): string {
  return `${derajat(Math.abs(n))}° ${n < 0 ? "BB" : "BT"}`;
}

function derajat(n: number): string {
  return n.toLocaleString("id-ID", { maximumFractionDigits: 4 });
}

/** Cut a long text at a word boundary for list items and meta descriptions. */
export function ringkasTeks(teks: string, maks: number): string {
  const rata = teks.replace(/\s+/g, " ").trim();
  if (rata.length <= maks) return rata;
  const potong = rata.slice(0, maks - 1);
  const spasi = potong.lastIndexOf(" ");
  return `${(spasi > maks * 0.6 ? potong.slice(0, spasi) : potong).replace(/[\s,.;:]+$/, "")}…`;
}
