import { readFile } from "node:fs/promises";
import path from "node:path";
import { NextResponse } from "next/server";

/**
 * GET /admin/api-docs/swagger-ui-bundle.js – Swagger UI's standalone bundle, from the installed swagger-ui-react
 * package, on our own origin (the CSP allows scripts from 'self' only; no CDN). The bundle carries its own React,
 * so it runs beside the app's React 19, which swagger-ui-react's component does not (docs/decisions.md).
 * Not secret: the open-source library only; the document and every call it makes stay behind the Admin session.
 */
const BERKAS = path.join(process.cwd(), "node_modules", "swagger-ui-react", "swagger-ui-bundle.js");
let isi: Promise<Buffer> | undefined;

export async function GET(): Promise<Response> {
  try {
    isi ??= readFile(BERKAS);
    return new NextResponse(new Uint8Array(await isi), {
      headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=86400" },
    });
  } catch {
    isi = undefined;
    return NextResponse.json({ error: "Berkas penjelajah API tidak tersedia di server ini." }, { status: 503 });
  }
}
