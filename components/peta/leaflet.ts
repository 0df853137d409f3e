import type * as Leaflet from "leaflet";
import type { LapisanWms } from "@/lib/web/akses-data";
import { labelPeta } from "@/lib/web/label-peta";
import type { KotakPeta } from "@/lib/web/peta";

export type L = typeof Leaflet;

/** Visitors who asked their browser to save data get a button instead of an automatic map download. */
export function hematData(): boolean {
  const n = navigator as Navigator & { connection?: { saveData?: boolean } };
  return n.connection?.saveData === true;
}

let tambahDasar: ((L: L, peta: Leaflet.Map) => void) | undefined;

/**
 * Leaflet and the map underlay, fetched only when a map is actually shown (their own chunks, not in the page's
 * first load). buatPeta draws the underlay once this has resolved.
 */
export async function muatLeaflet(): Promise<L> {
  const [mod, dasar] = await Promise.all([import("leaflet") as Promise<L & { default?: L }>, import("./dasar")]);
  tambahDasar = dasar.tambahDasar;
  return mod.default ?? mod;
}

/**
 * A map in `el` over the province underlay, with the configured tiles on top (none when the URL is empty; tiles
 * that fail to load leave the underlay showing).
 */
export function buatPeta(L: L, el: HTMLElement, opsi: { tileUrl: string | null; atribusi: string }): Leaflet.Map {
  const peta = L.map(el, { zoomSnap: 0.5, worldCopyJump: false, attributionControl: true, scrollWheelZoom: false });
  peta.attributionControl.setPrefix("");
  tambahDasar?.(L, peta);
  if (opsi.tileUrl) L.tileLayer(opsi.tileUrl, { attribution: opsi.atribusi, maxZoom: 18, crossOrigin: true }).addTo(peta);
  // The frame may have been laid out after Leaflet measured it (it was hidden until now).
  peta.invalidateSize();
  return peta;
}

export function batasDari(L: L, k: KotakPeta): Leaflet.LatLngBounds {
  return L.latLngBounds([k.selatan, k.barat], [k.utara, k.timur]);
}

/**
 * The records' boxes, each labelled with its (shortened) title; a record's box links to its page (built with DOM
 * text, never HTML strings).
 */
export function tambahKotak(L: L, peta: Leaflet.Map, kotak: readonly KotakPeta[]): Leaflet.FeatureGroup {
  const grup = L.featureGroup().addTo(peta);
  const label: Leaflet.Tooltip[] = [];
  for (const k of kotak) {
    const r = L.rectangle(batasDari(L, k), { color: "#0b5d7a", weight: 1.5, fillOpacity: 0.12 }).addTo(grup);
    if (k.judul) {
      r.bindTooltip(labelPeta(k.judul), { permanent: true, direction: "center", className: "peta-label", opacity: 1 });
      label.push(r.getTooltip()!);
    }
    if (k.id && k.judul) {
      const a = document.createElement("a");
      a.href = `/katalog/${encodeURIComponent(k.id)}`;
      a.textContent = k.judul;
      r.bindPopup(a);
    }
  }
  if (label.length > 1) {
    const rapikan = () => sembunyikanTumpang(label);
    peta.on("zoomend moveend resize", rapikan);
    peta.whenReady(rapikan);
  }
  return grup;
}

/**
 * Labels that would cover an earlier one are hidden (results come in rank order, so the first keep theirs):
 * records with the same box, such as national datasets, show one readable label instead of a smudge. The hidden
 * ones come back when zooming separates them; every box still opens its popup.
 */
function sembunyikanTumpang(label: readonly Leaflet.Tooltip[]): void {
  const tampil: DOMRect[] = [];
  for (const t of label) {
    const el = t.getElement();
    if (!el) continue;
    el.style.visibility = "";
    const r = el.getBoundingClientRect();
    const tumpang = tampil.some((s) => r.left < s.right && r.right > s.left && r.top < s.bottom && r.bottom > s.top);
    if (tumpang) el.style.visibility = "hidden";
    else tampil.push(r);
  }
}

/**
 * A record's WMS layers over the tiles (GetMap per 256 px tile, transparent PNG), switchable in a layer control.
 * `lapor` hears, once the first view's images have settled, whether any arrived, so the page can say when a
 * service does not answer.
 */
export function tambahWms(L: L, peta: Leaflet.Map, lapisan: readonly LapisanWms[], lapor: (judul: string, berhasil: boolean) => void): void {
  if (lapisan.length === 0) return;
  const kontrol = L.control.layers(undefined, undefined, { collapsed: false }).addTo(peta);
  for (const l of lapisan) {
    const wms = L.tileLayer.wms(l.url, { layers: l.lapisan, format: "image/png", transparent: true, version: "1.1.1", styles: "", uppercase: true }).addTo(peta);
    let dimuat = 0;
    wms.on("tileload", () => dimuat++);
    // "load" fires when every tile of the view has either arrived or failed.
    wms.once("load", () => lapor(l.judul, dimuat > 0));
    kontrol.addOverlay(wms, l.judul);
  }
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
