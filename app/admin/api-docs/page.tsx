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
  return (
    <div className={css.bingkai}>
      <h1>Penjelajah API</h1>
      <NavAdmin aktif="/admin/api-docs" />
      <p>
        Dokumen OpenAPI 3.1 dibangkitkan dari skema validasi yang sama dengan yang dipakai setiap handler. Dokumen mentah:{" "}
        <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
      <PenjelajahApi dokumen={bangunOpenApi(env().PUBLIC_BASE_URL)} />
    </div>
  );
}
