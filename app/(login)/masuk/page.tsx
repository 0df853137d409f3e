import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { gayaMasuk as css, KartuMasuk } from "@/components/masuk/KartuMasuk";
import { redirect } from "next/navigation";
import { COOKIE_EMAIL_MASUK } from "@/lib/http/cookie";
import { pesanGalatMasuk } from "@/lib/web/galat-masuk";
import { lanjutAman } from "@/lib/web/lanjut";
import { satuNilai, type ParameterHalaman } from "@/lib/web/parameter-halaman";
import { sesiHalaman } from "@/lib/web/sesi-halaman";

export const metadata: Metadata = { title: "Masuk", robots: { index: false } };

type Props = { searchParams: Promise<ParameterHalaman> };

/**
 * Sign-in in two steps (password, then the OTP code when the account has it on). Plain forms posting to
 * /api/auth/formulir, which answers with redirects: works without JavaScript and from the keyboard alone.
 */
export default async function HalamanMasuk({ searchParams }: Props) {
  const sp = await searchParams;
  const lanjut = lanjutAman(satuNilai(sp.lanjut));
  if (await sesiHalaman()) redirect(lanjut);
  const langkahOtp = satuNilai(sp.langkah) === "otp";
  const galat = pesanGalatMasuk(satuNilai(sp.galat));
  const emailTadi = (await cookies()).get(COOKIE_EMAIL_MASUK)?.value.slice(0, 254) ?? "";
  const info =
    satuNilai(sp.keluar) === "1"
      ? "Anda telah keluar."
      : satuNilai(sp.sandi) === "diganti"
        ? "Kata sandi telah diganti dan semua sesi akun ini diakhiri. Silakan masuk dengan kata sandi baru."
        : null;
  return (
    <KartuMasuk judul={langkahOtp ? "Masukkan kode OTP" : "Masuk ke dasbor"} info={info} galat={galat} idGalat="galat-masuk">
        {langkahOtp ? (
          <form method="post" action="/api/auth/formulir" className={css.form} aria-describedby={galat ? "galat-masuk" : undefined}>
            <input type="hidden" name="langkah" value="otp" />
            <input type="hidden" name="lanjut" value={lanjut} />
            <p>Kode 6 angka telah dikirim ke e-mail atau WA Anda. Kode berlaku 5 menit.</p>
            <label>
              Kode OTP
              <input className={css.kode} name="otp" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required autoFocus aria-invalid={galat ? true : undefined} />
            </label>
            <button type="submit">Verifikasi kode</button>
            <p className={css.bantuan}>
              Tidak menerima kode? <Link href={lanjut === "/dashboard" ? "/masuk" : `/masuk?lanjut=${encodeURIComponent(lanjut)}`}>Masuk ulang</Link> untuk mendapatkan kode baru.
            </p>
          </form>
        ) : (
          <form method="post" action="/api/auth/formulir" className={css.form} aria-describedby={galat ? "galat-masuk" : undefined}>
            <input type="hidden" name="langkah" value="masuk" />
            <input type="hidden" name="lanjut" value={lanjut} />
            <label>
              E-mail
              <input type="email" name="email" autoComplete="username" required autoFocus={!emailTadi} maxLength={254} defaultValue={emailTadi} />
            </label>
            <label>
              Kata sandi
              <input type="password" name="password" autoComplete="current-password" required maxLength={1024} autoFocus={Boolean(emailTadi)} />
            </label>
            <button type="submit">Masuk</button>
            <p className={css.bantuan}>
              <Link href="/lupa-sandi">Lupa kata sandi?</Link>
            </p>
          </form>
        )}
    </KartuMasuk>
  );
}
