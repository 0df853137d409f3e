import { useState, useSyncExternalStore } from "react";
import { hematData } from "./leaflet";

const tanpaLangganan = () => () => {};

/**
 * Whether to load the interactive map now: at once in the browser, except when the visitor's browser asks to save
 * data; then only after they press the button. On the server (and during hydration) never.
 */
export function useMuatPeta() {
  const lingkungan = useSyncExternalStore(tanpaLangganan, () => (hematData() ? "hemat" : "biasa"), () => "server");
  const [diminta, setDiminta] = useState(false);
  return {
    muat: lingkungan === "biasa" || diminta,
    perluTombol: lingkungan === "hemat" && !diminta,
    minta: () => setDiminta(true),
  };
}
