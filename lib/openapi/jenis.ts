import type { z } from "@/lib/validation/zod";

export type Metode = "get" | "post" | "put" | "patch" | "delete" | "options";

/** What a response carries: JSON (optionally with the zod schema it follows), or a non-JSON media type. */
export type Respons = { deskripsi: string; json?: z.ZodType | "objek" | "larik"; media?: string };

export type Parameter = { nama: string; deskripsi: string; wajib?: boolean; jenis?: "string" | "integer" | "number"; pilihan?: readonly string[] };

/**
 * One operation of the API. `path` is the OpenAPI form (`/api/metadata/{id}`); path parameters are read from it.
 * `body` is the very zod schema the handler validates with, so the document cannot say something else.
 */
export type Operasi = {
  metode: Metode;
  path: string;
  tag: string;
  ringkasan: string;
  deskripsi?: string;
  /** `sesi`: the `gk_sesi` cookie (401 without it, 403 outside the role's area). */
  akses: "publik" | "sesi";
  kueri?: Parameter[];
  body?: { json: z.ZodType } | { media: string; deskripsi: string };
  respons: Record<number, Respons>;
};
