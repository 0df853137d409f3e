import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Call a route handler as Next would, returning status, headers and the parsed JSON body. */
export async function panggil<T = unknown>(handler: Handler, path: string, params: Record<string, string> = {}) {
  const res = await handler(new NextRequest(new URL(path, "http://localhost")), { params: Promise.resolve(params) });
  const teks = await res.text();
  const tipe = res.headers.get("content-type") ?? "";
  const body = (tipe.includes("json") && teks ? JSON.parse(teks) : teks) as T;
  return { status: res.status, headers: res.headers, body };
}
