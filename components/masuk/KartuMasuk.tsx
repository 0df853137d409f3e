import Link from "next/link";
import type { ReactNode } from "react";
import css from "./masuk.module.css";

export { css as gayaMasuk };

type Props = {
  judul: string;
  /** A notice of what just happened ("Anda telah keluar."), shown only when there is no error. */
  info?: ReactNode;
  galat?: string | null;
  /** Id of the error paragraph, for the form's aria-describedby. */
  idGalat: string;
  children?: ReactNode;
};

/** The card every sign-in page (masuk, lupa sandi, atur ulang sandi) sits in: brand, heading, notice or error. */
export function KartuMasuk({ judul, info, galat, idGalat, children }: Props) {
  return (
    <div className={css.latar}>
      <main className={css.kartu} id="konten">
        <Link href="/" className={css.merek}>
          GeoKatalog
        </Link>
        <h1>{judul}</h1>
        {info && !galat ? (
          <p className={css.info} role="status">
            {info}
          </p>
        ) : null}
        {galat ? (
          <p className={css.galat} role="alert" id={idGalat}>
            {galat}
          </p>
        ) : null}
        {children}
      </main>
    </div>
  );
}
