import type * as Leaflet from "leaflet";
import type { KotakPeta } from "@/lib/web/peta";

export type L = typeof Leaflet;

/** Visitors who asked their browser to save data get a button instead of an automatic map download. */
export function hematData(): boolean {
  const n = navigator as Navigator & { connection?: { saveData?: boolean } };
  return n.connection?.saveData === true;
}

/** Leaflet, fetched only when a map is actually shown (its own chunk, not in the page's first load). */
export async function muatLeaflet(): Promise<L> {
  const mod = (await import("leaflet")) as L & { default?: L };
  return mod.default ?? mod;
}

/** A map in `el` with the configured tiles (none when the URL is empty: boxes on a plain background). */
export function buatPeta(L: L, el: HTMLElement, opsi: { tileUrl: string | null; atribusi: string }): Leaflet.Map {
  const peta = L.map(el, { zoomSnap: 0.5, worldCopyJump: false, attributionControl: true, scrollWheelZoom: false });
  peta.attributionControl.setPrefix("");
  if (opsi.tileUrl) L.tileLayer(opsi.tileUrl, { attribution: opsi.atribusi, maxZoom: 18, crossOrigin: true }).addTo(peta);
  // The frame may have been laid out after Leaflet measured it (it was hidden until now).
  peta.invalidateSize();
  return peta;
}

export function batasDari(L: L, k: KotakPeta): Leaflet.LatLngBounds {
  return L.latLngBounds([k.selatan, k.barat], [k.utara, k.timur]);
}

/** The records' boxes; a record's box links to its page (built with DOM text, never HTML strings). */
export function tambahKotak(L: L, peta: Leaflet.Map, kotak: readonly KotakPeta[]): Leaflet.FeatureGroup {
  const grup = L.featureGroup().addTo(peta);
  for (const k of kotak) {
    const r = L.rectangle(batasDari(L, k), { color: "#0b5d7a", weight: 1.5, fillOpacity: 0.12 }).addTo(grup);
    if (k.id && k.judul) {
      const a = document.createElement("a");
      a.href = `/katalog/${encodeURIComponent(k.id)}`;
      a.textContent = k.judul;
      r.bindPopup(a);
    }
  }
  return grup;
}

/**
 * Fit the map to `batas` now and again whenever its frame changes size (phone rotation, window resize, late
 * layout); returns the function that stops watching.
 */
export function pasKeBatas(peta: Leaflet.Map, el: HTMLElement, batas: Leaflet.LatLngBounds, padding: number): () => void {
  const pas = () => {
    peta.invalidateSize();
    peta.fitBounds(batas, { padding: [padding, padding], maxZoom: 12 });
  };
  pas();
  let lebar = el.clientWidth;
  let tinggi = el.clientHeight;
  const pengamat = new ResizeObserver(() => {
    if (el.clientWidth === lebar && el.clientHeight === tinggi) return;
    [lebar, tinggi] = [el.clientWidth, el.clientHeight];
    pas();
  });
  pengamat.observe(el);
  return () => pengamat.disconnect();
}
