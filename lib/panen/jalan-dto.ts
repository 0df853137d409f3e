import type { jalanPanen } from "@/lib/db/schema";
import type { KeadaanJalan } from "./jenis";

/** A run as the API shows it, with what a progress bar needs: done/total, rate and an estimate of time left. */
export type JalanDto = {
  id: string;
  sumberId: string;
  keadaan: KeadaanJalan;
  penuh: boolean;
  sejak: string | null;
  pemicu: string;
  dilihat: number;
  baru: number;
  diperbarui: number;
  tidakBerubah: number;
  ditolak: number;
  dipensiunkan: number;
  posisi: number;
  total: number;
  halaman: number;
  halamanGagal: number;
  galat: string | null;
  batalDiminta: boolean;
  pemegang: string | null;
  sewaSampai: string | null;
  dibuatAt: string;
  mulaiAt: string | null;
  selesaiAt: string | null;
  /** Records (or WAF files) per second since the run started. */
  laju: number | null;
  /** Seconds left at that rate, while running with a known total. */
  sisaDetik: number | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function dtoJalan(b: typeof jalanPanen.$inferSelect, sekarang = new Date()): JalanDto {
  const akhir = b.selesaiAt ?? sekarang;
  const detik = b.mulaiAt ? Math.max((akhir.getTime() - b.mulaiAt.getTime()) / 1000, 0.001) : null;
  const laju = detik && b.dilihat > 0 ? Math.round((b.dilihat / detik) * 10) / 10 : null;
  const sisa = b.keadaan === "berjalan" && laju && b.total > b.dilihat ? Math.round((b.total - b.dilihat) / laju) : null;
  return {
    id: b.id, sumberId: b.sumberId, keadaan: b.keadaan as KeadaanJalan, penuh: b.penuh, sejak: iso(b.sejak), pemicu: b.pemicu,
    dilihat: b.dilihat, baru: b.baru, diperbarui: b.diperbarui, tidakBerubah: b.tidakBerubah, ditolak: b.ditolak, dipensiunkan: b.dipensiunkan,
    posisi: b.posisi, total: b.total, halaman: b.halaman, halamanGagal: b.halamanGagal, galat: b.galat, batalDiminta: b.batalDiminta,
    pemegang: b.pemegang, sewaSampai: iso(b.sewaSampai), dibuatAt: b.dibuatAt.toISOString(), mulaiAt: iso(b.mulaiAt), selesaiAt: iso(b.selesaiAt),
    laju, sisaDetik: sisa,
  };
}
