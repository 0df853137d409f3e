"use client";

import "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { KotakPeta } from "@/lib/web/peta";
import { batasDari, buatPeta, muatLeaflet, pasKeBatas, tambahKotak } from "./leaflet";
import { useMuatPeta } from "./useMuatPeta";

type Props = {
  tileUrl: string | null;
  atribusi: string;
  kotak: KotakPeta[];
  /** The server-rendered SVG map, shown until (or instead of) the interactive one. */
  children: ReactNode;
};

/** An interactive map of record boxes over the SVG fallback; Leaflet loads after the page, on demand. */
export function PetaKotak({ tileUrl, atribusi, kotak, children }: Props) {
  const wadah = useRef<HTMLDivElement>(null);
  const pilihan = useMuatPeta();
  // Without tiles the SVG (with its province outlines) shows more than an empty interactive map would.
  const muat = pilihan.muat && tileUrl !== null;
  const perluTombol = pilihan.perluTombol && tileUrl !== null;
  const minta = pilihan.minta;
  const [siap, setSiap] = useState(false);

  useEffect(() => {
    if (!muat || !wadah.current) return;
    let hapus: (() => void) | undefined;
    let batal = false;
    muatLeaflet()
      .then((L) => {
        if (batal || !wadah.current) return;
        const peta = buatPeta(L, wadah.current, { tileUrl, atribusi });
        const grup = tambahKotak(L, peta, kotak);
        const batas = kotak.length ? grup.getBounds() : batasDari(L, { barat: 95, timur: 141, selatan: -11, utara: 6 });
        const berhenti = pasKeBatas(peta, wadah.current, batas, 16);
        hapus = () => {
          berhenti();
          peta.remove();
        };
        setSiap(true);
      })
      // Without Leaflet the SVG map simply stays.
      .catch(() => {});
    return () => {
      batal = true;
      hapus?.();
    };
  }, [muat, tileUrl, atribusi, kotak]);

  return (
    <div className="peta">
      <div className="peta-isi" hidden={siap}>
        {children}
      </div>
      <div ref={wadah} className="peta-leaflet" hidden={!muat} />
      {perluTombol ? (
        <button type="button" className="tombol-kecil peta-muat" onClick={minta}>
          Tampilkan peta interaktif
        </button>
      ) : null}
    </div>
  );
}
