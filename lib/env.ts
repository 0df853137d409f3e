import { z } from "zod";

/** Treat "" like unset, so an empty line in a .env file does not switch backends. */
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Postgres connection string; unset → embedded PGlite under PGLITE_DIR. */
  DATABASE_URL: optionalUrl,
  /** Directory of the embedded PGlite database (only without DATABASE_URL). */
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Public origin used in links (CSW capabilities, QR codes, sitemap). */
  PUBLIC_BASE_URL: z.string().url().default("http://localhost:3000"),
  /** Largest number of pooled Postgres connections per app instance. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Parsed environment; throws with every bad variable named at first use (and at start via next.config). */
export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Konfigurasi lingkungan tidak valid:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}
