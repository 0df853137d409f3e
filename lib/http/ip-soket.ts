import http from "node:http";
import https from "node:https";
import { env } from "@/lib/env";
import { ipKlien } from "./ip";

/**
 * Header our server hook writes with the TCP peer address of every request, overwriting whatever a client sent.
 * Next's route handlers never see the socket, and Next only fills X-Forwarded-For when the client sent none, so
 * without this hook the "client IP" of a directly exposed server is whatever the client claims.
 */
export const HEADER_IP_SOKET = "x-geokatalog-ip-soket";

const holder = globalThis as unknown as { __gkPencatatSoket?: boolean };

/**
 * Install once per process, at server start (instrumentation.ts `register`), before requests arrive: every
 * incoming request of Node's HTTP(S) servers gets HEADER_IP_SOKET = its socket's remote address.
 */
export function pasangPencatatIpSoket(): void {
  if (holder.__gkPencatatSoket) return;
  holder.__gkPencatatSoket = true;
  for (const Server of [http.Server, https.Server]) {
    const asli = Server.prototype.emit;
    Server.prototype.emit = function (this: http.Server, nama: string | symbol, ...args: unknown[]) {
      if (nama === "request") {
        const req = args[0] as http.IncomingMessage;
        req.headers[HEADER_IP_SOKET] = req.socket?.remoteAddress ?? "";
      }
      return Reflect.apply(asli, this, [nama, ...args]) as boolean;
    } as typeof asli;
  }
}

let sudahDiperingatkan = false;

/**
 * The client IP for per-IP limits. TRUSTED_PROXY=N: the N-th X-Forwarded-For entry from the right (what the
 * outermost trusted proxy saw; entries further left are client-controlled). Unset: the socket address from
 * `pasangPencatatIpSoket`; where that hook is not installed (tests, scripts) the older right-most-entry rule.
 */
export function ipKlienTepercaya(req: Request): string {
  const lompatan = env().TRUSTED_PROXY;
  if (lompatan > 0) {
    const daftar = (req.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    return daftar.at(-lompatan) ?? daftar[0] ?? "tidak-diketahui";
  }
  const soket = req.headers.get(HEADER_IP_SOKET);
  if (soket) return soket;
  if (!sudahDiperingatkan && env().NODE_ENV === "production") {
    sudahDiperingatkan = true;
    console.warn("[ip] pencatat IP soket belum dipasang (instrumentation.ts); alamat klien diambil dari X-Forwarded-For");
  }
  return ipKlien(req);
}
