import type { Metadata } from "next";
import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { NavDasbor } from "@/components/dasbor/NavDasbor";
import { tautanNav } from "@/lib/web/dasbor/nav";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";
import css from "./dasbor.module.css";

export const metadata: Metadata = { title: { default: "Dasbor", template: "%s – Dasbor GeoKatalog" }, robots: { index: false } };

/** The signed-in frame: navigation by role and a sign-out form that works without JavaScript. */
export default async function LayoutDasbor({ children }: { children: ReactNode }) {
  const { sesi } = await sesiHalamanOrRedirect();
  const { namaLengkap, peran } = sesi.pengguna;
  return (
    <>
      <a href="#konten" className="lewati">
        Lewati ke konten
      </a>
      <header className={css.kepala}>
        <div className={css.kepalaIsi}>
          <Link href="/dashboard" className={css.merek}>
            GeoKatalog · Dasbor
          </Link>
          <span className={css.pengguna}>
            {namaLengkap} ({peran})
          </span>
          <form method="post" action="/api/auth/formulir">
            <input type="hidden" name="langkah" value="keluar" />
            <button type="submit" className={css.keluar}>
              Keluar
            </button>
          </form>
          <Suspense>
            <NavDasbor tautan={tautanNav(peran)} />
          </Suspense>
        </div>
      </header>
      <main id="konten" className={css.isi} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
