"use client";

import { useState, useSyncExternalStore } from "react";

const tanpaLangganan = () => () => {};

type Props = {
  teks: string;
  /** The button's visible text. */
  label?: string;
  /** The accessible name when several copy buttons share a visible text; it must contain `label`. */
  nama?: string;
  berhasil?: string;
};

/**
 * A copy-to-clipboard button ("Salin tautan", "Tambah ke QGIS"): shown only once JavaScript runs (the clipboard
 * needs it); without it the text stays readable and selectable beside it.
 */
export function TombolSalin({ teks, label = "Salin tautan", nama, berhasil = "Tautan disalin." }: Props) {
  // False in the server's HTML, true after hydration where the clipboard exists (only secure contexts have it).
  const siap = useSyncExternalStore(tanpaLangganan, () => Boolean(navigator.clipboard), () => false);
  const [pesan, setPesan] = useState("");
  if (!siap) return null;
  return (
    <>
      <button
        type="button"
        className="tombol-kecil"
        aria-label={nama}
        onClick={() =>
          navigator.clipboard.writeText(teks).then(
            () => setPesan(berhasil),
            () => setPesan("Tidak dapat menyalin; salin alamatnya dari teks di dekatnya."),
          )
        }
      >
        {label}
      </button>
      <span role="status" className="redup">
        {pesan}
      </span>
    </>
  );
}
