import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type SuratDiterima = { dari: string; kepada: string[]; mentah: string };

/** A real SMTP server on loopback that keeps every message it receives (no TLS, no auth). */
export async function mulaiSmtpUji(): Promise<{ port: number; surat: SuratDiterima[]; tutup: () => Promise<void> }> {
  const surat: SuratDiterima[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, selesai) {
      const bagian: Buffer[] = [];
      stream.on("data", (b: Buffer) => bagian.push(b));
      stream.on("end", () => {
        surat.push({
          dari: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          kepada: session.envelope.rcptTo.map((r) => r.address),
          mentah: Buffer.concat(bagian).toString("utf8"),
        });
        selesai();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const port = (server.server.address() as AddressInfo).port;
  return { port, surat, tutup: () => new Promise((ok) => server.close(() => ok())) };
}

export type PesanWaDiterima = { to: string; text: string; authorization: string | undefined };

/** A local HTTP server standing in for the WA gateway; numbers in `gagalUntuk` get HTTP 500, `sehat=false` fails /health. */
export async function mulaiGatewayWaUji(): Promise<{ url: string; pesan: PesanWaDiterima[]; gagalUntuk: Set<string>; atur: { sehat: boolean }; tutup: () => Promise<void> }> {
  const pesan: PesanWaDiterima[] = [];
  const gagalUntuk = new Set<string>();
  const atur = { sehat: true };
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && req.url === "/health") {
      res.writeHead(atur.sehat ? 200 : 503).end();
      return;
    }
    if (req.method !== "POST" || req.url !== "/messages") {
      res.writeHead(404).end();
      return;
    }
    let teks = "";
    req.on("data", (b: Buffer) => (teks += b.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(teks) as { to: string; text: string };
      if (gagalUntuk.has(body.to)) {
        res.writeHead(500).end();
        return;
      }
      pesan.push({ ...body, authorization: req.headers.authorization });
      res.writeHead(202, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, pesan, gagalUntuk, atur, tutup: () => new Promise((ok) => server.close(() => ok())) };
}

/** The decoded text of a received e-mail (nodemailer sends quoted-printable for non-ASCII text). */
export function teksSurat(mentah: string): string {
  const badan = mentah.slice(mentah.indexOf("\r\n\r\n") + 4);
  return badan.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
