import crypto from "node:crypto";

export type Hasil = { url: string; mulai: number; ms: number; status: number; teks: string; galat?: string };

/** A request with its timing; a network error is recorded (status 0), never thrown. */
export async function ukur(url: string, init: RequestInit = {}): Promise<Hasil> {
  const mulai = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const teks = await res.text();
    return { url, mulai, ms: Date.now() - mulai, status: res.status, teks };
  } catch (err) {
    const sebab = (err as { cause?: { code?: string } }).cause?.code;
    return { url, mulai, ms: Date.now() - mulai, status: 0, teks: "", galat: sebab ?? String(err) };
  }
}

/** `n` clients requesting `buatUrl()` back to back until `berhenti()` says so; every result is kept. */
export function bebani(n: number, buatUrl: () => { url: string; init?: RequestInit }, berhenti: () => boolean): Promise<Hasil[]> {
  const hasil: Hasil[] = [];
  const klien = async () => {
    while (!berhenti()) {
      const { url, init } = buatUrl();
      hasil.push(await ukur(url, init));
    }
  };
  return Promise.all(Array.from({ length: n }, klien)).then(() => hasil);
}

/** A word no record contains, so a search misses every cache and reaches the database. */
export const kataAcak = () => `kata${crypto.randomBytes(4).toString("hex")}`;

/** Bodies that would show internals: stack frames, driver errors, file paths, failed SQL. */
export const BOCOR = /\bat \S+ \([^)]*:\d+:\d+\)|ECONNREFUSED|CONNECTION_(CLOSED|ENDED)|node_modules|\/work\/|SQLSTATE|Failed query|PostgresError|ReplyError/;
