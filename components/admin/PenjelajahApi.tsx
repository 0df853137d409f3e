"use client";
import { useEffect, useRef, useState } from "react";
import "swagger-ui-react/swagger-ui.css";
import "./penjelajah-api.css";

type SwaggerUIBundle = (opsi: Record<string, unknown>) => unknown;
declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUIBundle;
  }
}

/** Same origin, from the installed package (app/admin/api-docs/swagger-ui-bundle.js/route.ts). */
export const SKRIP_SWAGGER = "/admin/api-docs/swagger-ui-bundle.js";

function muatSkrip(): Promise<SwaggerUIBundle> {
  if (window.SwaggerUIBundle) return Promise.resolve(window.SwaggerUIBundle);
  return new Promise((selesai, gagal) => {
    const ada = document.querySelector<HTMLScriptElement>(`script[src="${SKRIP_SWAGGER}"]`);
    const skrip = ada ?? Object.assign(document.createElement("script"), { src: SKRIP_SWAGGER, async: true });
    skrip.addEventListener("load", () => (window.SwaggerUIBundle ? selesai(window.SwaggerUIBundle) : gagal(new Error("SwaggerUIBundle tidak ada"))));
    skrip.addEventListener("error", () => gagal(new Error("skrip gagal dimuat")));
    if (!ada) document.head.appendChild(skrip);
  });
}

/**
 * Swagger UI draws icon-only copy buttons and scrollable code blocks that keyboard and screen-reader users cannot
 * use, and unlabelled choice lists for enumerated parameters (axe: button-name, scrollable-region-focusable,
 * select-name); name and focus them as they appear.
 */
function perbaikiAksesibilitas(akar: HTMLElement): void {
  for (const b of akar.querySelectorAll<HTMLButtonElement>(".copy-to-clipboard > button:not([aria-label])")) b.setAttribute("aria-label", "Salin ke papan klip");
  for (const kode of akar.querySelectorAll<HTMLElement>(".microlight:not([tabindex])")) kode.tabIndex = 0;
  for (const baris of akar.querySelectorAll<HTMLElement>("tr[data-param-name]")) {
    const nama = `Parameter ${baris.dataset.paramName ?? ""}`.trim();
    for (const isian of baris.querySelectorAll<HTMLElement>("select:not([aria-label]), input:not([aria-label]), textarea:not([aria-label])")) isian.setAttribute("aria-label", nama);
  }
}

/**
 * The interactive explorer over the generated document. Swagger UI's standalone bundle (its own React inside)
 * mounts into a plain element, so React 19 never renders swagger-ui's components; "Try it out" calls go out
 * same-origin with the Admin's cookie.
 */
export function PenjelajahApi({ dokumen }: { dokumen: Record<string, unknown> }) {
  const wadah = useRef<HTMLDivElement>(null);
  const [keadaan, setKeadaan] = useState<"memuat" | "siap" | "gagal">("memuat");
  useEffect(() => {
    let batal = false;
    let pengamat: MutationObserver | undefined;
    muatSkrip()
      .then((SwaggerUI) => {
        if (batal || !wadah.current) return;
        const akar = wadah.current;
        SwaggerUI({ domNode: akar, spec: dokumen, docExpansion: "none", defaultModelsExpandDepth: -1, tryItOutEnabled: false, deepLinking: false });
        pengamat = new MutationObserver(() => perbaikiAksesibilitas(akar));
        pengamat.observe(akar, { childList: true, subtree: true });
        setKeadaan("siap");
      })
      .catch(() => !batal && setKeadaan("gagal"));
    return () => {
      batal = true;
      pengamat?.disconnect();
    };
  }, [dokumen]);
  return (
    <>
      {keadaan === "memuat" ? <p role="status">Memuat penjelajah API…</p> : null}
      {keadaan === "gagal" ? (
        <p className="pesan pesan-galat" role="alert">
          Penjelajah API gagal dimuat. Dokumen mentahnya tetap tersedia di <a href="/api/openapi.json">/api/openapi.json</a>.
        </p>
      ) : null}
      <div ref={wadah} />
    </>
  );
}
