/** A JSON response from an already serialised body (e.g. one read from the cache). */
export function responsJson(teks: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  return new Response(teks, { ...init, headers });
}
