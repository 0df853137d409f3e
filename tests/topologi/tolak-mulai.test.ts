import { beforeAll, describe, expect, it } from "vitest";
import { mulaiInstans } from "@/scripts/topologi/instans";
import { DIST_LENGKAP, pastikanBuildLengkap } from "@/tests/helpers/server";

// The production start-up check as an operator meets it: the standalone server of the real build with a guessable
// session key must exit before it answers a single request, and say which variable is wrong.

describe("production start-up with insecure settings", () => {
  // The build may have to be made first: minutes, not the 30 s of a test.
  beforeAll(() => pastikanBuildLengkap(), 600_000);

  it.each([
    ["missing", undefined],
    ["an example value", "changeme-changeme-changeme-changeme"],
    ["too short", "q8V3k1Zr9xT0pL4m"],
  ])("exits with code 1 naming AUTH_SECRET when the key is %s", async (_, AUTH_SECRET) => {
    // A database that cannot answer: a server that wrongly started would never turn healthy, never pass.
    const env: Record<string, string> = { NEXT_DIST_DIR: DIST_LENGKAP, DATABASE_URL: "postgres://postgres@127.0.0.1:1/tidak_ada" };
    const lama = process.env.AUTH_SECRET;
    delete process.env.AUTH_SECRET;
    try {
      await expect(mulaiInstans(AUTH_SECRET === undefined ? env : { ...env, AUTH_SECRET })).rejects.toThrow(/server berhenti \(kode 1\)[\s\S]*AUTH_SECRET: wajib di produksi/);
    } finally {
      if (lama !== undefined) process.env.AUTH_SECRET = lama;
    }
  });
});
