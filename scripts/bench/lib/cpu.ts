import { execFileSync } from "node:child_process";
import fs from "node:fs";

const TIK_PER_DETIK = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
const BYTE_HALAMAN = Number(execFileSync("getconf", ["PAGESIZE"], { encoding: "utf8" }).trim()) || 4096;

/** Processes of a process group (the server started with `detached`). */
export function pidGrup(pgid: number): number[] {
  const out = execFileSync("ps", ["-o", "pid=", "-g", String(pgid)], { encoding: "utf8" });
  return out.split("\n").map((s) => Number(s.trim())).filter((n) => n > 0);
}

/** CPU time (ms, user + system) each process has used so far, from /proc; processes already gone are left out. */
export function waktuCpu(pids: readonly number[]): Map<number, number> {
  const hasil = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after "(comm) ": state is the 3rd field of stat, utime and stime the 14th and 15th.
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      hasil.set(pid, ((Number(f[11]) + Number(f[12])) * 1000) / TIK_PER_DETIK);
    } catch {
      // exited
    }
  }
  return hasil;
}

/** CPU used between two readings; a process absent from the first reading started in between and counts whole. */
export function selisihCpu(awal: Map<number, number>, akhir: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of akhir) total += ms - (awal.get(pid) ?? 0);
  return total;
}

/**
 * Resident memory (MiB) of these processes, from /proc/<pid>/statm: read in this process, not by spawning `ps`,
 * which blocked the measuring client ≈ 20 ms per reading (4 s over a 200-page harvest).
 */
export function rssProses(pids: readonly number[]): number {
  let halaman = 0;
  for (const pid of pids) {
    try {
      halaman += Number(fs.readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
    } catch {
      // exited
    }
  }
  return (halaman * BYTE_HALAMAN) / 1024 / 1024;
}

/**
 * Nanoseconds on a CPU of these processes' every thread so far, from /proc/<pid>/task/<tid>/schedstat: fine enough to
 * measure one request, where /proc/<pid>/stat counts in clock ticks (10 ms). Processes already gone are left out.
 */
export function waktuCpuNs(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    let tugas: string[];
    try {
      tugas = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // exited
    }
    for (const tid of tugas) {
      try {
        total += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // thread ended
      }
    }
  }
  return total;
}
