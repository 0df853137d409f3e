import { NextResponse } from "next/server";
import { AturUlangSandiInput, aturUlangSandi } from "@/lib/auth/reset";
import { withPublic } from "@/lib/http";
import { bacaJson } from "@/lib/http/body";
import { ipKlienTepercaya } from "@/lib/http/ip-soket";
import { assertAsalSama } from "@/lib/http/with-session";

// POST /api/auth/atur-ulang-sandi – {token, kataSandiBaru}: uses the link up and ends every session of the account
export const POST = withPublic(async ({ req, ctx }) => {
  assertAsalSama(req);
  const input = await bacaJson(req, AturUlangSandiInput);
  await aturUlangSandi({ ctx: await ctx(), input: { ...input, ip: ipKlienTepercaya(req) } });
  return NextResponse.json({ pesan: "Kata sandi telah diganti. Silakan masuk dengan kata sandi baru." }, { headers: { "cache-control": "no-store" } });
});
