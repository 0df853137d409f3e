import { NextResponse, type NextRequest } from "next/server";
import { withSession } from "@/lib/http/with-session";
import { halamanHasilKonfirmasi } from "@/lib/workflow/konfirmasi-halaman";
import { konfirmasiSetujui } from "@/lib/workflow/konfirmasi";

// GET /api/walidata/konfirmasi?token=… – one-click approval from the e-mail; always answers with a redirect
export const GET = withSession(
  async ({ req, ctx, searchParams }) => {
    const { metadataId } = await konfirmasiSetujui({ ctx, token: searchParams.get("token") });
    return NextResponse.redirect(halamanHasilKonfirmasi(req.nextUrl, { hasil: "berhasil", id: metadataId }), 303);
  },
  { kebijakan: "konfirmasi", padaGalat: (err, req: NextRequest) => NextResponse.redirect(halamanHasilKonfirmasi(req.nextUrl, err), 303) },
);
