/** Call one of our JSON endpoints from the browser; the `{error}` message of a failure (409s included) as text. */
export async function kirimApi(url: string, metode: string, badan?: unknown): Promise<{ ok: true } | { ok: false; pesan: string }> {
  try {
    const res = await fetch(url, {
      method: metode,
      headers: badan instanceof FormData || badan === undefined ? undefined : { "content-type": "application/json" },
      body: badan instanceof FormData ? badan : badan === undefined ? undefined : JSON.stringify(badan),
    });
    if (res.ok) return { ok: true };
    const isi = (await res.json().catch(() => null)) as { error?: string; detail?: { path: string; pesan: string }[] } | null;
    const detail = isi?.detail?.map((d) => `${d.path}: ${d.pesan}`).join("; ");
    const dasar = isi?.error ?? `Permintaan gagal (HTTP ${res.status}).`;
    if (res.status === 401) return { ok: false, pesan: `${dasar} Muat ulang halaman untuk masuk kembali.` };
    return { ok: false, pesan: detail ? `${dasar} ${detail}` : dasar };
  } catch {
    return { ok: false, pesan: "Tidak dapat menghubungi server. Periksa koneksi Anda, lalu coba lagi." };
  }
}
