import { spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import postgres from "postgres";

/**
 * Global setup of the real-services run (`npm run test:pg`, vitest.config.ts): every service its test files use
 * must answer, or the run stops here naming what is missing and how to get it. Nothing is skipped.
 */
export default async function cekLayanan(): Promise<void> {
  const kurang: string[] = [];
  const pesan = (err: unknown) => (err instanceof Error ? err.message : String(err));

  const pg = process.env.TEST_PG_ADMIN_URL!;
  const sql = postgres(pg, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql`select 1`;
  } catch (err) {
    kurang.push(`PostgreSQL di ${pg} (TEST_PG_ADMIN_URL): ${pesan(err)}`);
  } finally {
    await sql.end({ timeout: 1 });
  }

  const urlRedis = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const redis = new Redis(urlRedis, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    kurang.push(`Redis di ${urlRedis} (TEST_REDIS_URL): ${pesan(err)} — mis. \`redis-server --daemonize yes\``);
  } finally {
    redis.disconnect();
  }

  const python = process.env.OWSLIB_PYTHON ?? "/usr/bin/python3";
  const owslib = spawnSync(python, ["-c", "import owslib"], { encoding: "utf8" });
  if (owslib.status !== 0) {
    kurang.push(`OWSLib untuk ${python} (OWSLIB_PYTHON): ${owslib.error?.message ?? owslib.stderr.trim()} — \`apt-get install -y python3-owslib\``);
  }

  if (kurang.length) {
    throw new Error(`Uji dengan layanan nyata (npm run test:pg) membutuhkan layanan yang tidak tersedia:\n- ${kurang.join("\n- ")}`);
  }
}
