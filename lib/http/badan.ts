import { ApiError } from "./errors";

/** A limit in words a user reads: "1 MB", "10 MB", "512 KB". */
export function teksUkuran(bita: number): string {
  return bita >= 1024 * 1024 ? `${Math.round((bita / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bita / 1024)} KB`;
}

const terlaluBesarBawaan = (batas: number) => () => new ApiError("terlalu_besar", `Badan permintaan terlalu besar (maksimum ${teksUkuran(batas)}).`);

/**
 * The one bounded reader of every request body and every fetched answer: at most `batas` bytes, whatever
 * Content-Length says or does not say (chunked). A declared length past the limit is refused before a byte is
 * read; a stream is cancelled the moment it passes the limit, so a 300 MB body costs at most `batas` of memory.
 */
export async function bacaBadan(
  sumber: Pick<Request, "headers" | "body">,
  batas: number,
  terlaluBesar: () => Error = terlaluBesarBawaan(batas),
): Promise<Uint8Array<ArrayBuffer>> {
  const klaim = Number(sumber.headers.get("content-length") ?? "0");
  if (klaim > batas) {
    await sumber.body?.cancel().catch(() => {});
    throw terlaluBesar();
  }
  if (!sumber.body) return new Uint8Array(0);
  const pembaca = sumber.body.getReader();
  const bagian: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await pembaca.read();
    if (done) break;
    total += value.byteLength;
    if (total > batas) {
      await pembaca.cancel().catch(() => {});
      throw terlaluBesar();
    }
    bagian.push(value);
  }
  return Buffer.concat(bagian);
}

/**
 * A multipart/form-data (or urlencoded) body parsed after it was read through `bacaBadan`: the platform's own
 * `formData()` reads without any limit, so the raw stream is bounded first and only then parsed.
 */
export async function bacaFormulir(
  req: Pick<Request, "headers" | "body">,
  batas: number,
  galat: { terlaluBesar?: () => Error; tidakTerbaca: () => Error },
): Promise<FormData> {
  const bita = await bacaBadan(req, batas, galat.terlaluBesar);
  try {
    return await new Response(bita, { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw galat.tidakTerbaca();
  }
}
