import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { PESAN_LUPA_TERKIRIM } from "@/lib/auth/reset";
import { COOKIE_EMAIL_MASUK } from "@/lib/http/cookie";
import { pesanGalatMasuk } from "@/lib/web/galat-masuk";
import css from "../masuk/masuk.module.css";

export const metadata: Metadata = { title: "Lupa kata sandi", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const satu = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** "Lupa kata sandi": ask for a reset link by e-mail (a plain form posting to /api/auth/formulir, like sign-in). */
export default async function HalamanLupaSandi({ searchParams }: Props) {
  const sp = await searchParams;
  const galat = pesanGalatMasuk(satu(sp.galat));
  const terkirim = satu(sp.terkirim) === "1" && !galat;
  const emailTadi = (await cookies()).get(COOKIE_EMAIL_MASUK)?.value.slice(0, 254) ?? "";
  return (
    <div className={css.latar}>
      <main className={css.kartu} id="konten">
        <Link href="/" className={css.merek}>
          GeoKatalog
        </Link>
        <h1>Lupa kata sandi</h1>
        {terkirim ? (
          <p className={css.info} role="status">
            {PESAN_LUPA_TERKIRIM}
          </p>
        ) : null}
        {galat ? (
          <p className={css.galat} role="alert" id="galat-lupa">
            {galat}
          </p>
        ) : null}
        <form method="post" action="/api/auth/formulir" className={css.form} aria-describedby={galat ? "galat-lupa" : undefined}>
          <input type="hidden" name="langkah" value="lupa" />
          <p>Masukkan alamat e-mail akun Anda. Kami mengirim tautan untuk membuat kata sandi baru; tautan berlaku 30 menit dan hanya sekali pakai.</p>
          <label>
            E-mail
            <input type="email" name="email" autoComplete="username" required autoFocus maxLength={254} defaultValue={emailTadi} />
          </label>
          <button type="submit">Kirim tautan atur ulang</button>
          <p className={css.bantuan}>
            Ingat kata sandi Anda? <Link href="/masuk">Kembali ke halaman masuk</Link>
          </p>
        </form>
      </main>
    </div>
  );
}
