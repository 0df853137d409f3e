import { NextResponse } from "next/server";
import { getProfilOrThrow, UbahProfilInput, ubahProfil } from "@/lib/auth/profil";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// GET /api/user/profil – the signed-in user's profile
export const GET = withSession(async ({ ctx }) => NextResponse.json(await getProfilOrThrow({ ctx })));

// PATCH /api/user/profil – change own name, position, phone, OTP on/off and channel
export const PATCH = withSession(async ({ req, ctx }) => NextResponse.json(await ubahProfil({ ctx, input: await bacaJson(req, UbahProfilInput) })));
