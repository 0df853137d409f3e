import { env, modeLokal, type Env } from "@/lib/env";

export type Saluran = "email" | "wa";

/**
 * How a channel delivers: its configured transport (SMTP, WA gateway); else, in development, tests and the demo,
 * the local mailbox; else not at all (a production instance without the transport).
 */
export type JalurKirim = "smtp" | "gateway" | "lokal" | "tidak_diatur";

export function jalurKirim(saluran: Saluran, e: Env = env()): JalurKirim {
  if (saluran === "email" && e.SMTP_URL) return "smtp";
  if (saluran === "wa" && e.WA_GATEWAY_URL) return "gateway";
  return modeLokal(e) ? "lokal" : "tidak_diatur";
}

/** The variable a channel needs, named in logs and in the error recorded on its messages. */
export const VARIABEL_SALURAN: Record<Saluran, string> = { email: "SMTP_URL", wa: "WA_GATEWAY_URL" };

export const JALUR_KOTAK_SURAT = "/dashboard/admin/kotak-surat";

/** Whether any channel delivers to the local mailbox (the admin navigation links it only then). */
export const kotakSuratAktif = (e: Env = env()): boolean => jalurKirim("email", e) === "lokal" || jalurKirim("wa", e) === "lokal";

/**
 * At server start (instrumentation.ts), one line per channel that cannot deliver normally: in production without
 * its variable, its messages are recorded as failed at once (never retried, logged once per process); in the
 * local mode, where they can be read instead.
 */
export function laporPengirimanSaatMulai(e: Env = env()): void {
  const lokal: string[] = [];
  for (const saluran of ["email", "wa"] as const) {
    const jalur = jalurKirim(saluran, e);
    if (jalur === "lokal") lokal.push(VARIABEL_SALURAN[saluran]);
    if (jalur === "tidak_diatur") {
      console.warn(
        `[pesan] ${VARIABEL_SALURAN[saluran]} belum diatur: ${saluran === "email" ? "e-mail (kode OTP, tautan konfirmasi, kata sandi sementara)" : "pesan WA"} ` +
          "tidak dapat dikirim dan dicatat GAGAL tanpa percobaan ulang.",
      );
    }
  }
  if (lokal.length > 0) {
    console.info(`[pesan] ${lokal.join(" dan ")} belum diatur: pesan dikirim ke kotak surat lokal, baca di ${e.PUBLIC_BASE_URL.replace(/\/$/, "")}${JALUR_KOTAK_SURAT} (Admin).`);
  }
}
