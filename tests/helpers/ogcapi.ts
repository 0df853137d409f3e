import { GET, POST } from "@/app/ogcapi/[[...jalur]]/route";

export type JawabanOgc = { status: number; headers: Headers; teks: string; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Call the /ogcapi route handler as Next would: `alamat` is a path under /ogcapi (with its query) or an absolute link. */
export async function ogc(alamat: string, init: { headers?: Record<string, string>; method?: string; body?: string } = {}): Promise<JawabanOgc> {
  const u = new URL(alamat, "http://localhost:3000/ogcapi/");
  const jalur = u.pathname.replace(/^\/ogcapi\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  const req = new Request(`http://localhost:3000${u.pathname}${u.search}`, { headers: init.headers, method: init.method ?? "GET", body: init.body });
  const fn = req.method === "POST" ? POST : GET;
  const res = await fn(req, { params: Promise.resolve({ jalur: jalur.length ? jalur : undefined }) });
  const teks = await res.text();
  let json: unknown = undefined;
  if (/json/.test(res.headers.get("content-type") ?? "")) json = JSON.parse(teks);
  return { status: res.status, headers: res.headers, teks, json };
}

/** The href of the first link with this rel (and type, when given). */
export function tautan(isi: { links: { rel: string; type?: string; href: string }[] }, rel: string, type?: string): string | undefined {
  return isi.links.find((l) => l.rel === rel && (type === undefined || l.type === type))?.href;
}
