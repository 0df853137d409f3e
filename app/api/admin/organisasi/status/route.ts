import { NextResponse } from "next/server";
import { statusKomponen } from "@/lib/admin/status";
import { withSession } from "@/lib/http/with-session";

export const dynamic = "force-dynamic";

// GET /api/admin/organisasi/status – component status (spec 2.8): smtp, wa, storage, csw
export const GET = withSession(async ({ ctx }) => NextResponse.json(await statusKomponen({ ctx })));
