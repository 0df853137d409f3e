import { NextResponse, type NextRequest } from "next/server";
import { masuk, MasukInput } from "@/lib/auth/masuk";
import { keluar } from "@/lib/auth/profil";
import { AturUlangSandiInput, aturUlangSandi, JALUR_ATUR_ULANG, LupaSandiInput, mintaResetSandi, POLA_TOKEN_RESET } from "@/lib/auth/reset";
import { OtpInput, verifikasiOtp } from "@/lib/auth/verifikasi-otp";
import { getDb } from "@/lib/db";
import { bacaFormulir } from "@/lib/http/badan";
import { validasi } from "@/lib/http/body";
import { COOKIE_EMAIL_MASUK, COOKIE_OTP, COOKIE_SESI, hapusCookie, pasangCookie, UMUR_EMAIL_MASUK_DETIK } from "@/lib/http/cookie";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { assertAsalSama } from "@/lib/http/with-session";
import { AKTOR_PUBLIK } from "@/lib/context";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { kodeGalatMasuk } from "@/lib/web/galat-masuk";
import { lanjutAman, TUJUAN_BAWAAN } from "@/lib/web/lanjut";

/** E-mail, password, OTP, `lanjut` and `langkah` fit many times over; anything larger is not our form. */
const BATAS_FORMULIR = 16 * 1024;

/** A 303 with a relative Location: right behind any proxy, and the browser turns the POST into a GET. */
function alihkan(ke: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location: ke, "cache-control": "no-store" } });
}

function keMasuk(param: Record<string, string>): string {
  const q = new URLSearchParams(Object.entries(param).filter(([k, v]) => v && !(k === "lanjut" && v === TUJUAN_BAWAAN)));
  return q.size ? `/masuk?${q}` : "/masuk";
}

/** Back to the reset page, its link kept (only a token of the link's shape goes into the URL). */
function keAturUlang(token: string, galat: string): string {
  const q = new URLSearchParams({ ...(POLA_TOKEN_RESET.test(token) ? { token } : {}), galat });
  return `${JALUR_ATUR_ULANG}?${q}`;
}

// POST /api/auth/formulir – the sign-in pages' plain HTML forms (work without JavaScript): langkah=masuk|otp|keluar,
// and the forgotten-password pages' langkah=lupa|atur-ulang,
// the same services as the JSON endpoints, answered with redirects. It lives under /api/auth because the pending-OTP
// cookie is scoped to that path.
export async function POST(req: NextRequest): Promise<Response> {
  // The Origin check comes before a byte of the body is read, and the body is bounded: no sign-in needed here.
  try {
    assertAsalSama(req);
  } catch (err) {
    return alihkan(keMasuk({ galat: kodeGalatMasuk(err) }));
  }
  let form: FormData;
  try {
    form = await bacaFormulir(req, BATAS_FORMULIR, { tidakTerbaca: () => new Error("formulir tidak terbaca") });
  } catch {
    return alihkan(keMasuk({ galat: "tidak-valid" }));
  }
  const teks = (k: string) => (typeof form.get(k) === "string" ? (form.get(k) as string) : "");
  const langkah = teks("langkah");
  const lanjut = lanjutAman(teks("lanjut"));
  try {
    const ctx = { db: await getDb(), actor: AKTOR_PUBLIK };
    const ip = ipKlienTepercaya(req);
    if (langkah === "keluar") {
      await keluar({ ctx, input: { token: req.cookies.get(COOKIE_SESI)?.value } });
      const res = alihkan("/masuk?keluar=1");
      hapusCookie(res, COOKIE_SESI);
      return res;
    }
    if (langkah === "lupa") {
      await mintaResetSandi({ ctx, input: { ...validasi(LupaSandiInput, { email: teks("email") }), ip } });
      return alihkan("/lupa-sandi?terkirim=1");
    }
    if (langkah === "atur-ulang") {
      if (teks("kataSandiBaru") !== teks("kataSandiUlang")) return alihkan(keAturUlang(teks("token"), "sandi-beda"));
      await aturUlangSandi({ ctx, input: { ...validasi(AturUlangSandiInput, { token: teks("token"), kataSandiBaru: teks("kataSandiBaru") }), ip } });
      return alihkan("/masuk?sandi=diganti");
    }
    if (langkah === "otp") {
      const { otp } = validasi(OtpInput, { otp: teks("otp") });
      const sesi = await verifikasiOtp({ ctx, input: { otp, tokenTertunda: req.cookies.get(COOKIE_OTP)?.value, ip } });
      const res = alihkan(lanjut);
      pasangCookie(res, COOKIE_SESI, sesi.token, sesi.umurDetik);
      hapusCookie(res, COOKIE_OTP);
      return res;
    }
    const input = validasi(MasukInput, { email: teks("email"), password: teks("password") });
    const hasil = await masuk({ ctx, input: { ...input, ip } });
    if (hasil.jenis === "otp") {
      const res = alihkan(keMasuk({ langkah: "otp", lanjut }));
      pasangCookie(res, COOKIE_OTP, hasil.token, hasil.umurDetik);
      return res;
    }
    const res = alihkan(lanjut);
    pasangCookie(res, COOKIE_SESI, hasil.sesi.token, hasil.sesi.umurDetik);
    hapusCookie(res, COOKIE_OTP);
    hapusCookie(res, COOKIE_EMAIL_MASUK);
    return res;
  } catch (err) {
    const kode = kodeGalatMasuk(err);
    if (kode === "server") catatGalat("[masuk] galat tak terduga", err);
    // A wrong code keeps the user on the OTP step; every other OTP failure needs a fresh sign-in.
    if (langkah === "lupa") return alihkan(`/lupa-sandi?galat=${kode}`);
    if (langkah === "atur-ulang") return alihkan(keAturUlang(teks("token"), kode));
    const tetapOtp = langkah === "otp" && (kode === "otp-salah" || kode === "batas" || kode === "tidak-valid");
    const res = alihkan(keMasuk({ langkah: tetapOtp ? "otp" : "", galat: kode, lanjut }));
    // A failed password step keeps the address in the form (and offers it to "Lupa kata sandi").
    const email = teks("email").trim();
    if (langkah === "masuk" && email && email.length <= 254) pasangCookie(res, COOKIE_EMAIL_MASUK, email, UMUR_EMAIL_MASUK_DETIK);
    return res;
  }
}
