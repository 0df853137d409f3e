import { NextResponse } from "next/server";
import { masuk, MasukInput } from "@/lib/auth/masuk";
import { withPublic } from "@/lib/http";
import { bacaJson } from "@/lib/http/body";
import { COOKIE_OTP, COOKIE_SESI, hapusCookie, pasangCookie } from "@/lib/http/cookie";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { assertAsalSama } from "@/lib/http/with-session";

// POST /api/auth/login – e-mail and password → session cookie, or {requiresOtp: true} with the pending-OTP cookie
export const POST = withPublic(async ({ req, ctx }) => {
  assertAsalSama(req);
  const input = await bacaJson(req, MasukInput);
  const hasil = await masuk({ ctx: await ctx(), input: { ...input, ip: ipKlienTepercaya(req) } });
  if (hasil.jenis === "otp") {
    const res = NextResponse.json({ requiresOtp: true });
    pasangCookie(res, COOKIE_OTP, hasil.token, hasil.umurDetik);
    return res;
  }
  const res = NextResponse.json({ requiresOtp: false });
  pasangCookie(res, COOKIE_SESI, hasil.sesi.token, hasil.sesi.umurDetik);
  hapusCookie(res, COOKIE_OTP);
  return res;
});
