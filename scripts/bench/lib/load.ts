import { performance } from "node:perf_hooks";

export type HasilBeban = { nama: string; jumlah: number; gagal: number; p50: number; p99: number; rps: number };

/**
 * Send `jumlah` GET requests from `klien` concurrent clients (each waits for its answer before the next),
 * URLs taken in turn from `url(i)`. Latency is time to the full body.
 */
export async function jalankanBeban(nama: string, url: (i: number) => string, opsi: { jumlah: number; klien: number }): Promise<HasilBeban> {
  const latensi: number[] = [];
  let gagal = 0;
  let berikut = 0;
  const mulai = performance.now();
  const klien = async () => {
    while (berikut < opsi.jumlah) {
      const i = berikut++;
      const t0 = performance.now();
      try {
        const res = await fetch(url(i));
        await res.arrayBuffer();
        if (res.status >= 400) gagal++;
      } catch {
        gagal++;
      }
      latensi.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opsi.klien }, klien));
  const durasi = (performance.now() - mulai) / 1000;
  latensi.sort((a, b) => a - b);
  const persentil = (p: number) => latensi[Math.min(latensi.length - 1, Math.floor((p / 100) * latensi.length))] ?? NaN;
  return { nama, jumlah: opsi.jumlah, gagal, p50: persentil(50), p99: persentil(99), rps: opsi.jumlah / durasi };
}

/** Print rows as an aligned plain-text table. */
export function cetakTabel(kepala: string[], baris: (string | number)[][]): void {
  const sel = [kepala, ...baris.map((b) => b.map(String))];
  const lebar = kepala.map((_, k) => Math.max(...sel.map((b) => (b[k] ?? "").length)));
  const garis = (b: string[]) => "| " + b.map((v, k) => v.padEnd(lebar[k]!)).join(" | ") + " |";
  console.log(garis(kepala));
  console.log("|" + lebar.map((l) => "-".repeat(l + 2)).join("|") + "|");
  for (const b of sel.slice(1)) console.log(garis(b));
}
