import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { pengguna } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { antrekanPesan, type PesanKeluar } from "@/lib/mail/antrean";
import type { AktorPengguna } from "@/lib/metadata/kelola/akses";
import type { PeranPengguna } from "@/lib/metadata/kode";
import { buatTokenKonfirmasi } from "./konfirmasi-token";

export type Acara = "diajukan" | "diperiksa" | "ditolak" | "dipublikasikan";

type Penerima = { id: string; email: string; telepon: string | null; namaLengkap: string };

async function penggunaOrganisasi(tx: Tx, organisasiId: string, peran: PeranPengguna[]): Promise<Penerima[]> {
  return tx
    .select({ id: pengguna.id, email: pengguna.email, telepon: pengguna.telepon, namaLengkap: pengguna.namaLengkap })
    .from(pengguna)
    .where(and(eq(pengguna.organisasiId, organisasiId), inArray(pengguna.peran, peran), eq(pengguna.aktif, true)));
}

async function penggunaById(tx: Tx, id: string): Promise<Penerima[]> {
  return tx
    .select({ id: pengguna.id, email: pengguna.email, telepon: pengguna.telepon, namaLengkap: pengguna.namaLengkap })
    .from(pengguna)
    .where(and(eq(pengguna.id, id), eq(pengguna.aktif, true)));
}

/** The same event by e-mail and, for recipients with a phone number, by WA. */
function keDuaSaluran(p: Penerima, jenis: string, subjek: string, isi: string, data: Record<string, unknown>, rahasia = false): PesanKeluar[] {
  const email: PesanKeluar = { saluran: "email", tujuan: p.email, jenis, subjek, isi: `Yth. ${p.namaLengkap},\n\n${isi}\n\n— GeoKatalog`, data, rahasia };
  return p.telepon ? [email, { saluran: "wa", tujuan: p.telepon, jenis, isi: `GeoKatalog: ${isi}`, data, rahasia }] : [email];
}

/**
 * Queue the notifications of a workflow event in its transaction: submitted → the organisation's checkers;
 * checked → the organisation's Walidata (each with a one-click approval link) and the owner; rejected (with the
 * reason) and published → the owner.
 */
export async function antrekanNotifikasi(
  tx: Tx,
  e: { acara: Acara; rekaman: { id: string; judul: string; pemilikId: string; organisasiId: string }; aktor: AktorPengguna; catatan?: string },
): Promise<void> {
  const { id, judul } = e.rekaman;
  const dasar = env().PUBLIC_BASE_URL.replace(/\/$/, "");
  const tautan = `${dasar}/dashboard/metadata/${id}`;
  const data = { metadataId: id, acara: e.acara };
  const pesan: PesanKeluar[] = [];
  switch (e.acara) {
    case "diajukan":
      for (const p of await penggunaOrganisasi(tx, e.rekaman.organisasiId, ["Pemeriksa"])) {
        pesan.push(...keDuaSaluran(p, "diajukan", `Metadata menunggu QC/QE: ${judul}`, `Metadata "${judul}" diajukan dan menunggu QC/QE Anda: ${tautan}`, data));
      }
      break;
    case "diperiksa":
      for (const p of await penggunaOrganisasi(tx, e.rekaman.organisasiId, ["Walidata"])) {
        const token = await buatTokenKonfirmasi(tx, id, p.id);
        const setujui = `${dasar}/api/walidata/konfirmasi?token=${token}`;
        pesan.push(
          ...keDuaSaluran(p, "konfirmasi", `Metadata siap ditinjau: ${judul}`, `QC/QE metadata "${judul}" selesai. Tinjau: ${tautan}\nSetujui dan terbitkan dengan satu klik: ${setujui}`, data, true),
        );
      }
      for (const p of await penggunaById(tx, e.rekaman.pemilikId)) {
        pesan.push(...keDuaSaluran(p, "diperiksa", `QC/QE selesai: ${judul}`, `QC/QE metadata "${judul}" selesai; metadata kini ditinjau Walidata.`, data));
      }
      break;
    case "ditolak":
      for (const p of await penggunaById(tx, e.rekaman.pemilikId)) {
        pesan.push(...keDuaSaluran(p, "ditolak", `Metadata ditolak: ${judul}`, `Metadata "${judul}" ditolak oleh ${e.aktor.peran}. Alasan: ${e.catatan ?? "-"}\nLihat alasan dan perbaiki di ${tautan}#alasan-penolakan`, data));
      }
      break;
    case "dipublikasikan":
      for (const p of await penggunaById(tx, e.rekaman.pemilikId)) {
        pesan.push(...keDuaSaluran(p, "dipublikasikan", `Metadata diterbitkan: ${judul}`, `Metadata "${judul}" telah disetujui dan diterbitkan: ${dasar}/katalog/${id}`, data));
      }
      break;
  }
  await antrekanPesan(tx, pesan);
}
