"use client";

import "leaflet/dist/leaflet.css";
import "./peta.css";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { LapisanWms } from "@/lib/web/akses-data";
import type { KotakPeta } from "@/lib/web/peta";
import { batasDari, buatPeta, muatLeaflet, pasKeBatas, tambahKotak, tambahWms } from "./leaflet";
import { useMuatPeta } from "./useMuatPeta";

type Props = {
  tileUrl: string | null;
  atribusi: string;
  kotak: KotakPeta[];
  /** A record's WMS layers to preview over the tiles. */
  wms?: LapisanWms[];
  /** The server-rendered SVG map, shown until (or instead of) the interactive one. */
  children: ReactNode;
};

const TANPA_WMS: LapisanWms[] = [];

/** An interactive map of record boxes over the SVG fallback; Leaflet loads after the page, on demand. */
export function PetaKotak({ tileUrl, atribusi, kotak, wms = TANPA_WMS, children }: Props) {
  const wadah = useRef<HTMLDivElement>(null);
  const pilihan = useMuatPeta();
  // With neither tiles nor a WMS layer the SVG shows all an interactive map would, without loading Leaflet.
  const adaLapisan = tileUrl !== null || wms.length > 0;
  const muat = pilihan.muat && adaLapisan;
  const perluTombol = pilihan.perluTombol && adaLapisan;
  const minta = pilihan.minta;
  const [siap, setSiap] = useState(false);
  const [gagal, setGagal] = useState<string[]>([]);

  useEffect(() => {
    if (!muat || !wadah.current) return;
    let hapus: (() => void) | undefined;
    let batal = false;
    muatLeaflet()
      .then((L) => {
        if (batal || !wadah.current) return;
        const peta = buatPeta(L, wadah.current, { tileUrl, atribusi });
        tambahWms(L, peta, wms, (judul, berhasil) => {
          if (!berhasil && !batal) setGagal((g) => (g.includes(judul) ? g : [...g, judul]));
        });
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
  }, [muat, tileUrl, atribusi, kotak, wms]);

  return (
    <>
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
      <p role="status" className="redup peta-status">
        {gagal.length ? `Layanan peta ${gagal.join(", ")} tidak menjawab; kotak cakupan tetap ditampilkan.` : ""}
      </p>
    </>
  );
}
