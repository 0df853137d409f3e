import type { Transporter } from "nodemailer";
import { env, modeLokal } from "@/lib/env";
import { JALUR_KOTAK_SURAT } from "./pengiriman";

const holder = globalThis as unknown as { __geokatalogSmtp?: { url: string; t: Transporter } };

/** The SMTP transport from SMTP_URL (nodemailer URL syntax, e.g. smtps://user:pass@host:465), or null when unset. */
export async function transportSmtp(): Promise<Transporter | null> {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (holder.__geokatalogSmtp?.url === url) return holder.__geokatalogSmtp.t;
  const nodemailer = await import("nodemailer");
  // Bounded waits: a hung mail server must not hold a worker (or the status check) for minutes.
  const t = nodemailer.createTransport(url, { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 } as never);
  holder.__geokatalogSmtp = { url, t };
  return t;
}

export async function kirimEmail(p: { kepada: string; subjek: string; teks: string }): Promise<void> {
  const t = await transportSmtp();
  if (!t) throw new Error("SMTP_URL belum diatur");
  await t.sendMail({ from: env().MAIL_FROM, to: p.kepada, subject: p.subjek, text: p.teks });
}

/** Spec 2.8 `smtp`: really open a connection and authenticate (nodemailer `verify`). */
export async function periksaSmtp(): Promise<{ connected: boolean; detail: string }> {
  const t = await transportSmtp();
  if (!t) {
    // The demo's Admin reads "not connected" on the status page: say where the mail went instead.
    const lokal = modeLokal() ? ` Surat dikirim ke kotak surat lokal (${JALUR_KOTAK_SURAT}).` : "";
    return { connected: false, detail: `SMTP_URL belum diatur.${lokal}` };
  }
  try {
    await t.verify();
    return { connected: true, detail: "Server SMTP dapat dihubungi dan menerima autentikasi." };
  } catch (err) {
    return { connected: false, detail: `Server SMTP tidak dapat dihubungi: ${ringkasGalat(err)}` };
  }
}

/** An error's message without credentials that a URL may carry. */
export function ringkasGalat(err: unknown): string {
  const teks = err instanceof Error ? err.message : String(err);
  return teks.replace(/\/\/[^@/\s]*@/g, "//***@").slice(0, 300);
}
