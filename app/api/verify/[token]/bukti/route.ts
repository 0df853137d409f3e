import type { NextRequest } from "next/server";
import { jawabBukti } from "@/lib/quality";

// GET /api/verify/{token}/bukti – signed payload and signature of a valid document, for offline checking
export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  return jawabBukti(req, (await params).token);
}
