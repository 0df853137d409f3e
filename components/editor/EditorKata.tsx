"use client";

import { useState } from "react";
import { idBidang, idPesan } from "@/lib/web/editor/galat";
import { Pesan } from "./Bidang";
import { useEditor } from "./konteks";

/**
 * Keywords as chips: Enter or a comma adds the typed word, Backspace in an empty input removes the last one,
 * each chip has its own remove button (reachable with Tab). Duplicates are ignored.
 */
export function EditorKata({ kunci, label, kata, onUbah }: { kunci: string; label: string; kata: string[]; onUbah: (k: string[]) => void }) {
  const [teks, setTeks] = useState("");
  const pesan = useEditor().galat[kunci] ?? [];
  const bantuan = `${idBidang(kunci)}-bantuan`;
  const tambah = () => {
    const baru = teks
      .split(",")
      .map((k) => k.trim())
      .filter((k) => k && !kata.includes(k));
    if (baru.length) onUbah([...kata, ...baru]);
    setTeks("");
  };
  return (
    <div className="ed-bidang">
      {/* A keyword group holds at least one word. */}
      <label htmlFor={idBidang(kunci)}>
        {label}
        <span className="ed-wajib"> (wajib)</span>
      </label>
      {kata.length ? (
        <ul className="ed-chip" aria-label={`${label}: ${kata.length} kata`}>
          {kata.map((k) => (
            <li key={k}>
              {k}
              <button type="button" onClick={() => onUbah(kata.filter((x) => x !== k))} aria-label={`Hapus kata kunci ${k}`}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ed-baris">
        <input
          id={idBidang(kunci)}
          data-kunci={kunci}
          value={teks}
          aria-invalid={pesan.length > 0 || undefined}
          aria-describedby={[bantuan, pesan.length ? idPesan(kunci) : ""].join(" ").trim()}
          onChange={(e) => setTeks(e.target.value)}
          onBlur={tambah}
          onKeyDown={(e) => {
            if (e.key === "Enter" || e.key === ",") {
              e.preventDefault();
              tambah();
            } else if (e.key === "Backspace" && teks === "" && kata.length) onUbah(kata.slice(0, -1));
          }}
        />
        <button type="button" className="tombol-kecil" onClick={tambah}>
          Tambah
        </button>
      </div>
      <Pesan kunci={kunci} bantuan="Ketik kata lalu tekan Enter atau koma. Backspace pada isian kosong menghapus kata terakhir." pesan={pesan} />
    </div>
  );
}
