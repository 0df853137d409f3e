import type { Metadata } from "next";
import { env } from "@/lib/env";
import { bangunOpenApi } from "@/lib/openapi";
import css from "@/components/admin/admin.module.css";
import { sesiAdminOrNotFound } from "@/components/admin/akses-halaman";
import { NavAdmin } from "@/components/admin/NavAdmin";
import { PenjelajahApi } from "@/components/admin/PenjelajahApi";

export const metadata: Metadata = { title: "Penjelajah API – Admin", robots: { index: false } };

export default async function HalamanApiDocs() {
  await sesiAdminOrNotFound("/admin/api-docs");
  // Without `servers` Swagger UI calls the origin the Admin is on (same-origin, with the cookie), and does not
  // draw its one-choice server select, which has no accessible name (axe: select-name, critical).
  const dokumen = bangunOpenApi(env().PUBLIC_BASE_URL);
  delete dokumen.servers;
  return (
    <div className={css.bingkai}>
      <h1>Penjelajah API</h1>
      <NavAdmin aktif="/admin/api-docs" />
      <p>
        Dokumen OpenAPI 3.1 dibangkitkan dari skema validasi yang sama dengan yang dipakai setiap handler. Dokumen mentah:{" "}
        <a href="/api/openapi.json">/api/openapi.json</a>. OGC API – Records untuk aplikasi SIG punya dokumen OpenAPI 3.0
        sendiri (route handler, bukan halaman: permintaan penuh):{" "}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/ogcapi/openapi">/ogcapi/openapi</a> (<a href="/ogcapi/openapi?f=html">ringkasan HTML</a>).
      </p>
      <PenjelajahApi dokumen={dokumen} />
    </div>
  );
}
