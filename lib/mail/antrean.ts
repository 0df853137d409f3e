import type { DbOrTx } from "@/lib/db/client";
import { antreanPesan } from "@/lib/db/schema";
import { sandikanIsi } from "./rahasia";

export type PesanKeluar = {
  saluran: "email" | "wa";
  tujuan: string;
  jenis: string;
  subjek?: string;
  isi: string;
  /** The body holds a secret (OTP, confirmation link, password): stored encrypted, blanked once delivered or given up. */
  rahasia?: boolean;
  data?: Record<string, unknown>;
};

/**
 * Queue mail or messages in the caller's transaction (transactional outbox): they exist exactly when the
 * event that caused them commits, and are delivered afterwards with retries, never inside the request.
 */
export async function antrekanPesan(db: DbOrTx, pesan: PesanKeluar | PesanKeluar[]): Promise<void> {
  const daftar = Array.isArray(pesan) ? pesan : [pesan];
  if (daftar.length === 0) return;
  await db.insert(antreanPesan).values(daftar.map((p) => ({ ...p, subjek: p.subjek ?? "", rahasia: p.rahasia ?? false, isi: p.rahasia ? sandikanIsi(p.isi, p) : p.isi })));
}
