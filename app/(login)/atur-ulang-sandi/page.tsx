import type { Metadata } from "next";
import Link from "next/link";
import { gayaMasuk as css, KartuMasuk } from "@/components/masuk/KartuMasuk";
import { pemilikTokenReset } from "@/lib/auth/reset";
import { PANJANG_MAKS, PANJANG_MIN } from "@/lib/auth/aturan-kata-sandi";
import { getDb } from "@/lib/db";
import { PESAN_GALAT_MASUK, pesanGalatMasuk } from "@/lib/web/galat-masuk";
import { satuNilai, type ParameterHalaman } from "@/lib/web/parameter-halaman";

// The token is in this page's URL: a Referer carries only the origin (not even to our own logs). Not
// "no-referrer": the form's POST would then send `Origin: null` and fail the same-origin check.
export const metadata: Metadata = { title: "Atur ulang kata sandi", robots: { index: false }, referrer: "strict-origin" };

type Props = { searchParams: Promise<ParameterHalaman> };

/**
 * The page a reset link opens: a new password twice. Opening it does not use the link up (mail scanners open
 * links); the form's POST does. A dead link says so at once and offers a new one.
 */
export default async function HalamanAturUlangSandi({ searchParams }: Props) {
  const sp = await searchParams;
  const token = satuNilai(sp.token) ?? "";
  const pemilik = await pemilikTokenReset(await getDb(), token);
  const galat = pemilik ? pesanGalatMasuk(satuNilai(sp.galat)) : PESAN_GALAT_MASUK.tautan;
  return (
    <KartuMasuk judul="Atur ulang kata sandi" galat={galat} idGalat="galat-atur-ulang">
        {pemilik ? (
          <form method="post" action="/api/auth/formulir" className={css.form} aria-describedby={galat ? "galat-atur-ulang" : undefined}>
            <input type="hidden" name="langkah" value="atur-ulang" />
            <input type="hidden" name="token" value={token} />
            {/* Password managers file the new password under this account. */}
            <input type="hidden" name="email" autoComplete="username" value={pemilik.email} />
            <p>
              Kata sandi baru untuk <strong>{pemilik.email}</strong>. Setelah disimpan, semua sesi masuk akun ini diakhiri.
            </p>
            <label>
              Kata sandi baru
              <input type="password" name="kataSandiBaru" autoComplete="new-password" required autoFocus minLength={PANJANG_MIN} maxLength={PANJANG_MAKS} aria-describedby="aturan-sandi" />
            </label>
            <p className={css.bantuan} id="aturan-sandi">
              {PANJANG_MIN}–{PANJANG_MAKS} karakter; bukan kata sandi umum, nama aplikasi, atau alamat e-mail akun. Gabungan beberapa kata mudah diingat.
            </p>
            <label>
              Ulangi kata sandi baru
              <input type="password" name="kataSandiUlang" autoComplete="new-password" required minLength={PANJANG_MIN} maxLength={PANJANG_MAKS} />
            </label>
            <button type="submit">Simpan kata sandi baru</button>
          </form>
        ) : (
          <p>
            <Link href="/lupa-sandi">Minta tautan baru</Link> · <Link href="/masuk">Kembali ke halaman masuk</Link>
          </p>
        )}
    </KartuMasuk>
  );
}
