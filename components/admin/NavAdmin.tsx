import Link from "next/link";
import css from "./admin.module.css";

const TAUTAN = [
  { href: "/dashboard/admin", label: "Ringkasan & status" },
  { href: "/dashboard/admin/organisasi", label: "Organisasi" },
  { href: "/dashboard/admin/pengguna", label: "Pengguna" },
  { href: "/dashboard/admin/csw", label: "Identitas CSW" },
  { href: "/admin/api-docs", label: "Penjelajah API" },
] as const;

/** The admin section's own navigation (the dashboard shell carries the role navigation). */
export function NavAdmin({ aktif }: { aktif: (typeof TAUTAN)[number]["href"] }) {
  return (
    <nav aria-label="Menu admin">
      <ul className={css.navigasi}>
        {TAUTAN.map((t) => (
          <li key={t.href}>
            <Link href={t.href} aria-current={t.href === aktif ? "page" : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
