import type { NextRequest } from "next/server";
import { jawabVerifikasi } from "@/lib/quality";

// GET /api/verify/{token} – public verification of a signed QC/QE/QA document (spec 4.1, 2.4)
export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  return jawabVerifikasi(req, (await params).token);
}
