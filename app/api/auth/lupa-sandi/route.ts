import { NextResponse } from "next/server";
import { LupaSandiInput, mintaResetSandi, PESAN_LUPA_TERKIRIM } from "@/lib/auth/reset";
import { withPublic } from "@/lib/http";
import { bacaJson } from "@/lib/http/body";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { assertAsalSama } from "@/lib/http/with-session";

// POST /api/auth/lupa-sandi – {email} → a single-use reset link by e-mail; the same answer for any address
export const POST = withPublic(async ({ req, ctx }) => {
  assertAsalSama(req);
  const input = await bacaJson(req, LupaSandiInput);
  await mintaResetSandi({ ctx: await ctx(), input: { ...input, ip: ipKlienTepercaya(req) } });
  return NextResponse.json({ pesan: PESAN_LUPA_TERKIRIM }, { headers: { "cache-control": "no-store" } });
});
