import { formatAngka } from "./format";

/**
 * How harvest runs and sources read on the dashboard: state and health names, the progress line (count, total,
 * rate, time left: the same shape as every long job's progress) and report item kinds. Client-safe.
 */
export const LABEL_KEADAAN_JALAN: Record<string, string> = {
  antri: "Antre",
  berjalan: "Berjalan",
  selesai: "Selesai",
  gagal: "Gagal",
  dibatalkan: "Dibatalkan",
};

export const LABEL_KESEHATAN: Record<string, string> = {
  sehat: "Sehat",
  peringatan: "Ada yang ditolak",
  gagal: "Gagal",
  belum: "Belum pernah dipanen",
};

export const LABEL_CATATAN: Record<string, string> = {
  ditolak: "Ditolak",
  dipensiunkan: "Dipensiunkan (privat)",
  dihapus: "Dihapus",
  halaman: "Halaman gagal",
};

export const LABEL_PEMICU: Record<string, string> = { manual: "manual", jadwal: "jadwal", cli: "baris perintah" };

export const jalanAktif = (keadaan: string): boolean => keadaan === "antri" || keadaan === "berjalan";

/** "2 jam 5 menit", "3 menit 20 detik", "45 detik": a duration for people, two units at most. */
export function formatDurasi(detik: number): string {
  const s = Math.max(0, Math.round(detik));
  const j = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const d = s % 60;
  if (j > 0) return m > 0 ? `${j} jam ${m} menit` : `${j} jam`;
  if (m > 0) return d > 0 ? `${m} menit ${d} detik` : `${m} menit`;
  return `${d} detik`;
}

/** What a progress bar needs from a run (a subset of the service's run DTO). */
export type KemajuanJalan = {
  keadaan: string;
  dilihat: number;
  total: number;
  halaman: number;
  halamanGagal: number;
  laju: number | null;
  sisaDetik: number | null;
};

/** Percent done (0–100, whole), or null while the source has not said how many it holds. */
export function persenJalan(j: KemajuanJalan): number | null {
  if (j.keadaan === "selesai") return 100;
  if (j.total <= 0) return null;
  return Math.min(100, Math.floor((j.dilihat / j.total) * 100));
}

/** "120 dari 500 rekaman (24%)": the progress bar's accessible value text. */
export function teksNilaiJalan(j: KemajuanJalan): string {
  const p = persenJalan(j);
  if (j.total <= 0) return `${formatAngka(j.dilihat)} rekaman`;
  return `${formatAngka(j.dilihat)} dari ${formatAngka(j.total)} rekaman${p === null ? "" : ` (${p}%)`}`;
}

/** The line under the bar: pages, rate and time left, each only when known. */
export function rincianJalan(j: KemajuanJalan): string {
  const bagian = [`halaman ${formatAngka(j.halaman)}${j.halamanGagal ? ` (${formatAngka(j.halamanGagal)} gagal)` : ""}`];
  if (j.laju !== null) bagian.push(`${j.laju.toLocaleString("id-ID", { maximumFractionDigits: 1 })} rekaman/detik`);
  if (j.keadaan === "berjalan" && j.sisaDetik !== null) bagian.push(`sisa sekitar ${formatDurasi(j.sisaDetik)}`);
  return bagian.join(" · ");
}

/**
 * A failed "Tes koneksi" in words a person can act on. The service passes the network layer's own message on,
 * which for a refused or unknown host is undici's English "fetch failed"; those few are said in Indonesian here,
 * every message the service wrote itself (already Indonesian) is shown as it is.
 */
export function pesanGagalKoneksi(galat: string): string {
  if (/^fetch failed$|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|other side closed|^terminated$/i.test(galat.trim())) {
    return "Server sumber tidak dapat dihubungi: alamat atau port salah, server mati, atau jaringan memutus sambungan.";
  }
  if (/ENOTFOUND|EAI_AGAIN/i.test(galat)) return "Nama host sumber tidak dikenal; periksa penulisan URL.";
  return galat;
}
