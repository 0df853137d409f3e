import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server for the e2e run: the app's outbox worker delivers OTP and workflow mail to it, and each
 * message is written as a file so the tests (in other worker processes) can read the code a user would get.
 */
export async function mulaiSmtp(dir: string): Promise<{ port: number; tutup: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, sesi, selesai) {
      const bagian: Buffer[] = [];
      stream.on("data", (b: Buffer) => bagian.push(b));
      stream.on("end", () => {
        const kepada = sesi.envelope.rcptTo.map((r) => r.address).join(",");
        const nama = `${Date.now()}-${String(++n).padStart(4, "0")}.eml`;
        fs.writeFileSync(path.join(dir, nama), `X-Kepada: ${kepada}\r\n${Buffer.concat(bagian).toString("utf8")}`);
        selesai();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const alamat = server.server.address();
  const port = typeof alamat === "object" && alamat ? alamat.port : 0;
  return { port, tutup: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** Messages to `alamat` received after `sejak` (ms), oldest first, as raw text (headers and body). */
export function suratUntuk(dir: string, alamat: string, sejak: number): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => Number(f.split("-")[0]) >= sejak)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((isi) => isi.split("\r\n", 1)[0]!.toLowerCase().includes(alamat.toLowerCase()));
}
