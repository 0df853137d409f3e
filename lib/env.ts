import { z } from "zod";
// Relative, not "@/…": next.config.ts loads this file before any path alias exists.
import { rahasiaTersimpan } from "./auth/rahasia-tersimpan";

/** Treat "" like unset, so an empty line in a .env file does not switch backends. */
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());

const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

/** Values that must never sign production sessions: examples from docs and obvious placeholders. */
const RAHASIA_TIDAK_AMAN = /^(changeme|change-me|secret|rahasia|development|dev|test|password|geokatalog)/i;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Postgres connection string; unset → embedded PGlite under PGLITE_DIR. */
  DATABASE_URL: optionalUrl,
  /**
   * A streaming replica of DATABASE_URL for public reads (public API, public pages, /csw); unset → everything
   * reads the primary. Reads fall back to the primary while the replica lags behind the last publication.
   */
  DATABASE_READ_URL: optionalUrl,
  /** Directory of the embedded PGlite database (only without DATABASE_URL). */
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** Public origin used in links (CSW capabilities, QR codes, sitemap). */
  PUBLIC_BASE_URL: z.string().url().default("http://localhost:3000"),
  /**
   * Largest number of pooled Postgres connections per app instance (and as many again to DATABASE_READ_URL). `npm
   * start` and the Docker image split it among their workers (WEB_CONCURRENCY), each server process getting its share here.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Seconds one public query (public API, public pages, /csw) may run before Postgres stops it (statement_timeout
   * of the public pool); the client gets a clear error. Not enforced on embedded PGlite, which has no timer.
   */
  DATABASE_PUBLIC_TIMEOUT_SECONDS: z.coerce.number().min(0.01).max(600).default(5),
  /** Pooled connections per instance for public reads, apart from DATABASE_POOL_MAX: anonymous load cannot take signed-in users' connections. */
  DATABASE_PUBLIC_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Uncached /csw and public API requests one client IP may have running at once (shared through Redis). */
  PUBLIC_CONCURRENT_PER_IP: z.coerce.number().int().min(1).max(1000).default(4),
  /** Map tile URL template for the public maps ({z}/{x}/{y}; {s} for subdomains); "" shows maps without tiles. */
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** Key of the session and OTP cookies (JWE via next-auth/jwt). Required in production, at least 32 characters. */
  AUTH_SECRET: optionalString,
  /** A session ends after this many minutes without a request. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** A session ends this many hours after sign-in, whatever the activity. */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  /** Redis for rate limits and the CSW cache generation; unset → per-process memory (development only). */
  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key this app writes (lets instances of several deployments or test runs share one Redis). */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/).default("gk"),
  /** SMTP transport, e.g. smtp://user:pass@mail.example.go.id:587; unset → mail stays queued and is reported as failed. */
  SMTP_URL: optionalUrl,
  /** Sender of every e-mail. */
  MAIL_FROM: z.string().min(3).default("GeoKatalog <no-reply@geokatalog.example>"),
  /** HTTP gateway of the messaging (WA) component: POST {to, text} with a bearer token. */
  WA_GATEWAY_URL: optionalUrl,
  WA_GATEWAY_TOKEN: optionalString,
  /** XSLT 1.0 stylesheet applied to the ISO 19115-3:2016 record for the public download `format=xslt`; unset → xslt unavailable. */
  XSLT_STYLESHEET_PATH: optionalString,
  /**
   * `1` (or `true`): the harvester may fetch from loopback, private and link-local addresses (a catalogue inside
   * the same network). Off by default: a harvest URL must not reach this machine or its neighbours.
   */
  HARVEST_IZINKAN_ALAMAT_PRIVAT: z.preprocess((v) => v === "true" || v === "1", z.boolean()),
  /**
   * Comma-separated CIDR ranges the harvester may reach besides public addresses (many government nodes sit on an
   * intranet), e.g. `10.20.0.0/16,192.168.5.0/24`. Unset: public addresses only. Checked again at every redirect.
   */
  HARVEST_ALLOWED_NETWORKS: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.split(",").every((c) => c.trim() === "" || /^[0-9a-fA-F.:]+\/\d{1,3}$/.test(c.trim())), "daftar CIDR dipisah koma, mis. 10.0.0.0/8,192.168.1.0/24"),
  /** CSW at /csw: `builtin` answers from this database; `external` forwards every request to CSW_EXTERNAL_URL. */
  CSW_PROVIDER: z.enum(["builtin", "external"]).default("builtin"),
  /** The external CSW endpoint (e.g. a PALAPA node's pycsw); required when CSW_PROVIDER=external. */
  CSW_EXTERNAL_URL: optionalUrl,
  /** Seconds the external CSW may take to start answering, and to go silent in the middle of an answer. */
  CSW_EXTERNAL_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  /** Build CSW links from X-Forwarded-Proto/Host (only behind a proxy that sets them); otherwise PUBLIC_BASE_URL. */
  CSW_TRUST_PROXY: z.preprocess((v) => v === "true" || v === "1", z.boolean()),
  /** Service identity of an external provider (spec 4.4: it comes from CSW_* variables, not the admin settings). */
  CSW_TITLE: optionalString,
  CSW_ABSTRACT: optionalString,
  CSW_PROVIDER_NAME: optionalString,
  CSW_CONTACT_NAME: optionalString,
  CSW_CONTACT_POSITION: optionalString,
  CSW_CONTACT_PHONE: optionalString,
  CSW_CONTACT_EMAIL: optionalString,
  CSW_HOURS_OF_SERVICE: optionalString,
  CSW_CONTACT_INSTRUCTIONS: optionalString,
  CSW_CONTACT_ROLE: optionalString,
  /**
   * `1` (or `true`): a demonstration on a production build (`npm run demo` sets it). Signing without
   * SIGNING_PRIVATE_KEY uses the development key in SIGNING_KEY_DIR, and mail/WA without SMTP_URL/WA_GATEWAY_URL
   * go to the local mailbox (/dashboard/admin/kotak-surat), as in development. Never on a real deployment.
   */
  GEOKATALOG_DEMO: z.preprocess(
    (v) => (v === undefined || v === "" || v === "0" || v === "false" ? false : v === "1" || v === "true" ? true : v),
    z.boolean({ error: "harus 1 atau true (mode demo), 0 atau false" }),
  ),
  /** Private key (PKCS#8 PEM, Ed25519 or ECDSA P-256) signing QC/QE/QA documents, or a path to it; unset → development key in SIGNING_KEY_DIR (never in production unless GEOKATALOG_DEMO). */
  SIGNING_PRIVATE_KEY: optionalString,
  /** X.509 certificate (PEM, or a path) of the signing key, published with the public key; optional. */
  SIGNING_CERT: optionalString,
  /** Where the development signing key is generated on first run. */
  SIGNING_KEY_DIR: z.string().default(".data/keys"),
  /** Earlier public keys (PEM, or paths; separated by blank lines or commas) still accepted for documents signed before a key change. */
  SIGNING_PUBLIC_KEYS_OLD: optionalString,
  /** Object storage of quality PDFs: `local` (STORAGE_DIR) or `s3` (any S3-compatible server). */
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  STORAGE_DIR: z.string().default(".data/storage"),
  STORAGE_S3_ENDPOINT: optionalUrl,
  STORAGE_S3_REGION: z.string().default("us-east-1"),
  STORAGE_S3_BUCKET: optionalString,
  STORAGE_S3_ACCESS_KEY_ID: optionalString,
  STORAGE_S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style bucket URLs (MinIO, most self-hosted servers); virtual-host style when false. */
  STORAGE_S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === undefined || v === "" ? true : v === "true" || v === "1"), z.boolean()),
  /** Largest signed PDF a checker may upload, in MB. */
  UPLOAD_MAX_MB: z.coerce.number().min(0.1).max(100).default(10),
  /**
   * Proxies in front of the app that append to X-Forwarded-For: unset → the socket address is the client; `true`
   * or 1 → the right-most entry; N → the N-th entry from the right.
   */
  TRUSTED_PROXY: z.preprocess((v) => (v === undefined || v === "" || v === "false" || v === "0" ? 0 : v === "true" ? 1 : v), z.coerce.number().int().min(0).max(10)),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/**
 * Forget the parsed environment so the next env() reads process.env again. The app reads it once per process
 * (a change needs a restart, as spec 4.4 says of the CSW_* identity); tests switch configurations with this.
 */
export function bacaUlangEnv(): void {
  cached = undefined;
}

/** Parsed environment; throws with every bad variable named at first use (and at start via next.config). */
export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.refine((e) => e.CSW_PROVIDER !== "external" || e.CSW_EXTERNAL_URL !== undefined, {
    message: "wajib diisi bila CSW_PROVIDER=external",
    path: ["CSW_EXTERNAL_URL"],
  })
    .refine((e) => e.DATABASE_READ_URL === undefined || e.DATABASE_URL !== undefined, {
      message: "hanya dapat dipakai bersama DATABASE_URL",
      path: ["DATABASE_READ_URL"],
    })
    .refine((e) => e.STORAGE_DRIVER !== "s3" || e.STORAGE_S3_BUCKET !== undefined, {
      message: "wajib diisi bila STORAGE_DRIVER=s3",
      path: ["STORAGE_S3_BUCKET"],
    })
    .safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Konfigurasi lingkungan tidak valid:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** At server start: an instance with a guessable session key must not answer a single request, so it exits. */
export function tolakMulaiBilaTidakAman(): void {
  try {
    cekKonfigurasiProduksi();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

/**
 * Production refuses to start without a strong AUTH_SECRET: a guessable key lets anyone forge sessions.
 * Called at server start (instrumentation.ts) and before any use of the key; not at build time, which needs no key.
 */
export function cekKonfigurasiProduksi(e: Env = env()): void {
  if (e.NODE_ENV !== "production") return;
  const s = e.AUTH_SECRET;
  if (!s || s.length < 32 || RAHASIA_TIDAK_AMAN.test(s) || new Set(s).size < 8) {
    throw new Error(
      "Konfigurasi lingkungan tidak valid:\nAUTH_SECRET: wajib di produksi, minimal 32 karakter acak (mis. `openssl rand -base64 32`), bukan nilai contoh.",
    );
  }
}

/**
 * Development, tests and the demo (GEOKATALOG_DEMO) run without outside services: signing falls back to the
 * development key and mail/WA without a transport to the local mailbox. A real production instance never does.
 */
export function modeLokal(e: Env = env()): boolean {
  return e.NODE_ENV !== "production" || e.GEOKATALOG_DEMO;
}

/** Tests fall back to a fixed key; production never falls back (above). */
const RAHASIA_PENGEMBANGAN = "geokatalog-pengembangan-saja-bukan-untuk-produksi";

/** AUTH_SECRET, else (development, scripts, the demo seed) the key kept in SIGNING_KEY_DIR (rahasia-tersimpan.ts). */
export function authSecret(): string {
  cekKonfigurasiProduksi();
  const e = env();
  return e.AUTH_SECRET ?? (e.NODE_ENV === "test" ? RAHASIA_PENGEMBANGAN : rahasiaTersimpan(e.SIGNING_KEY_DIR));
}
