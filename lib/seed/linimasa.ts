import type { StatusMetadata } from "@/lib/metadata/kode";
import { hariWib, waktuWib } from "@/lib/waktu/wib";
import type { Acak } from "./prng";

/** When one quality document was saved as a draft, submitted for signature and signed (as far as it got). */
export type LangkahDokumen = { simpan: number; ajukan?: number; tandatangani?: number };

/** How far the checking of a record in QCQE_PROCESS has got. */
export type TahapPeriksa = "belum" | "draf-qc" | "qc-diajukan" | "qc-ditandatangani";

/**
 * Everything that happened to one record, in ms since the epoch: what the workflow and the quality services would
 * have written (docs/workflow.md). Every moment falls in office hours (08.00–16.00 WIB) on a weekday.
 */
export type Linimasa = {
  dibuat: number;
  /** Saves of the draft after its creation (each a new version). */
  ubah: number[];
  ajukan?: number;
  qc?: LangkahDokumen;
  qe?: LangkahDokumen;
  qa?: LangkahDokumen;
  selesaiPeriksa?: number;
  setujui?: number;
  privatkan?: number;
  /** A rejection: by the checker during QC/QE (with draft QC/QE), or by the Walidata's signed QA. */
  tolak?: { waktu: number; oleh: "pemeriksa" | "walidata" };
};

const JAM_BUKA = 8 * 3600;
const JAM_TUTUP = 16 * 3600;

/** Mon–Fri; day 0 (1970-01-01) was a Thursday. */
const hariKerja = (hari: number) => (hari + 4) % 7 >= 1 && (hari + 4) % 7 <= 5;

/** The working day `n` working days after `hari` (n = 0: `hari` itself, or the next working day). */
function hariKerjaKe(hari: number, n: number): number {
  let h = hari;
  while (!hariKerja(h)) h++;
  for (let i = 0; i < n; i++) {
    h++;
    while (!hariKerja(h)) h++;
  }
  return h;
}

/** A moment in office hours `hariMin`–`hariMaks` working days after `t`, and strictly after it. */
function setelah(acak: Acak, t: number, hariMin: number, hariMaks: number): number {
  let hari = hariKerjaKe(hariWib(t), acak.int(hariMin, hariMaks));
  let mulai = hari === hariWib(t) ? Math.max(JAM_BUKA, Math.floor((t - waktuWib(hari, 0)) / 1000) + 60) : JAM_BUKA;
  if (mulai >= JAM_TUTUP - 60) {
    hari = hariKerjaKe(hari + 1, 0);
    mulai = JAM_BUKA;
  }
  return waktuWib(hari, acak.int(mulai, JAM_TUTUP - 1));
}

/** A few minutes later: the next step of the same sitting. */
const sebentar = (acak: Acak, t: number, min: number, maks: number) => t + acak.int(min * 60, maks * 60) * 1000;

/** Draft, submit and sign one document in one sitting starting at `mulai`. */
function dokumenDitandatangani(acak: Acak, mulai: number): Required<LangkahDokumen> {
  const simpan = mulai;
  const ajukan = sebentar(acak, simpan, 3, 25);
  return { simpan, ajukan, tandatangani: sebentar(acak, ajukan, 2, 15) };
}

/** QC then QE, signed on the morning of working day `hari`, and the checker closing QC/QE. */
function periksaLengkap(acak: Acak, hari: number): Pick<Linimasa, "qc" | "qe" | "selesaiPeriksa"> {
  const qc = dokumenDitandatangani(acak, waktuWib(hari, JAM_BUKA + acak.int(0, 3600)));
  const qe = dokumenDitandatangani(acak, sebentar(acak, qc.tandatangani, 5, 30));
  return { qc, qe, selesaiPeriksa: sebentar(acak, qe.tandatangani, 2, 15) };
}

/** The QA sitting of the Walidata and the workflow decision its signature carries (seconds later). */
function tinjau(acak: Acak, mulai: number): { qa: Required<LangkahDokumen>; keputusan: number } {
  const qa = dokumenDitandatangani(acak, mulai);
  return { qa, keputusan: qa.tandatangani + acak.int(1, 3) * 1000 };
}

/**
 * The history of a record in `status`, from a creation moment. Checking and publication share a working day: the
 * record's citation names that day as its publication date, and QC's "no date in the future" holds on the day of
 * the check only when the check is not earlier.
 */
export function buatLinimasa(acak: Acak, status: StatusMetadata, awal: number): Linimasa {
  const dibuat = setelah(acak, awal, 0, 0);
  const ubah: number[] = [];
  const jumlahUbah = status === "DRAFT" ? acak.int(0, 2) : acak.int(0, 1);
  for (let i = 0, t = dibuat; i < jumlahUbah; i++) ubah.push((t = setelah(acak, t, 0, 10)));
  const l: Linimasa = { dibuat, ubah };
  if (status === "DRAFT") return l;

  const ajukan = setelah(acak, ubah.at(-1) ?? dibuat, 0, 10);
  l.ajukan = ajukan;
  const hariPeriksa = hariKerjaKe(hariWib(ajukan) + 1, acak.int(0, 14));
  switch (status) {
    case "QCQE_PROCESS": {
      const tahap = acak.pilih<TahapPeriksa>(["belum", "draf-qc", "qc-diajukan", "qc-ditandatangani"]);
      if (tahap === "belum") return l;
      const mulai = waktuWib(hariPeriksa, JAM_BUKA + acak.int(0, 5 * 3600));
      if (tahap === "draf-qc") return { ...l, qc: { simpan: mulai } };
      if (tahap === "qc-diajukan") {
        const qc = { simpan: mulai, ajukan: sebentar(acak, mulai, 3, 25) };
        return { ...l, qc, qe: { simpan: sebentar(acak, qc.ajukan, 5, 30) } };
      }
      const qc = dokumenDitandatangani(acak, mulai);
      const qeSimpan = sebentar(acak, qc.tandatangani, 5, 30);
      return { ...l, qc, qe: { simpan: qeSimpan, ajukan: sebentar(acak, qeSimpan, 3, 25) } };
    }
    case "REVIEW":
      return { ...l, ...periksaLengkap(acak, hariPeriksa) };
    case "REJECTED": {
      if (acak.peluang(0.4)) {
        // The checker stops at QC/QE: both drafted, the record sent back with a reason.
        const qc = { simpan: waktuWib(hariPeriksa, JAM_BUKA + acak.int(0, 3 * 3600)) };
        const qe = { simpan: sebentar(acak, qc.simpan, 10, 40) };
        return { ...l, qc, qe, tolak: { waktu: sebentar(acak, qe.simpan, 5, 30), oleh: "pemeriksa" } };
      }
      const periksa = periksaLengkap(acak, hariPeriksa);
      const { qa, keputusan } = tinjau(acak, setelah(acak, periksa.selesaiPeriksa!, 1, 7));
      return { ...l, ...periksa, qa, tolak: { waktu: keputusan, oleh: "walidata" } };
    }
    case "PUBLISHED":
    case "PRIVATE": {
      const periksa = periksaLengkap(acak, hariPeriksa);
      const { qa, keputusan } = tinjau(acak, sebentar(acak, periksa.selesaiPeriksa!, 30, 150));
      const terbit = { ...l, ...periksa, qa, setujui: keputusan };
      return status === "PRIVATE" ? { ...terbit, privatkan: setelah(acak, keputusan, 5, 250) } : terbit;
    }
  }
}

/** Every moment of a history, in order. */
export function semuaWaktu(l: Linimasa): number[] {
  const dok = (d?: LangkahDokumen) => (d ? [d.simpan, d.ajukan, d.tandatangani] : []);
  return [l.dibuat, ...l.ubah, l.ajukan, ...dok(l.qc), ...dok(l.qe), l.selesaiPeriksa, ...dok(l.qa), l.setujui, l.privatkan, l.tolak?.waktu]
    .filter((t): t is number => t !== undefined)
    .sort((a, b) => a - b);
}

const MINGGU = 7 * 86_400_000;

/** The same history moved back by whole weeks (weekdays and hours unchanged) so that it ends before `batas`. */
export function geserSebelum(l: Linimasa, batas: number): Linimasa {
  const akhir = semuaWaktu(l).at(-1)!;
  if (akhir < batas) return l;
  const d = Math.ceil((akhir - batas + 1) / MINGGU) * MINGGU;
  const g = (t: number | undefined) => (t === undefined ? undefined : t - d);
  const gd = (x?: LangkahDokumen) => (x ? { simpan: x.simpan - d, ajukan: g(x.ajukan), tandatangani: g(x.tandatangani) } : undefined);
  return {
    dibuat: l.dibuat - d,
    ubah: l.ubah.map((t) => t - d),
    ajukan: g(l.ajukan),
    qc: gd(l.qc),
    qe: gd(l.qe),
    qa: gd(l.qa),
    selesaiPeriksa: g(l.selesaiPeriksa),
    setujui: g(l.setujui),
    privatkan: g(l.privatkan),
    tolak: l.tolak && { ...l.tolak, waktu: l.tolak.waktu - d },
  };
}
