import type { z } from "zod";
import { bacaBadan } from "./badan";
import { detailBerlabel } from "@/lib/validation/pesan-galat";
import { ApiError, type DetailGalat } from "./errors";
import { periksaNilaiMasukan } from "./nilai-masukan";

const UKURAN_MAKS = 1_000_000;

/**
 * zod issues as the `detail` of a 400: each invalid field by its dotted path (for programs) and a sentence naming
 * the field by its label (for people). `data` and `skema`, when given, tell a missing value from a wrong one and
 * give a number's whole range.
 */
export function detailDariZod(error: z.ZodError, data?: unknown, skema?: z.ZodType): DetailGalat[] {
  return detailBerlabel(error, { data, skema });
}

/** Parse a JSON body against a schema: not JSON is one 400, invalid fields another (with every field named). */
export async function bacaJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  const tipe = req.headers.get("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(tipe)) {
    throw new ApiError("tipe_konten_tidak_didukung", "Badan permintaan harus berupa JSON (Content-Type: application/json).");
  }
  const teks = await bacaTeksTerbatas(req, UKURAN_MAKS);
  let data: unknown;
  try {
    data = teks === "" ? {} : JSON.parse(teks);
  } catch {
    throw new ApiError("permintaan_tidak_valid", "Badan permintaan bukan JSON yang valid.");
  }
  return validasi(schema, data);
}

/** The errors a bounded read throws; REST uses ApiError, /csw its own exception report. */
export type GalatBadan = { terlaluBesar: () => Error; bukanUtf8: () => Error };

const GALAT_REST: GalatBadan = {
  terlaluBesar: () => new ApiError("terlalu_besar", "Badan permintaan terlalu besar (maksimum 1 MB)."),
  bukanUtf8: () => new ApiError("permintaan_tidak_valid", "Badan permintaan bukan teks UTF-8 yang sah."),
};

/**
 * The body as UTF-8 text, at most `maks` bytes: a declared or streamed larger body is refused without reading the
 * rest (a 50 MB body must not be buffered first), and invalid UTF-8 is refused rather than silently replaced.
 */
export async function bacaTeksTerbatas(req: Request, maks: number, galat: GalatBadan = GALAT_REST): Promise<string> {
  const bita = await bacaBadan(req, maks, galat.terlaluBesar);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bita);
  } catch {
    throw galat.bukanUtf8();
  }
}

/**
 * Validate already-parsed input: a 400 naming every invalid field. Depth, control characters and lone surrogates
 * are checked first (`periksaNilaiMasukan`), for every schema alike.
 */
export function validasi<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  periksaNilaiMasukan(data);
  const hasil = schema.safeParse(data);
  if (!hasil.success) throw new ApiError("permintaan_tidak_valid", "Data yang dikirim tidak valid.", detailDariZod(hasil.error, data, schema));
  return hasil.data;
}

/** Like `bacaJson`, for actions whose body is optional: no body at all counts as `{}`. */
export async function bacaJsonOpsional<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  if (req.headers.get("content-length") === "0" || (!req.headers.get("content-type") && !req.body)) return validasi(schema, {});
  return bacaJson(req, schema);
}
