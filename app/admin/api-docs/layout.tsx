import type { ReactNode } from "react";
import LayoutDasbor from "@/app/(dashboard)/dashboard/layout";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";

export { metadata } from "@/app/(dashboard)/dashboard/layout";

/**
 * The explorer keeps the spec's path (/admin/api-docs) but lives in the dashboard's frame. The session is resolved
 * here first with this page's path, so an anonymous visitor comes back here after signing in (proxy.ts records
 * the path for /dashboard only); the page itself still refuses non-Admins.
 */
export default async function LayoutApiDocs({ children }: { children: ReactNode }) {
  await sesiHalamanOrRedirect("/admin/api-docs");
  return <LayoutDasbor>{children}</LayoutDasbor>;
}
