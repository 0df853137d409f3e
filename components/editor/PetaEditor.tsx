"use client";

import "leaflet/dist/leaflet.css";
import "@/components/peta/peta.css";
import type * as Leaflet from "leaflet";
import { useEffect, useRef, useState } from "react";
import { buatPeta, muatLeaflet, pasKeBatas, type L } from "@/components/peta/leaflet";

type Kotak = { barat: number; timur: number; selatan: number; utara: number };
const bulat = (n: number) => String(Math.round(n * 10_000) / 10_000);

/**
 * The bbox on a map, drawn by dragging (mouse, pen or touch) after pressing the button. Reuses the public
 * site's Leaflet helpers; the public IsianWilayah keeps its own state for a GET form, so it cannot drive this
 * form. The four number fields next to it remain the keyboard way in.
 */
export function PetaEditor({ kotak, tileUrl, atribusi, onGambar }: { kotak: Kotak | null; tileUrl: string | null; atribusi: string; onGambar: (k: Record<keyof Kotak, string>) => void }) {
  const wadah = useRef<HTMLDivElement>(null);
  const peta = useRef<{ L: L; peta: Leaflet.Map; berhenti: () => void; kotak?: Leaflet.Rectangle } | null>(null);
  const [siap, setSiap] = useState(false);
  const [gambar, setGambar] = useState(false);

  useEffect(() => {
    let batal = false;
    muatLeaflet()
      .then((L) => {
        if (batal || !wadah.current) return;
        const p = buatPeta(L, wadah.current, { tileUrl, atribusi });
        peta.current = { L, peta: p, berhenti: pasKeBatas(p, wadah.current, L.latLngBounds([-11, 95], [6, 141]), 8) };
        setSiap(true);
      })
      .catch(() => {});
    return () => {
      batal = true;
      peta.current?.berhenti();
      peta.current?.peta.remove();
      peta.current = null;
    };
  }, [tileUrl, atribusi]);

  useEffect(() => {
    const p = peta.current;
    if (!p || !siap) return;
    if (!kotak) {
      p.kotak?.remove();
      p.kotak = undefined;
      return;
    }
    const b = p.L.latLngBounds([kotak.selatan, kotak.barat], [kotak.utara, kotak.timur]);
    if (p.kotak) p.kotak.setBounds(b);
    else
      p.kotak = p.L.rectangle(b, { color: "#b3261e", weight: 2, interactive: false })
        .bindTooltip("Kotak batas metadata ini", { permanent: true, direction: "center", className: "peta-label", opacity: 1 })
        .addTo(p.peta);
  }, [kotak, siap]);

  useEffect(() => {
    const p = peta.current;
    const el = wadah.current;
    if (!p || !el || !gambar) return;
    p.peta.dragging.disable();
    let mulai: Leaflet.LatLng | undefined;
    const titik = (e: PointerEvent) => p.peta.mouseEventToLatLng(e as unknown as MouseEvent);
    const tulis = (a: Leaflet.LatLng, b: Leaflet.LatLng) =>
      onGambar({
        utara: bulat(Math.min(90, Math.max(a.lat, b.lat))),
        selatan: bulat(Math.max(-90, Math.min(a.lat, b.lat))),
        timur: bulat(Math.min(180, Math.max(a.lng, b.lng))),
        barat: bulat(Math.max(-180, Math.min(a.lng, b.lng))),
      });
    const turun = (e: PointerEvent) => {
      if ((e.target as Element).closest(".leaflet-control")) return;
      mulai = titik(e);
      el.setPointerCapture(e.pointerId);
      e.preventDefault();
    };
    const gerak = (e: PointerEvent) => mulai && tulis(mulai, titik(e));
    const naik = (e: PointerEvent) => {
      if (!mulai) return;
      tulis(mulai, titik(e));
      mulai = undefined;
      setGambar(false);
    };
    el.addEventListener("pointerdown", turun);
    el.addEventListener("pointermove", gerak);
    el.addEventListener("pointerup", naik);
    return () => {
      el.removeEventListener("pointerdown", turun);
      el.removeEventListener("pointermove", gerak);
      el.removeEventListener("pointerup", naik);
      p.peta.dragging.enable();
    };
  }, [gambar, onGambar]);

  return (
    <div>
      <div className={gambar ? "peta peta-gambar" : "peta"}>
        {/* A region, not an image: Leaflet puts focusable zoom controls inside, and an image may not contain controls. */}
        <div ref={wadah} className="peta-leaflet" aria-label="Peta kotak batas" role="region" />
      </div>
      {siap ? (
        <button type="button" className="tombol-kecil" aria-pressed={gambar} onClick={() => setGambar(!gambar)}>
          {gambar ? "Batal menggambar" : "Gambar kotak di peta"}
        </button>
      ) : null}
    </div>
  );
}
