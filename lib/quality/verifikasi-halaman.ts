import "server-only";
import type { DbOrTx } from "@/lib/db/client";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { batasi } from "@/lib/ratelimit";
import { verifikasiTokenBernomor, type AlasanTidakSah, type HasilVerifikasi } from "./verifikasi";

export type HasilHalaman = (HasilVerifikasi & { nomor: string }) | { valid: false; alasan: AlasanTidakSah | "batas" };

/**
 * What /verifikasi/{token} shows: the same check as GET /api/verify/{token} (plus the printed document number), under the same per-IP limit (the
 * page must not be an unlimited way around it), with the reason when not valid.
 */
export async function verifikasiUntukHalaman(db: () => Promise<DbOrTx>, token: string, headers: Headers): Promise<HasilHalaman> {
  const { berhasil } = await batasi("verify", ipKlienTepercaya(new Request("http://lokal/", { headers })));
  if (!berhasil) return { valid: false, alasan: "batas" };
  return verifikasiTokenBernomor(await db(), token);
}
