import type * as Leaflet from "leaflet";
import wilayah from "@/lib/data/wilayah.json";
import type { L } from "./leaflet";

// Loaded with Leaflet (its own chunk), never in a page's first JavaScript.
const PROVINSI = wilayah.provinsi.map((p) => p.bbox);

/**
 * The underlay every interactive map draws beneath its tiles: the same province extents and 5° graticule the
 * server-drawn SVG map shows, in a pane below the tile pane. Loaded tiles cover it; when tiles cannot load
 * (offline, blocked, MAP_TILE_URL="") it is what remains, never a grey box.
 */
export function tambahDasar(L: L, peta: Leaflet.Map): void {
  const pane = peta.createPane("dasar");
  // Leaflet's tile pane is at z-index 200; the overlay pane (record boxes) at 400.
  pane.style.zIndex = "150";
  pane.style.pointerEvents = "none";
  const renderer = L.svg({ pane: "dasar", padding: 0.5 });
  const gaya = { pane: "dasar", renderer, interactive: false };
  for (const p of PROVINSI) {
    L.rectangle(
      [
        [p.selatan, p.barat],
        [p.utara, p.timur],
      ],
      { ...gaya, color: "#d8d2c0", weight: 1, fillColor: "#f4f1e8", fillOpacity: 1 },
    ).addTo(peta);
  }
  const garis = { ...gaya, color: "#b9c6d2", weight: 0.5 };
  for (let bujur = 90; bujur <= 145; bujur += 5) {
    L.polyline(
      [
        [-15, bujur],
        [10, bujur],
      ],
      garis,
    ).addTo(peta);
  }
  for (let lintang = -15; lintang <= 10; lintang += 5) {
    L.polyline(
      [
        [lintang, 90],
        [lintang, 145],
      ],
      garis,
    ).addTo(peta);
  }
}
