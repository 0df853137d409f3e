import fs from "node:fs";
import { pidGrup } from "./cpu";

/** Resident memory (MB) of every process of a process group, from /proc/<pid>/status VmRSS. */
export function rssGrupMB(pgid: number, pids: readonly number[] = pidGrup(pgid)): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      kb += Number(m?.[1] ?? 0);
    } catch {
      // exited
    }
  }
  return kb / 1024;
}

/**
 * Run `f` while sampling the server's resident memory every 25 ms: wall time in seconds and the growth of the
 * peak over the reading just before (MB), with what `f` returned.
 */
export async function ukurPermintaan<T>(pgid: number, f: () => Promise<T>): Promise<{ hasil: T; detik: number; memoriMB: number }> {
  // the group's pids once: listing them spawns ps, too slow to repeat every 25 ms
  const pids = pidGrup(pgid);
  const awal = rssGrupMB(pgid, pids);
  let puncak = awal;
  const jam = setInterval(() => (puncak = Math.max(puncak, rssGrupMB(pgid, pids))), 25);
  const t0 = performance.now();
  try {
    const hasil = await f();
    const detik = (performance.now() - t0) / 1000;
    puncak = Math.max(puncak, rssGrupMB(pgid, pids));
    return { hasil, detik, memoriMB: Math.max(0, puncak - awal) };
  } finally {
    clearInterval(jam);
  }
}
