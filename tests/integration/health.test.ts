import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { openPostgres } from "@/lib/db/client";
import { setDatabase } from "@/lib/db";
import { createTestDatabase } from "@/tests/helpers/db";

async function panggilHealth() {
  const res = await GET();
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cache: res.headers.get("cache-control") };
}

describe("GET /api/health", () => {
  it("is 200 ok/connected with a timestamp while the database answers", async () => {
    const h = await createTestDatabase();
    const res = await panggilHealth();
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
    expect(res.body.db).toBe("connected");
    expect(new Date(res.body.timestamp as string).toISOString()).toBe(res.body.timestamp);
    expect(res.cache).toBe("no-store");
    await h.close();
  });

  it("is 503 error/disconnected once the database is closed", async () => {
    const h = await createTestDatabase();
    await h.close();
    const res = await panggilHealth();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "error", db: "disconnected" });
  });

  it("is 503 when the Postgres server cannot be reached at all", async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused for real.
    setDatabase(await openPostgres("postgres://postgres@127.0.0.1:1/tidakada", { connectTimeoutS: 2 }));
    const mulai = Date.now();
    const res = await panggilHealth();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "error", db: "disconnected" });
    expect(Date.now() - mulai).toBeLessThan(5_000);
  });
});
