import { NextResponse } from "next/server";
import { lepasRekaman } from "@/lib/panen";
import { withSession } from "@/lib/http/with-session";

// POST /api/walidata/panen/rekaman/{id}/lepas – detach a harvested record: editable, never overwritten by a later run
export const POST = withSession<{ id: string }>(async ({ ctx, params }) => NextResponse.json(await lepasRekaman({ ctx, metadataId: params.id })), { izin: "panen.kelola" });
