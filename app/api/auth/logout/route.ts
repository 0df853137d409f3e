import { NextResponse } from "next/server";
import { keluar } from "@/lib/auth/profil";
import { withPublic } from "@/lib/http";
import { COOKIE_SESI, hapusCookie } from "@/lib/http/cookie";
import { assertAsalSama } from "@/lib/http/with-session";

// POST /api/auth/logout – end this session everywhere and clear the cookie (also fine when already signed out)
export const POST = withPublic(async ({ req, ctx }) => {
  assertAsalSama(req);
  await keluar({ ctx: await ctx(), input: { token: req.cookies.get(COOKIE_SESI)?.value } });
  const res = NextResponse.json({ ok: true });
  hapusCookie(res, COOKIE_SESI);
  return res;
});
