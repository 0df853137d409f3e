/** What an autosave run reports to the page. */
export type StatusSimpan = { jenis: "diam" } | { jenis: "menunggu" } | { jenis: "menyimpan" } | { jenis: "tersimpan"; pada: Date } | { jenis: "galat"; pesan: string };

export type OpsiPenjadwal = {
  /** Quiet time after the last change before saving. */
  jedaMs: number;
  /** Saves the current state; resolves when done, throws (with an Indonesian message) on failure. */
  simpan: () => Promise<void>;
  /** Whether the current state may be saved now (valid document, no conflict shown). */
  bolehSimpan: () => boolean;
  padaStatus: (s: StatusSimpan) => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (h: unknown) => void;
  sekarang?: () => Date;
};

/**
 * Debounced autosave that never overlaps requests: a change restarts the wait; a change during a save waits for
 * that save to finish and then for the quiet time again, so the last state is always the one saved.
 */
export function buatPenjadwalSimpan(o: OpsiPenjadwal) {
  const pasang = o.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const lepas = o.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  const sekarang = o.sekarang ?? (() => new Date());
  let pewaktu: unknown = null;
  let berjalan = false;
  let adaPerubahan = false;
  let berhenti = false;

  const jadwalkan = () => {
    if (pewaktu !== null) lepas(pewaktu);
    pewaktu = pasang(jalankan, o.jedaMs);
  };

  async function jalankan() {
    pewaktu = null;
    if (berhenti || berjalan || !adaPerubahan) return;
    if (!o.bolehSimpan()) {
      o.padaStatus({ jenis: "diam" });
      return;
    }
    berjalan = true;
    adaPerubahan = false;
    o.padaStatus({ jenis: "menyimpan" });
    try {
      await o.simpan();
      o.padaStatus({ jenis: "tersimpan", pada: sekarang() });
    } catch (err) {
      o.padaStatus({ jenis: "galat", pesan: err instanceof Error ? err.message : String(err) });
    } finally {
      berjalan = false;
      if (adaPerubahan && !berhenti) jadwalkan();
    }
  }

  return {
    /** The form changed. */
    ubah() {
      if (berhenti) return;
      adaPerubahan = true;
      if (berjalan) return; // rescheduled when the running save ends
      o.padaStatus({ jenis: "menunggu" });
      jadwalkan();
    },
    /** An explicit save happened: nothing is pending any more. */
    tandaiTersimpan() {
      adaPerubahan = false;
      if (pewaktu !== null) lepas(pewaktu);
      pewaktu = null;
    },
    sedangMenyimpan: () => berjalan,
    hentikan() {
      berhenti = true;
      if (pewaktu !== null) lepas(pewaktu);
      pewaktu = null;
    },
  };
}
export type PenjadwalSimpan = ReturnType<typeof buatPenjadwalSimpan>;
