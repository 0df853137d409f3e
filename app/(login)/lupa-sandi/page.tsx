import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { gayaMasuk as css, KartuMasuk } from "@/components/masuk/KartuMasuk";
import { PESAN_LUPA_TERKIRIM } from "@/lib/auth/reset";
import { COOKIE_EMAIL_MASUK } from "@/lib/http/cookie";
import { pesanGalatMasuk } from "@/lib/web/galat-masuk";
import { satuNilai, type ParameterHalaman } from "@/lib/web/parameter-halaman";

export const metadata: Metadata = { title: "Lupa kata sandi", robots: { index: false } };

type Props = { searchParams: Promise<ParameterHalaman> };

/** "Lupa kata sandi": ask for a reset link by e-mail (a plain form posting to /api/auth/formulir, like sign-in). */
export default async function HalamanLupaSandi({ searchParams }: Props) {
  const sp = await searchParams;
  const galat = pesanGalatMasuk(satuNilai(sp.galat));
  const terkirim = satuNilai(sp.terkirim) === "1" && !galat;
  const emailTadi = (await cookies()).get(COOKIE_EMAIL_MASUK)?.value.slice(0, 254) ?? "";
  return (
    <KartuMasuk judul="Lupa kata sandi" info={terkirim ? PESAN_LUPA_TERKIRIM : null} galat={galat} idGalat="galat-lupa">
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
    </KartuMasuk>
  );
}
