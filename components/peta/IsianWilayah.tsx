"use client";

import "leaflet/dist/leaflet.css";
import "./peta.css";
import type * as Leaflet from "leaflet";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { KotakPeta } from "@/lib/web/peta";
import { buatPeta, muatLeaflet, pasKeBatas, tambahKotak, type L } from "./leaflet";
import { useMuatPeta } from "./useMuatPeta";

export type NilaiWilayah = { bboxN: string; bboxS: string; bboxE: string; bboxW: string };

type Props = {
  nilai: NilaiWilayah;
  tileUrl: string | null;
  atribusi: string;
  /** The current page's results, shown as boxes. */
  kotak: KotakPeta[];
  /** Messages for people per field (lib/web/galat-katalog.ts), shown under the field they are about. */
  galat?: Partial<Record<keyof NilaiWilayah, string>>;
  children: ReactNode;
};

const BIDANG = [
  { nama: "bboxN", label: "Utara (lintang)", min: -90, max: 90 },
  { nama: "bboxS", label: "Selatan (lintang)", min: -90, max: 90 },
  { nama: "bboxW", label: "Barat (bujur)", min: -180, max: 180 },
  { nama: "bboxE", label: "Timur (bujur)", min: -180, max: 180 },
] as const;

const bulat = (n: number) => String(Math.round(n * 10_000) / 10_000);

function keKotak(v: NilaiWilayah): [[number, number], [number, number]] | undefined {
  const [n, s, e, w] = [v.bboxN, v.bboxS, v.bboxE, v.bboxW].map((x) => (x.trim() === "" ? NaN : Number(x)));
  if ([n, s, e, w].some((x) => !Number.isFinite(x)) || s! > n! || w! > e!) return undefined;
  return [
    [s!, w!],
    [n!, e!],
  ];
}

/**
 * The bbox filter: four number fields that work without JavaScript (and from the keyboard), plus a map where the
 * box can be drawn with mouse or finger, or taken from the current view. The map writes into the fields.
 */
export function IsianWilayah({ nilai: awal, tileUrl, atribusi, kotak, galat = {}, children }: Props) {
  const [nilai, setNilai] = useState(awal);
  const { muat, perluTombol, minta } = useMuatPeta();
  const [siap, setSiap] = useState(false);
  const [gambar, setGambar] = useState(false);
  const wadah = useRef<HTMLDivElement>(null);
  const bingkai = useRef<HTMLFieldSetElement>(null);
  // Inside a closed <details> ("Filter peta") the map waits until it is first opened: no Leaflet, no tiles before
  // that. Once loaded it stays (closing only hides it), so a drawn box and the map buttons keep working.
  const [terbuka, setTerbuka] = useState(false);
  useEffect(() => {
    const d = bingkai.current?.closest("details");
    const ikuti = () => {
      if (!d || d.open) setTerbuka(true);
    };
    ikuti();
    d?.addEventListener("toggle", ikuti);
    return () => d?.removeEventListener("toggle", ikuti);
  }, []);
  const peta = useRef<{ L: L; peta: Leaflet.Map; berhenti: () => void; kotak?: Leaflet.Rectangle }>(null);

  useEffect(() => {
    if (!muat || !terbuka || !wadah.current) return;
    let batal = false;
    muatLeaflet()
      .then((L) => {
        if (batal || !wadah.current) return;
        const p = buatPeta(L, wadah.current, { tileUrl, atribusi });
        const grup = tambahKotak(L, p, kotak);
        const filter = keKotak(awal);
        const batas = filter ? L.latLngBounds(filter).extend(kotak.length ? grup.getBounds() : filter) : kotak.length ? grup.getBounds() : L.latLngBounds([-11, 95], [6, 141]);
        peta.current = { L, peta: p, berhenti: pasKeBatas(p, wadah.current, batas, 12) };
        setSiap(true);
      })
      // Without Leaflet the SVG map and the four fields remain.
      .catch(() => {});
    return () => {
      batal = true;
      peta.current?.berhenti();
      peta.current?.peta.remove();
      peta.current = null;
    };
  }, [muat, terbuka, tileUrl, atribusi, kotak, awal]);

  // The dashed search box follows the four fields.
  useEffect(() => {
    const p = peta.current;
    if (!p || !siap) return;
    const k = keKotak(nilai);
    if (!k) {
      p.kotak?.remove();
      p.kotak = undefined;
    } else if (p.kotak) p.kotak.setBounds(k);
    else p.kotak = p.L.rectangle(k, { color: "#b3261e", weight: 2, dashArray: "6 4", fill: false, interactive: false }).addTo(p.peta);
  }, [nilai, siap]);

  // Drawing: pointer events on the map frame, so mouse, pen and touch all work; panning is off meanwhile.
  useEffect(() => {
    const p = peta.current;
    const el = wadah.current;
    if (!p || !el || !gambar) return;
    p.peta.dragging.disable();
    let mulai: Leaflet.LatLng | undefined;
    const titik = (e: PointerEvent) => p.peta.mouseEventToLatLng(e as unknown as MouseEvent);
    const tulis = (a: Leaflet.LatLng, b: Leaflet.LatLng) =>
      setNilai({
        bboxN: bulat(Math.min(90, Math.max(a.lat, b.lat))),
        bboxS: bulat(Math.max(-90, Math.min(a.lat, b.lat))),
        bboxE: bulat(Math.min(180, Math.max(a.lng, b.lng))),
        bboxW: bulat(Math.max(-180, Math.min(a.lng, b.lng))),
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
  }, [gambar]);

  const pakaiTampilan = () => {
    const b = peta.current?.peta.getBounds();
    if (!b) return;
    setNilai({ bboxN: bulat(Math.min(90, b.getNorth())), bboxS: bulat(Math.max(-90, b.getSouth())), bboxE: bulat(Math.min(180, b.getEast())), bboxW: bulat(Math.max(-180, b.getWest())) });
  };

  return (
    <fieldset className="wilayah" ref={bingkai}>
      <legend>Wilayah (kotak batas)</legend>
      <div className={gambar ? "peta peta-gambar" : "peta"}>
        <div className="peta-isi" hidden={siap}>
          {children}
        </div>
        <div ref={wadah} className="peta-leaflet" hidden={!muat} />
      </div>
      <div className="peta-alat">
        {perluTombol ? (
          <button type="button" className="tombol-kecil" onClick={minta}>
            Tampilkan peta interaktif
          </button>
        ) : null}
        {siap ? (
          <>
            <button type="button" className="tombol-kecil" aria-pressed={gambar} onClick={() => setGambar(!gambar)}>
              {gambar ? "Batal menggambar" : "Gambar kotak di peta"}
            </button>
            <button type="button" className="tombol-kecil" onClick={pakaiTampilan}>
              Pakai tampilan peta
            </button>
          </>
        ) : null}
        <button type="button" className="tombol-kecil" onClick={() => setNilai({ bboxN: "", bboxS: "", bboxE: "", bboxW: "" })} hidden={!muat && !perluTombol}>
          Kosongkan kotak
        </button>
      </div>
      <p className="bantuan" id="bantuan-wilayah">
        {gambar ? "Tekan dan seret di peta untuk menggambar kotak. " : ""}
        Isi keempat batas dalam derajat desimal (WGS 84) atau kosongkan semuanya; pakai titik untuk desimal dan tanda minus untuk lintang selatan. Contoh Pulau Jawa: utara -5.8, selatan -8.8, barat 105.1, timur 114.6.
      </p>
      <div className="wilayah-isian">
        {BIDANG.map((b) => (
          // The message sits outside the label: inside, it would become part of the field's name.
          <div key={b.nama} className="isian-bidang">
            <label htmlFor={`isian-${b.nama}`}>{b.label}</label>
            <input
              id={`isian-${b.nama}`}
              name={b.nama}
              type="number"
              inputMode="decimal"
              step="any"
              min={b.min}
              max={b.max}
              value={nilai[b.nama]}
              aria-describedby={galat[b.nama] ? `galat-${b.nama} bantuan-wilayah` : "bantuan-wilayah"}
              aria-invalid={galat[b.nama] ? true : undefined}
              onChange={(e) => setNilai({ ...nilai, [b.nama]: e.target.value })}
            />
            {galat[b.nama] ? (
              <p className="galat-isian" id={`galat-${b.nama}`}>
                {galat[b.nama]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
