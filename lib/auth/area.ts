import type { Izin } from "./permissions";

/**
 * Spec 4.3 "Area-level access": path prefix → permission, most specific first. `withSession` looks every
 * request path up here, so no route under a prefix can forget its area check.
 */
export const AREA: readonly { nama: string; pola: RegExp; izin: Izin }[] = [
  { nama: "QC/QE/QA", pola: /^\/api\/metadata\/[^/]+\/qcqe(?:\/|$)/, izin: "area.qcqe" },
  { nama: "Metadata", pola: /^\/api\/metadata(?:\/|$)/, izin: "area.metadata" },
  { nama: "Review", pola: /^\/api\/walidata(?:\/|$)/, izin: "area.walidata" },
  { nama: "Admin", pola: /^\/api\/admin(?:\/|$)/, izin: "area.admin" },
  { nama: "Profil", pola: /^\/api\/user\/profil(?:\/|$)/, izin: "area.profil" },
];

/** The area of a path, or undefined for paths outside every area (e.g. /api/auth/logout). */
export function areaDari(pathname: string): (typeof AREA)[number] | undefined {
  return AREA.find((a) => a.pola.test(pathname));
}
