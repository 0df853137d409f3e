import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as logout } from "@/app/api/auth/logout/route";
import { PATCH as profil } from "@/app/api/user/profil/route";
import { GET as konfirmasi } from "@/app/api/walidata/konfirmasi/route";
import { urlDasar } from "@/lib/csw/layanan";
import type { DatabaseHandle } from "@/lib/db/client";
import { bacaUlangEnv, env } from "@/lib/env";
import { getRedis } from "@/lib/redis";
import { proxy } from "@/proxy";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, jarUntuk, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";

// Request headers a client chooses (Host, X-Forwarded-Host, the request URL itself) never decide whether a
// request is same-origin, nor where a redirect points (issue 16 item 9). Forwarded headers count only behind a
// proxy the operator declared (TRUSTED_PROXY), and then only their right-most entry.

pakaiRedisUji();
let h: DatabaseHandle;
let jar: CookieJar;
const simpan = { TRUSTED_PROXY: process.env.TRUSTED_PROXY, CSW_TRUST_PROXY: process.env.CSW_TRUST_PROXY };

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "HOST");
  jar = await jarUntuk(h.db, await buatAkun(h.db, "Walidata", org.id, "host-walidata"));
});
afterEach(() => {
  for (const [k, v] of Object.entries(simpan)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  bacaUlangEnv();
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

function pakaiEnv(isi: Record<string, string>): void {
  Object.assign(process.env, isi);
  bacaUlangEnv();
}

/** A request as it arrives: the URL's host is what the client's Host header said. */
function permintaan(url: string, opsi: { method?: string; headers?: Record<string, string>; body?: string; jar?: CookieJar } = {}): NextRequest {
  const headers = new Headers(opsi.headers);
  if (opsi.jar) headers.set("cookie", opsi.jar.header());
  headers.set("x-forwarded-for", "10.16.9.1");
  return new NextRequest(url, { method: opsi.method ?? "GET", headers, body: opsi.body });
}

const konteks = { params: Promise.resolve({}) };
const ubahProfil = (headers: Record<string, string>) =>
  profil(permintaan("http://localhost/api/user/profil", { method: "PATCH", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ jabatan: "Penguji" }), jar }), konteks);

describe("the Origin check", () => {
  it("X-Forwarded-Host is not believed without TRUSTED_PROXY", async () => {
    pakaiEnv({ TRUSTED_PROXY: "" });
    const res = await ubahProfil({ origin: "https://evil.example", host: "localhost", "x-forwarded-host": "evil.example" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe("Permintaan lintas situs ditolak.");
    const keluar = await logout(permintaan("http://localhost/api/auth/logout", { method: "POST", headers: { origin: "https://evil.example", host: "localhost", "x-forwarded-host": "evil.example" } }), konteks);
    expect(keluar.status).toBe(403);
  });

  it("behind a declared proxy its right-most X-Forwarded-Host entry is the host the browser addressed", async () => {
    pakaiEnv({ TRUSTED_PROXY: "1" });
    expect((await ubahProfil({ origin: "https://katalog.example", host: "app:3000", "x-forwarded-host": "katalog.example" })).status).toBe(200);
    // A client-sent value to the left of the proxy's own entry is ignored.
    expect((await ubahProfil({ origin: "https://evil.example", host: "app:3000", "x-forwarded-host": "evil.example, katalog.example" })).status).toBe(403);
  });

  it("PUBLIC_BASE_URL's origin and the addressed host are same-origin; anything else, or an unreadable Origin, is not", async () => {
    pakaiEnv({ TRUSTED_PROXY: "" });
    expect((await ubahProfil({ origin: new URL(env().PUBLIC_BASE_URL).origin, host: "10.0.0.5:3000" })).status).toBe(200);
    expect((await ubahProfil({ origin: "http://localhost", host: "localhost" })).status).toBe(200);
    for (const origin of ["null", "https://localhost.evil.example", "http://evil.example", "file://", "not a url"]) {
      expect((await ubahProfil({ origin, host: "localhost" })).status, origin).toBe(403);
    }
  });
});

describe("absolute URLs in redirects come from PUBLIC_BASE_URL", () => {
  it("the konfirmasi link's Location ignores the Host and X-Forwarded-Host the client sent", async () => {
    const dasar = new URL(env().PUBLIC_BASE_URL).origin;
    for (const [url, j] of [
      ["http://evil.example/api/walidata/konfirmasi?token=bukan-token", jar],
      ["http://evil.example/api/walidata/konfirmasi?token=x", undefined],
    ] as const) {
      const res = await konfirmasi(permintaan(url, { headers: { host: "evil.example", "x-forwarded-host": "evil.example" }, jar: j }), konteks);
      expect(res.status).toBe(303);
      const lokasi = new URL(res.headers.get("location")!);
      expect(lokasi.origin).toBe(dasar);
      expect(["/walidata/konfirmasi", "/masuk"]).toContain(lokasi.pathname);
    }
  });

  it("proxy.ts sends a visitor to sign in on the public origin, whatever Host the request carried", () => {
    const res = proxy(permintaan("http://evil.example/dashboard/metadata?status=REVIEW", { headers: { host: "evil.example" } }));
    expect(res.status).toBe(307);
    const lokasi = new URL(res.headers.get("location")!);
    expect(lokasi.origin).toBe(new URL(env().PUBLIC_BASE_URL).origin);
    expect(lokasi.pathname + lokasi.search).toBe("/masuk?lanjut=%2Fdashboard%2Fmetadata%3Fstatus%3DREVIEW");
  });

  it("CSW links follow forwarded headers only with CSW_TRUST_PROXY, then their right-most entry", () => {
    const req = new Request("http://localhost/csw", { headers: { "x-forwarded-host": "evil.example, katalog.example", "x-forwarded-proto": "http, https" } });
    pakaiEnv({ CSW_TRUST_PROXY: "" });
    expect(urlDasar(req)).toBe(env().PUBLIC_BASE_URL.replace(/\/+$/, ""));
    pakaiEnv({ CSW_TRUST_PROXY: "true" });
    expect(urlDasar(req)).toBe("https://katalog.example");
  });
});
