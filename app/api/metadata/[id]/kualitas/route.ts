import { NextResponse } from "next/server";
import { periksaSesi } from "@/lib/auth/sesi";
import { withPublic } from "@/lib/http";
import { COOKIE_SESI } from "@/lib/http/cookie";
import { getKualitasOrThrow } from "@/lib/quality";

// GET /api/metadata/{id}/kualitas – QC/QE/QA status (public for PUBLISHED records; signed-in users: records they may read)
export const GET = withPublic<{ id: string }>(async ({ req, ctx, params }) => {
  const c = await ctx();
  const sesi = await periksaSesi(c.db, req.cookies.get(COOKIE_SESI)?.value);
  const actor = sesi ? ({ jenis: "pengguna", id: sesi.pengguna.id, peran: sesi.pengguna.peran, organisasiId: sesi.pengguna.organisasiId } as const) : c.actor;
  return NextResponse.json(await getKualitasOrThrow({ ctx: { ...c, actor }, id: params.id }));
});
