import { NextResponse } from "next/server";
import { GantiKataSandiInput, gantiKataSandi } from "@/lib/auth/profil";
import { bacaJson } from "@/lib/http/body";
import { COOKIE_SESI, pasangCookie } from "@/lib/http/cookie";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { withSession } from "@/lib/http/with-session";

// POST /api/user/profil/kata-sandi – change own password; ends every session and issues a fresh one here
export const POST = withSession(async ({ req, ctx }) => {
  const input = await bacaJson(req, GantiKataSandiInput);
  const sesi = await gantiKataSandi({ ctx, input: { ...input, ip: ipKlienTepercaya(req) } });
  const res = NextResponse.json({ ok: true });
  pasangCookie(res, COOKIE_SESI, sesi.token, sesi.umurDetik);
  return res;
});
