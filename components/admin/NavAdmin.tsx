import Link from "next/link";
import { JALUR_KOTAK_SURAT, kotakSuratAktif } from "@/lib/mail/pengiriman";
import css from "./admin.module.css";

const TAUTAN = [
  { href: "/dashboard/admin", label: "Ringkasan & status" },
  { href: "/dashboard/admin/organisasi", label: "Organisasi" },
  { href: "/dashboard/admin/pengguna", label: "Pengguna" },
  { href: "/dashboard/admin/csw", label: "Identitas CSW" },
  { href: "/dashboard/admin/identitas", label: "Identitas situs" },
  { href: JALUR_KOTAK_SURAT, label: "Kotak surat" },
  { href: "/admin/api-docs", label: "Penjelajah API" },
] as const;

/**
 * The admin section's own navigation (the dashboard shell carries the role navigation). The local mailbox is
 * linked only where mail is delivered to it (development, demo), not beside a real mail server.
 */
export function NavAdmin({ aktif }: { aktif: (typeof TAUTAN)[number]["href"] }) {
  const tautan = kotakSuratAktif() ? TAUTAN : TAUTAN.filter((t) => t.href !== JALUR_KOTAK_SURAT);
  return (
    <nav aria-label="Menu admin">
      <ul className={css.navigasi}>
        {tautan.map((t) => (
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
