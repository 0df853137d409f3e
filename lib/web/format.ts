const TANGGAL = new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeZone: "Asia/Jakarta" });
const TANGGAL_WAKTU = new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Jakarta" });
const ANGKA = new Intl.NumberFormat("id-ID");

/** "1 Januari 2026" in Jakarta time. Plain dates (YYYY-MM-DD) are shown as written, without a time-zone shift. */
export function formatTanggal(iso: string): string {
  const tanggalSaja = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const d = new Date(tanggalSaja ? `${iso}T12:00:00+07:00` : iso);
  return Number.isNaN(d.getTime()) ? iso : TANGGAL.format(d);
}

/** "1 Januari 2026 pukul 14.30 WIB"-style date and time in Jakarta time. */
export function formatTanggalWaktu(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${TANGGAL_WAKTU.format(d)} WIB`;
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
