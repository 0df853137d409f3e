import { env } from "@/lib/env";

/**
 * The messaging (WA) component: a plain HTTP gateway. Contract (docs/decisions.md): `POST {WA_GATEWAY_URL}/messages`
 * with `{to, text}` and `Authorization: Bearer WA_GATEWAY_TOKEN`, any 2xx is delivered; `GET {WA_GATEWAY_URL}/health`
 * answers 2xx when the gateway is up. Adapting to a vendor's API means changing this file only.
 */
const BATAS_WAKTU_MS = 10_000;

function alamat(jalur: string): string {
  const dasar = env().WA_GATEWAY_URL;
  if (!dasar) throw new Error("WA_GATEWAY_URL belum diatur");
  return `${dasar.replace(/\/$/, "")}${jalur}`;
}

function header(): Record<string, string> {
  const token = env().WA_GATEWAY_TOKEN;
  return { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

export async function kirimWa(p: { kepada: string; teks: string }): Promise<void> {
  const res = await fetch(alamat("/messages"), {
    method: "POST",
    headers: header(),
    body: JSON.stringify({ to: p.kepada, text: p.teks }),
    signal: AbortSignal.timeout(BATAS_WAKTU_MS),
  });
  // Only the status matters: the answer is never read, so it is released instead of waiting in the socket.
  await res.body?.cancel().catch(() => {});
  if (!res.ok) throw new Error(`gateway WA menjawab HTTP ${res.status}`);
}

/** Spec 2.8 `wa`: the gateway answers its health check. */
export async function periksaWa(): Promise<{ connected: boolean }> {
  if (!env().WA_GATEWAY_URL) return { connected: false };
  try {
    const res = await fetch(alamat("/health"), { headers: header(), signal: AbortSignal.timeout(5_000) });
    await res.body?.cancel().catch(() => {});
    return { connected: res.ok };
  } catch {
    return { connected: false };
  }
}
