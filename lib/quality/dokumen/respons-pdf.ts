/** A PDF download response; private caching only (the file of a record can be superseded). */
export function responsPdf(pdf: Buffer, namaBerkas: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${namaBerkas}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
