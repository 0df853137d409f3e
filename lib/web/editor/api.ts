import type { StatusMetadata } from "@/lib/metadata/kode";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import type { GalatBidang } from "./galat";

/** The part of the API's record detail the editor keeps. */
export type RekamanTersimpan = { id: string; status: StatusMetadata; versi: number; dokumen: DokumenMetadata };

export type HasilSimpan =
  | { jenis: "ok"; rekaman: RekamanTersimpan; salinanBaru: boolean }
  | { jenis: "tidak_valid"; pesan: string; galat: GalatBidang[] }
  /** Someone else saved a newer version since this page read it. */
  | { jenis: "konflik" }
  | { jenis: "galat"; pesan: string };

const PESAN_JARINGAN = "Tidak dapat menghubungi server. Periksa koneksi Anda, lalu coba lagi.";

async function kirim(url: string, method: string, body: unknown): Promise<{ status: number; data: Record<string, unknown> } | null> {
  try {
    const res = await fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, data };
  } catch {
    return null;
  }
}

function hasil(r: Awaited<ReturnType<typeof kirim>>): HasilSimpan {
  if (!r) return { jenis: "galat", pesan: PESAN_JARINGAN };
  if (r.status === 200 || r.status === 201) return { jenis: "ok", rekaman: r.data as unknown as RekamanTersimpan, salinanBaru: r.status === 201 };
  const pesan = typeof r.data.error === "string" ? r.data.error : `Gagal menyimpan (HTTP ${r.status}).`;
  if (r.status === 400 && Array.isArray(r.data.detail)) {
    const galat = (r.data.detail as { path?: unknown; pesan?: unknown }[]).map((d) => ({ path: String(d.path ?? ""), pesan: String(d.pesan ?? "") }));
    return { jenis: "tidak_valid", pesan, galat };
  }
  if (r.status === 401) return { jenis: "galat", pesan: "Sesi Anda telah berakhir. Masuk kembali di tab lain, lalu simpan lagi (isian Anda tetap di halaman ini)." };
  return { jenis: "galat", pesan };
}

/** POST /api/metadata: a new DRAFT. */
export async function simpanBaru(dokumen: unknown): Promise<HasilSimpan> {
  return hasil(await kirim("/api/metadata", "POST", dokumen));
}

/**
 * PATCH /api/metadata/{id} with the version read. A 409 is a stale version only when the record's version has
 * moved on (other 409s name a state, e.g. a working copy already exists): one GET tells them apart.
 */
export async function simpanUbah(id: string, versi: number, patch: Record<string, unknown>): Promise<HasilSimpan> {
  const r = await kirim(`/api/metadata/${encodeURIComponent(id)}`, "PATCH", { ...patch, versi });
  if (r?.status !== 409) return hasil(r);
  try {
    const kini = (await (await fetch(`/api/metadata/${encodeURIComponent(id)}`, { credentials: "same-origin" })).json()) as { versi?: number };
    if (typeof kini.versi === "number" && kini.versi !== versi) return { jenis: "konflik" };
  } catch {
    // fall through to the server's own message
  }
  return hasil(r);
}
