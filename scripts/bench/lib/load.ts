import { performance } from "node:perf_hooks";

export type HasilBeban = {
  nama: string;
  jumlah: number;
  gagal: number;
  p50: number;
  p99: number;
  rps: number;
  /** Time to the first body byte. */
  pertamaP50: number;
  pertamaP99: number;
};

/** A GET URL, or a URL with its request (a POST with an XML body). */
export type Permintaan = string | { url: string; init: RequestInit };

/**
 * Send `jumlah` requests from `klien` concurrent clients (each waits for its answer before the next), taken in
 * turn from `permintaan(i)`. Latency is time to the full body; the time to the first body byte is kept too.
 */
export async function jalankanBeban(nama: string, permintaan: (i: number) => Permintaan, opsi: { jumlah: number; klien: number }): Promise<HasilBeban> {
  const latensi: number[] = [];
  const pertama: number[] = [];
  let gagal = 0;
  let berikut = 0;
  const mulai = performance.now();
  const klien = async () => {
    while (berikut < opsi.jumlah) {
      const p = permintaan(berikut++);
      const t0 = performance.now();
      try {
        const res = typeof p === "string" ? await fetch(p) : await fetch(p.url, p.init);
        const reader = res.body!.getReader();
        let t1 = 0;
        for (;;) {
          const { done } = await reader.read();
          if (!t1) t1 = performance.now() - t0;
          if (done) break;
        }
        pertama.push(t1);
        if (res.status >= 400) gagal++;
      } catch {
        gagal++;
      }
      latensi.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opsi.klien }, klien));
  const durasi = (performance.now() - mulai) / 1000;
  return { nama, jumlah: opsi.jumlah, gagal, p50: persentil(latensi, 50), p99: persentil(latensi, 99), rps: opsi.jumlah / durasi, pertamaP50: persentil(pertama, 50), pertamaP99: persentil(pertama, 99) };
}

function persentil(xs: number[], p: number): number {
  const urut = [...xs].sort((a, b) => a - b);
  return urut[Math.min(urut.length - 1, Math.floor((p / 100) * urut.length))] ?? NaN;
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

/**
 * Rise over the whole series of the least-squares line through equally spaced samples. A leak is a trend;
 * RSS also swings by 100+ MB with V8's collections, so one sample at each end says little.
 */
export function kenaikanGaris(deret: number[]): number {
  const n = deret.length;
  if (n < 2) return 0;
  const rx = (n - 1) / 2;
  const ry = deret.reduce((a, b) => a + b, 0) / n;
  const kemiringan = deret.reduce((a, y, i) => a + (i - rx) * (y - ry), 0) / deret.reduce((a, _, i) => a + (i - rx) ** 2, 0);
  return kemiringan * (n - 1);
}
