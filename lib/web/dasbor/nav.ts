import { can } from "@/lib/auth/permissions";
import type { PeranPengguna } from "@/lib/metadata/kode";

/** The dashboard's links for a role: every role has Beranda, Metadata and Profil; the rest follow permissions. */
export function tautanNav(peran: PeranPengguna): { href: string; label: string }[] {
  const t = [
    { href: "/dashboard", label: "Beranda" },
    { href: "/dashboard/metadata", label: "Metadata" },
  ];
  if (can(peran, "workflow.periksa")) t.push({ href: "/dashboard/metadata?status=QCQE_PROCESS", label: "Antrean QC/QE" });
  if (can(peran, "workflow.tinjau")) t.push({ href: "/dashboard/metadata?status=REVIEW", label: "Antrean tinjauan" });
  if (can(peran, "panen.kelola")) t.push({ href: "/dashboard/panen", label: "Panen" });
  if (can(peran, "area.admin")) t.push({ href: "/dashboard/admin", label: "Admin" });
  t.push({ href: "/dashboard/profil", label: "Profil" });
  return t;
}
