import { NextResponse } from "next/server";
import { TesKoneksiInput, tesKoneksi } from "@/lib/panen";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// POST /api/walidata/panen/tes-koneksi – "Tes koneksi": GetCapabilities + hits (CSW) or the listing (WAF), from the form or a saved source
export const POST = withSession(async ({ req, ctx }) => NextResponse.json(await tesKoneksi({ ctx, input: await bacaJson(req, TesKoneksiInput) })), { izin: "panen.kelola" });
