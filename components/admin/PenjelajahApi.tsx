"use client";
import dynamic from "next/dynamic";
import "swagger-ui-react/swagger-ui.css";
import "./penjelajah-api.css";

// Loaded in the browser only: swagger-ui is large and touches `window`; no other page pulls it in.
const SwaggerUI = dynamic(() => import("swagger-ui-react"), { ssr: false, loading: () => <p>Memuat penjelajah API…</p> });

/** The interactive explorer over the generated document; "Try it out" calls go out with the Admin's cookie. */
export function PenjelajahApi({ dokumen }: { dokumen: Record<string, unknown> }) {
  return <SwaggerUI spec={dokumen} docExpansion="none" defaultModelsExpandDepth={-1} tryItOutEnabled={false} />;
}
