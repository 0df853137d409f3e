import { NextResponse } from "next/server";
import { OtpInput, verifikasiOtp } from "@/lib/auth/verifikasi-otp";
import { withPublic } from "@/lib/http";
import { bacaJson } from "@/lib/http/body";
import { COOKIE_OTP, COOKIE_SESI, hapusCookie, pasangCookie } from "@/lib/http/cookie";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { assertAsalSama } from "@/lib/http/with-session";

// POST /api/auth/otp – the 6-digit code of the pending login (its cookie) → session cookie
export const POST = withPublic(async ({ req, ctx }) => {
  assertAsalSama(req);
  const { otp } = await bacaJson(req, OtpInput);
  const sesi = await verifikasiOtp({ ctx: await ctx(), input: { otp, tokenTertunda: req.cookies.get(COOKIE_OTP)?.value, ip: ipKlienTepercaya(req) } });
  const res = NextResponse.json({ ok: true });
  pasangCookie(res, COOKIE_SESI, sesi.token, sesi.umurDetik);
  hapusCookie(res, COOKIE_OTP);
  return res;
});
