/**
 * The response of an uploaded image: its checked type, no sniffing, no active content. With the `v` its URL
 * carries (the content hash) it may be kept a year; without, or with an older `v`, only briefly.
 */
export function kirimGambar(g: { isi: Buffer; tipe: string; kunci: string }, v: string | null): Response {
  const tetap = v !== null && g.kunci.includes(`-${v}.`);
  return new Response(new Uint8Array(g.isi), {
    headers: {
      "content-type": g.tipe,
      "content-length": String(g.isi.byteLength),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": tetap ? "public, max-age=31536000, immutable" : "public, max-age=60",
    },
  });
}
