import { NextResponse } from "next/server";
import { getDatabase } from "@/lib/db";
import { periksaKesehatan } from "@/lib/health/check";

export const dynamic = "force-dynamic";

// GET /api/health – database reachability (503 when disconnected)
export async function GET(): Promise<Response> {
  const hasil = await periksaKesehatan(getDatabase);
  return NextResponse.json(hasil, { status: hasil.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
