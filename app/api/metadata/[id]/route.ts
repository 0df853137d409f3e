import { NextResponse } from "next/server";
import { bacaJson, validasi } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";
import { deleteMetadata, getMetadataOrThrow, UbahMetadataInput, updateMetadata } from "@/lib/metadata/kelola";
import { z } from "@/lib/validation/zod";

// GET /api/metadata/{id} – detail of a record the user may read, any status
export const GET = withSession<{ id: string }>(async ({ ctx, params }) => NextResponse.json(await getMetadataOrThrow({ ctx, id: params.id })));

// PATCH /api/metadata/{id} – merge-patch the document; `versi` (or an If-Match header) is the version read
export const PATCH = withSession<{ id: string }>(async ({ req, ctx, params }) => {
  const body = await bacaJson(req, z.record(z.string(), z.unknown()));
  const ifMatch = req.headers.get("if-match")?.replace(/^W\//, "").replaceAll('"', "").trim();
  if (body.versi === undefined && ifMatch && /^[0-9]+$/.test(ifMatch)) body.versi = Number(ifMatch);
  const { detail, salinanBaru } = await updateMetadata({ ctx, id: params.id, input: validasi(UbahMetadataInput, body) });
  return NextResponse.json(detail, { status: salinanBaru ? 201 : 200 });
});

// DELETE /api/metadata/{id} – only a DRAFT, only by its owning Produsen or an Admin
export const DELETE = withSession<{ id: string }>(async ({ ctx, params }) => {
  await deleteMetadata({ ctx, id: params.id });
  return new NextResponse(null, { status: 204 });
});
