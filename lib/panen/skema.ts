import { z } from "@/lib/validation/zod";
import { JENIS_SUMBER, SKEMA_KELUARAN } from "./jenis";

const Url = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "http:" || u.protocol === "https:") && !u.username && !u.password;
    } catch {
      return false;
    }
  }, "URL harus http(s) tanpa nama pengguna atau kata sandi di dalamnya (isi kredensial terpisah).");

const Bbox = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90), z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .refine(([b, s, t, u]) => b <= t && s <= u, "Kotak: barat ≤ timur dan selatan ≤ utara.");

/** The source's own constraint: CQL as written, or keywords (OR-ed over AnyText) and a box [barat, selatan, timur, utara]. */
export const BatasanInput = z
  .object({
    cql: z.string().trim().max(2000).optional(),
    kataKunci: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
    bbox: Bbox.optional(),
  })
  .strict();

export const JadwalInput = z.discriminatedUnion("jenis", [
  z.object({ jenis: z.literal("manual") }).strict(),
  z.object({ jenis: z.literal("jam"), setiap: z.number().int().min(1).max(168) }).strict(),
  z.object({ jenis: z.literal("harian"), pukul: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Pukul dalam format HH:MM (WIB).") }).strict(),
]);

/** HTTP basic credentials; the password is write-only (never returned). */
export const KredensialInput = z.object({ pengguna: z.string().min(1).max(200), sandi: z.string().min(1).max(500) }).strict();

export const SumberInput = z
  .object({
    nama: z.string().trim().min(1).max(200),
    jenis: z.enum(JENIS_SUMBER),
    url: Url,
    /** Target organisation; a Walidata may leave it out (own organisation) and may name only their own. */
    organisasiId: z.uuid().optional(),
    batasan: BatasanInput.default({}),
    skemaKeluaran: z.enum(SKEMA_KELUARAN).default("gmd"),
    jadwal: JadwalInput.default({ jenis: "manual" }),
    modeTerbit: z.enum(["DRAFT", "PUBLISHED"]).default("DRAFT"),
    kebijakanHilang: z.enum(["pensiun", "hapus"]).default("pensiun"),
    kredensial: KredensialInput.nullable().optional(),
    aktif: z.boolean().default(true),
  })
  .strict();
export type SumberInput = z.infer<typeof SumberInput>;

/** A change: every field optional; `kredensial: null` removes the credentials, leaving it out keeps them. */
export const UbahSumberInput = z
  .object({
    nama: z.string().trim().min(1).max(200),
    jenis: z.enum(JENIS_SUMBER),
    url: Url,
    organisasiId: z.uuid(),
    batasan: BatasanInput,
    skemaKeluaran: z.enum(SKEMA_KELUARAN),
    jadwal: JadwalInput,
    modeTerbit: z.enum(["DRAFT", "PUBLISHED"]),
    kebijakanHilang: z.enum(["pensiun", "hapus"]),
    kredensial: KredensialInput.nullable(),
    aktif: z.boolean(),
  })
  .partial()
  .strict();
export type UbahSumberInput = z.infer<typeof UbahSumberInput>;

/** "Tes koneksi" from the form (nothing saved yet), or of a saved source by `sumberId` (its stored credentials). */
export const TesKoneksiInput = z.union([
  z.object({ sumberId: z.uuid() }).strict(),
  z.object({ jenis: z.enum(JENIS_SUMBER), url: Url, batasan: BatasanInput.default({}), skemaKeluaran: z.enum(SKEMA_KELUARAN).default("gmd"), kredensial: KredensialInput.nullable().optional() }).strict(),
]);
export type TesKoneksiInput = z.infer<typeof TesKoneksiInput>;

export const MulaiJalanInput = z.object({ penuh: z.boolean().optional() }).strict();
export type MulaiJalanInput = z.infer<typeof MulaiJalanInput>;
