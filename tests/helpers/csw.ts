import { GET, POST } from "@/app/csw/route";
import { parseXmlTree, type XmlElement } from "@/lib/csw/xml-tree";

export type JawabanCsw = { status: number; headers: Headers; teks: string; akar: XmlElement };

/** A response document as an element tree (limits far above any test page). */
export function urai(teks: string): XmlElement {
  return parseXmlTree(teks, { maxBytes: 256 * 1024 * 1024, maxDepth: 512, maxElements: 50_000_000 });
}

async function jawab(res: Response): Promise<JawabanCsw> {
  const teks = await res.text();
  return { status: res.status, headers: res.headers, teks, akar: res.status === 304 ? (undefined as never) : urai(teks) };
}

/** GET /csw with the given query (string, or pairs in order). */
export async function cswGet(query: string | Record<string, string>, headers: Record<string, string> = {}): Promise<JawabanCsw> {
  const qs = typeof query === "string" ? query : new URLSearchParams(query).toString();
  return jawab(await GET(new Request(`http://localhost/csw?${qs}`, { headers })));
}

/** POST /csw with a body (XML by default). */
export async function cswPost(body: string, contentType: string | null = "application/xml", headers: Record<string, string> = {}): Promise<JawabanCsw> {
  const h = new Headers(headers);
  if (contentType !== null) h.set("content-type", contentType);
  return jawab(await POST(new Request("http://localhost/csw", { method: "POST", body, headers: h })));
}

/** Descendants with this local name (any namespace), document order. */
export function semua(el: XmlElement, local: string): XmlElement[] {
  const hasil: XmlElement[] = [];
  const jalan = (e: XmlElement) => {
    for (const c of e.children) {
      if (c.local === local) hasil.push(c);
      jalan(c);
    }
  };
  jalan(el);
  return hasil;
}

/** The SearchResults attributes as numbers. */
export function hasilCari(akar: XmlElement) {
  const sr = semua(akar, "SearchResults")[0];
  if (!sr) throw new Error(`bukan GetRecordsResponse: ${akar.local}`);
  const n = (k: string) => Number(sr.attrs.get(k));
  return { cocok: n("numberOfRecordsMatched"), kembali: n("numberOfRecordsReturned"), berikut: n("nextRecord"), el: sr, rekaman: sr.children };
}

/** The exception code and locator of an ows:ExceptionReport. */
export function pengecualian(j: JawabanCsw): { kode?: string; locator?: string; teks: string } {
  const e = semua(j.akar, "Exception")[0];
  return { kode: e?.attrs.get("exceptionCode"), locator: e?.attrs.get("locator"), teks: semua(j.akar, "ExceptionText")[0]?.text ?? "" };
}
