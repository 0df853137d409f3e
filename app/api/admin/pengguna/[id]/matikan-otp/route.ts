import { NextResponse } from "next/server";
import { matikanOtp } from "@/lib/admin/matikan-otp";
import { withSession } from "@/lib/http/with-session";

// POST /api/admin/pengguna/{id}/matikan-otp – turn a locked-out user's OTP off (audited, the user is told by e-mail)
export const POST = withSession<{ id: string }>(async ({ ctx, params }) => NextResponse.json(await matikanOtp({ ctx, id: params.id })));
