import { NextResponse } from "next/server";
import { UbahPenggunaInput, ubahPengguna } from "@/lib/admin/pengguna";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// PATCH /api/admin/pengguna/{id} – edit an account; aktif=false deactivates it and ends its sessions
export const PATCH = withSession<{ id: string }>(async ({ req, ctx, params }) =>
  NextResponse.json(await ubahPengguna({ ctx, id: params.id, input: await bacaJson(req, UbahPenggunaInput) })),
);
