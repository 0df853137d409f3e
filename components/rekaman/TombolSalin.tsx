"use client";

import { useState, useSyncExternalStore } from "react";

const tanpaLangganan = () => () => {};

/**
 * "Salin tautan": shown only once JavaScript runs (the clipboard needs it); without it the URL stays readable
 * and selectable in the field beside it.
 */
export function TombolSalin({ teks }: { teks: string }) {
  // False in the server's HTML, true after hydration where the clipboard exists (only secure contexts have it).
  const siap = useSyncExternalStore(tanpaLangganan, () => Boolean(navigator.clipboard), () => false);
  const [pesan, setPesan] = useState("");
  if (!siap) return null;
  return (
    <>
      <button
        type="button"
        className="tombol-kecil"
        onClick={() =>
          navigator.clipboard.writeText(teks).then(
            () => setPesan("Tautan disalin."),
            () => setPesan("Tautan tidak dapat disalin; salin dari kotak di samping."),
          )
        }
      >
        Salin tautan
      </button>
      <span role="status" className="redup">
        {pesan}
      </span>
    </>
  );
}
