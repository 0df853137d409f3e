import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/with-session";
import { bacaGambarUnggahan, hapusGambar, jenisGambarOrThrow, unggahGambar } from "@/lib/identitas";

// PUT /api/admin/identitas/{logo|favicon} – upload the image (PNG or JPEG; raw body or multipart field `berkas`)
export const PUT = withSession<{ gambar: string }>(async ({ req, ctx, params }) => {
  const jenis = jenisGambarOrThrow(params.gambar);
  return NextResponse.json(await unggahGambar({ ctx, jenis, berkas: await bacaGambarUnggahan(req) }));
});

// DELETE /api/admin/identitas/{logo|favicon} – back to the built-in image
export const DELETE = withSession<{ gambar: string }>(async ({ ctx, params }) => NextResponse.json(await hapusGambar({ ctx, jenis: jenisGambarOrThrow(params.gambar) })));
