"use client";

import { useState } from "react";
import type { StatusSimpan } from "@/lib/web/editor/penjadwal";
import { formatJam } from "@/lib/web/format";

/**
 * The save state (a save pressed or autosave's), announced politely to screen readers. `ringkas`: the copy in
 * the sticky section bar at the top, hidden from screen readers (the one beside the button announces).
 */
export function StatusOtomatis({ status, ringkas = false }: { status: StatusSimpan; ringkas?: boolean }) {
  const teks =
    status.jenis === "menyimpan"
      ? "Menyimpan…"
      : status.jenis === "tersimpan"
        ? `✓ Tersimpan pukul ${formatJam(status.pada)}`
        : status.jenis === "galat"
          ? ringkas
            ? "Gagal menyimpan"
            : `Gagal menyimpan: ${status.pesan}`
          : status.jenis === "menunggu"
            ? "Perubahan belum disimpan"
            : "";
  return (
    <span className={`ed-status${ringkas ? " ed-status-atas" : ""}`} data-jenis={status.jenis} {...(ringkas ? { "aria-hidden": true } : { role: "status", "aria-live": "polite" as const })}>
      {teks}
    </span>
  );
}

/** A stale version: reload (after confirmation, losing local edits) or copy the local text first. */
export function PanelKonflik({ teks }: { teks: string }) {
  const [tersalin, setTersalin] = useState(false);
  return (
    <div className="pesan pesan-galat" role="alert">
      <p>
        <strong>Metadata ini telah diubah oleh orang lain</strong> sejak Anda membukanya. Perubahan Anda belum tersimpan. Salin teks Anda bila masih diperlukan, lalu muat ulang versi terbaru.
      </p>
      <p className="ed-baris">
        <button
          type="button"
          className="tombol-kecil"
          onClick={() => {
            if (window.confirm("Muat ulang versi terbaru? Perubahan Anda di halaman ini akan hilang.")) window.location.reload();
          }}
        >
          Muat ulang versi terbaru
        </button>
        <button type="button" className="tombol-kecil" onClick={() => void navigator.clipboard?.writeText(teks).then(() => setTersalin(true))}>
          {tersalin ? "Teks tersalin" : "Salin teks saya"}
        </button>
      </p>
      <details>
        <summary>Lihat teks saya (JSON)</summary>
        <textarea readOnly rows={10} value={teks} aria-label="Teks metadata Anda" className="ed-salin" />
      </details>
    </div>
  );
}
