import crypto from "node:crypto";
import { NextRequest } from "next/server";
import { hashKataSandi } from "@/lib/auth/kata-sandi";
import type { Db } from "@/lib/db/client";
import { organisasi, pengguna } from "@/lib/db/schema";
import type { PeranPengguna } from "@/lib/metadata/kode";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * The app's limits and caches for this file: in the real Redis when the run has one (`npm run test:pg` sets
 * TEST_REDIS_URL; vitest.config.ts), under a prefix of its own so test files and parallel runs never share
 * counters; otherwise (`npm test`, no services) in the in-process stores a single instance without REDIS_URL
 * uses. Call before the first request of a file (the environment is read lazily).
 */
export function pakaiRedisUji(): string {
  const prefix = `gk-uji-${crypto.randomBytes(5).toString("hex")}`;
  if (process.env.TEST_REDIS_URL) process.env.REDIS_URL = process.env.TEST_REDIS_URL;
  else delete process.env.REDIS_URL;
  process.env.REDIS_PREFIX = prefix;
  return prefix;
}

/** A browser's cookie store, enough for our cookies: name=value, removed by Max-Age=0. */
export class CookieJar {
  readonly isi = new Map<string, string>();
  simpan(res: Response): void {
    for (const baris of res.headers.getSetCookie()) {
      const [pasangan, ...atribut] = baris.split(";");
      const i = pasangan!.indexOf("=");
      const nama = pasangan!.slice(0, i).trim();
      const nilai = pasangan!.slice(i + 1).trim();
      const hapus = nilai === "" || atribut.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (hapus) this.isi.delete(nama);
      else this.isi.set(nama, nilai);
    }
  }
  header(): string {
    return [...this.isi].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  salin(): CookieJar {
    const j = new CookieJar();
    for (const [k, v] of this.isi) j.isi.set(k, v);
    return j;
  }
}

export type Permintaan = {
  method?: string;
  body?: unknown;
  params?: Record<string, string>;
  jar?: CookieJar;
  headers?: Record<string, string>;
  ip?: string;
};

export type Jawaban<T> = { status: number; headers: Headers; body: T };

/** Call a route handler as Next would, with JSON body, cookies from (and back into) the jar, and a client IP. */
export async function kirim<T = Record<string, unknown>>(handler: Handler, path: string, p: Permintaan = {}): Promise<Jawaban<T>> {
  const headers = new Headers(p.headers);
  if (p.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (p.jar?.isi.size) headers.set("cookie", p.jar.header());
  headers.set("x-forwarded-for", p.ip ?? "10.0.0.1");
  const req = new NextRequest(new URL(path, "http://localhost"), {
    method: p.method ?? (p.body === undefined ? "GET" : "POST"),
    headers,
    body: p.body === undefined ? undefined : typeof p.body === "string" ? p.body : JSON.stringify(p.body),
  });
  const res = await handler(req, { params: Promise.resolve(p.params ?? {}) });
  p.jar?.simpan(res);
  const teks = await res.text();
  const json = (res.headers.get("content-type") ?? "").includes("json") && teks;
  return { status: res.status, headers: res.headers, body: (json ? JSON.parse(teks) : teks) as T };
}

export const KATA_SANDI_UJI = "Rahasia#Uji2026";
let hashUji: Promise<string> | undefined;

export type AkunUji = { id: string; email: string; peran: PeranPengguna; organisasiId: string };

export async function buatOrganisasi(db: Db, kode: string, opsi: { allowLintasOrgReviewer?: boolean } = {}) {
  const [o] = await db.insert(organisasi).values({ kode, nama: `Organisasi ${kode}`, ...opsi }).returning();
  return o!;
}

/** A user with the shared test password (hashed once per file). */
export async function buatAkun(db: Db, peran: PeranPengguna, organisasiId: string, kunci: string, opsi: Partial<typeof pengguna.$inferInsert> = {}): Promise<AkunUji> {
  hashUji ??= hashKataSandi(KATA_SANDI_UJI);
  const email = `${kunci.toLowerCase()}@uji.geokatalog.example`;
  const [u] = await db
    .insert(pengguna)
    .values({ namaLengkap: `Pengguna ${kunci}`, email, passwordHash: await hashUji, peran, organisasiId, ...opsi })
    .returning({ id: pengguna.id });
  return { id: u!.id, email, peran, organisasiId };
}

/** A jar holding a fresh session cookie for the user, without going through the login endpoint. */
export async function jarUntuk(db: Db, akun: { id: string }): Promise<CookieJar> {
  const { buatSesi } = await import("@/lib/auth/sesi");
  const { COOKIE_SESI } = await import("@/lib/http/cookie");
  const s = await buatSesi(db, akun.id);
  const jar = new CookieJar();
  jar.isi.set(COOKIE_SESI, s.token);
  return jar;
}
