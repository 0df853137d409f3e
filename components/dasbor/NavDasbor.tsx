"use client";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import css from "@/app/(dashboard)/dashboard/dasbor.module.css";

export type TautanNav = { href: string; label: string };

/** The dashboard's navigation; marks the current page (path and, for the queues, the status filter). */
export function NavDasbor({ tautan }: { tautan: TautanNav[] }) {
  const jalur = usePathname();
  const status = useSearchParams().get("status");
  const sekarang = (href: string) => {
    const [p, q] = href.split("?");
    if (q) return p === jalur && new URLSearchParams(q).get("status") === status;
    if (p === "/dashboard") return jalur === p;
    return jalur.startsWith(p!) && !(p === "/dashboard/metadata" && (status === "QCQE_PROCESS" || status === "REVIEW") && tautan.some((t) => t.href.includes(`status=${status}`)));
  };
  return (
    <nav className={css.nav} aria-label="Navigasi dasbor">
      <ul>
        {tautan.map((t) => (
          <li key={t.href}>
            <Link href={t.href} aria-current={sekarang(t.href) ? "page" : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
