import { NextResponse } from "next/server";
import { laporanCsv, laporanJalan } from "@/lib/panen";
import { withSession } from "@/lib/http/with-session";

// GET /api/admin/panen/jalan/{id}/laporan?format=json|csv – the run's report: counts and every rejected, retired or failed item
export const GET = withSession<{ id: string }>(
  async ({ ctx, params, searchParams }) => {
    const laporan = await laporanJalan({ ctx, id: params.id });
    if (searchParams.get("format") !== "csv") return NextResponse.json(laporan);
    return new NextResponse(laporanCsv(laporan), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="laporan-panen-${params.id}.csv"` },
    });
  },
  { izin: "panen.kelola" },
);
