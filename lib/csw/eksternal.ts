import { AKTOR_PUBLIK } from "@/lib/context";
import { CswError } from "@/lib/csw/exception";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { layaniCswBawaan } from "./layanan";
import { HEADER_CORS, responsPengecualian } from "./respons";

/** An external CSW that does not answer within this time is reported as unavailable. */
const BATAS_WAKTU_MS = 30_000;
const BATAS_PROBE_MS = 5_000;
/** Request headers passed on to the external CSW; nothing else (no cookies, no client addresses). */
const HEADER_DITERUSKAN = ["content-type", "accept", "accept-encoding", "if-none-match", "if-modified-since"];
const HEADER_DIKEMBALIKAN = ["content-type", "content-encoding", "cache-control", "etag", "last-modified", "vary"];

/**
 * CSW_PROVIDER=external: forward the request (query string or body) to CSW_EXTERNAL_URL and stream its answer
 * back unchanged, e.g. a PALAPA node's pycsw. A failure to reach it is a NoApplicableCode report.
 */
export async function teruskanKeEksternal(req: Request): Promise<Response> {
  const e = env();
  const tujuan = new URL(e.CSW_EXTERNAL_URL!);
  const masuk = new URL(req.url);
  for (const [k, v] of masuk.searchParams) tujuan.searchParams.append(k, v);
  const headers = new Headers();
  for (const h of HEADER_DITERUSKAN) {
    const v = req.headers.get(h);
    if (v) headers.set(h, v);
  }
  try {
    const res = await fetch(tujuan, {
      method: req.method === "POST" ? "POST" : "GET",
      headers,
      body: req.method === "POST" ? req.body : undefined,
      redirect: "follow",
      signal: AbortSignal.timeout(BATAS_WAKTU_MS),
      // Node's fetch requires this to stream a request body.
      ...(req.method === "POST" ? { duplex: "half" } : {}),
    } as RequestInit);
    const keluar = new Headers(HEADER_CORS);
    for (const h of HEADER_DIKEMBALIKAN) {
      const v = res.headers.get(h);
      if (v) keluar.set(h, v);
    }
    return new Response(res.body, { status: res.status, headers: keluar });
  } catch (err) {
    console.error("[csw] penyedia eksternal tidak dapat dihubungi", err instanceof Error ? err.message : err);
    return responsPengecualian(new CswError("NoApplicableCode", "Layanan katalog eksternal sedang tidak dapat dihubungi. Silakan coba lagi nanti."));
  }
}

export type StatusCsw = { provider: "builtin" | "external"; healthy: boolean };

/**
 * The CSW component of the admin status (spec 2.8): a real GetCapabilities, through the external provider or the
 * built-in one, healthy when it answers with a csw:Capabilities document in time.
 */
export async function statusCsw(): Promise<StatusCsw> {
  const e = env();
  const provider = e.CSW_PROVIDER;
  const query = "?service=CSW&request=GetCapabilities&sections=ServiceIdentification";
  try {
    let res: Response;
    if (provider === "external") {
      res = await fetch(`${e.CSW_EXTERNAL_URL}${e.CSW_EXTERNAL_URL!.includes("?") ? "&" : "?"}${query.slice(1)}`, { signal: AbortSignal.timeout(BATAS_PROBE_MS) });
    } else {
      const probe = layaniCswBawaan(new Request(`http://internal/csw${query}`), async () => ({ db: await getDb(), actor: AKTOR_PUBLIK }));
      res = await Promise.race([probe, new Promise<never>((_, tolak) => setTimeout(() => tolak(new Error("timeout")), BATAS_PROBE_MS))]);
    }
    const teks = await res.text();
    return { provider, healthy: res.status === 200 && /<(\w+:)?Capabilities[\s>]/.test(teks) && !teks.includes("ExceptionReport") };
  } catch {
    return { provider, healthy: false };
  }
}
