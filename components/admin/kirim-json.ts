/** The outcome of a JSON call from an admin form: the data, or the `{error}` message and field details. */
export type HasilKirim<T> = { ok: true; data: T } | { ok: false; status: number; pesan: string; detail: Record<string, string> };

/** Call one of our JSON endpoints from the browser; the cookie goes along (same origin). */
export async function kirimJson<T>(url: string, metode: "GET" | "POST" | "PATCH", body?: unknown): Promise<HasilKirim<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: metode,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, pesan: "Tidak dapat menghubungi server. Periksa koneksi Anda.", detail: {} };
  }
  const isi: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, data: isi as T };
  const g = (isi ?? {}) as { error?: string; detail?: { path: string; pesan: string }[] };
  const detail = Object.fromEntries((g.detail ?? []).map((d) => [d.path, d.pesan]));
  return { ok: false, status: res.status, pesan: g.error ?? `Permintaan gagal (HTTP ${res.status}).`, detail };
}
