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
 * The interactive explorer over the generated document. Swagger UI's standalone bundle (its own React inside)
 * mounts into a plain element, so React 19 never renders swagger-ui's components; "Try it out" calls go out
 * same-origin with the Admin's cookie.
 */
export function PenjelajahApi({ dokumen }: { dokumen: Record<string, unknown> }) {
  const wadah = useRef<HTMLDivElement>(null);
  const [keadaan, setKeadaan] = useState<"memuat" | "siap" | "gagal">("memuat");
  useEffect(() => {
    let batal = false;
    muatSkrip()
      .then((SwaggerUI) => {
        if (batal || !wadah.current) return;
        SwaggerUI({ domNode: wadah.current, spec: dokumen, docExpansion: "none", defaultModelsExpandDepth: -1, tryItOutEnabled: false, deepLinking: false });
        setKeadaan("siap");
      })
      .catch(() => !batal && setKeadaan("gagal"));
    return () => {
      batal = true;
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
