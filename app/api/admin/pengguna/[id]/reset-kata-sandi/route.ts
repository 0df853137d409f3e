import { NextResponse } from "next/server";
import { resetKataSandi } from "@/lib/admin/pengguna";
import { withSession } from "@/lib/http/with-session";

// POST /api/admin/pengguna/{id}/reset-kata-sandi – temporary password by e-mail; every session of the account ends
export const POST = withSession<{ id: string }>(async ({ ctx, params }) => {
  await resetKataSandi({ ctx, id: params.id });
  return NextResponse.json({ ok: true });
});
