import { NextResponse } from "next/server";
import { buatPengguna, listPengguna, parseKueriPengguna, PenggunaInput } from "@/lib/admin/pengguna";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// GET /api/admin/pengguna – accounts (q, organisasiId, page, pageSize)
export const GET = withSession(async ({ ctx, searchParams }) => NextResponse.json(await listPengguna({ ctx, input: parseKueriPengguna(searchParams) })));

// POST /api/admin/pengguna – create an account; the temporary password goes to the user by e-mail
export const POST = withSession(async ({ req, ctx }) => NextResponse.json(await buatPengguna({ ctx, input: await bacaJson(req, PenggunaInput) }), { status: 201 }));
