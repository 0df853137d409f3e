import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { expect } from "vitest";
import type { Db } from "@/lib/db/client";
import type { CookieJar } from "@/tests/helpers/sesi";

// Tables whose content a hostile request must never change. Sessions are left out: a signed-in request touches
// its own session's last-seen time by design.
const TABEL = ["metadata", "pengguna", "organisasi", "audit_log", "dokumen_kualitas", "antrean_pesan", "token_konfirmasi", "csw_pengaturan", "standar", "referensi"];

/** Row count and an md5 of every row of every guarded table: equal before and after means nothing changed. */
export async function sidikData(db: Db): Promise<Record<string, string>> {
  const hasil: Record<string, string> = {};
  for (const t of TABEL) {
    const r = await db.execute<{ n: string; h: string | null }>(
      sql.raw(`select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${t} t`),
    );
    const baris = (Array.isArray(r) ? r : (r as { rows: { n: string; h: string | null }[] }).rows)[0]!;
    hasil[t] = `${baris.n}:${baris.h}`;
  }
  return hasil;
}

/** A REST error: the status, an Indonesian `{error}` string and nothing that looks like a stack or SQL. */
export function galatRest(j: { status: number; body: unknown }, status: number | number[]): void {
  expect([status].flat()).toContain(j.status);
  const body = j.body as { error?: unknown };
  expect(typeof body.error).toBe("string");
  expect(String(body.error)).not.toMatch(/\n\s*at |node_modules|\bselect\b.*\bfrom\b|syntax error|TypeError/i);
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Call a handler with a raw body (bytes or text) as it arrives on the wire; the JSON answer parsed. */
export async function kirimMentah<T = { error?: string }>(
  handler: Handler,
  path: string,
  opsi: { method?: string; body?: string | Uint8Array; headers?: Record<string, string>; jar?: CookieJar; params?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: T }> {
  const headers = new Headers(opsi.headers);
  if (opsi.jar?.isi.size) headers.set("cookie", opsi.jar.header());
  headers.set("x-forwarded-for", "10.9.9.9");
  const req = new NextRequest(new URL(path, "http://localhost"), { method: opsi.method ?? "POST", headers, body: opsi.body as BodyInit | undefined });
  const res = await handler(req, { params: Promise.resolve(opsi.params ?? {}) });
  const teks = await res.text();
  const json = (res.headers.get("content-type") ?? "").includes("json") && teks;
  return { status: res.status, headers: res.headers, body: (json ? JSON.parse(teks) : teks) as T };
}
