type Gagal = { ok: false; pesan: string };

/**
 * The `{error}` message of a failed answer with its field details, as the user should read it: each detail is
 * already a sentence naming its field (lib/validation/pesan-galat.ts), so no dotted path is shown.
 */
async function pesanGagal(res: Response): Promise<string> {
  const isi = (await res.json().catch(() => null)) as { error?: string; detail?: { path: string; pesan: string }[] } | null;
  const detail = isi?.detail?.map((d) => d.pesan).join(" ");
  const dasar = isi?.error ?? `Permintaan gagal (HTTP ${res.status}).`;
  if (res.status === 401) return `${dasar} Muat ulang halaman untuk masuk kembali.`;
  return detail ? `${dasar} ${detail}` : dasar;
}

const PESAN_JARINGAN = "Tidak dapat menghubungi server. Periksa koneksi Anda, lalu coba lagi.";

/** Call one of our JSON endpoints from the browser; the `{error}` message of a failure (409s included) as text. */
export async function kirimApi(url: string, metode: string, badan?: unknown): Promise<{ ok: true } | Gagal> {
  try {
    const res = await fetch(url, {
      method: metode,
      headers: badan instanceof FormData || badan === undefined ? undefined : { "content-type": "application/json" },
      body: badan instanceof FormData ? badan : badan === undefined ? undefined : JSON.stringify(badan),
    });
    return res.ok ? { ok: true } : { ok: false, pesan: await pesanGagal(res) };
  } catch {
    return { ok: false, pesan: PESAN_JARINGAN };
  }
}

/** GET one of our JSON endpoints from the browser: its body, or the failure's message. */
export async function ambilJson<T>(url: string): Promise<{ ok: true; data: T } | Gagal> {
  try {
    const res = await fetch(url, { cache: "no-store" });
    return res.ok ? { ok: true, data: (await res.json()) as T } : { ok: false, pesan: await pesanGagal(res) };
  } catch {
    return { ok: false, pesan: PESAN_JARINGAN };
  }
}
