import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as formulir } from "@/app/api/auth/formulir/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { env } from "@/lib/env";
import { lanjutAman, TUJUAN_BAWAAN, urlMasuk } from "@/lib/web/lanjut";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, CookieJar, jarUntuk, KATA_SANDI_UJI, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";

// Open redirect after sign-in (issue 16 item 3): whatever `lanjut` holds, a signed-in user is sent to a path on
// this site, by GET /masuk, by the form sign-in (password and OTP steps) and by the path proxy.ts records. The
// check is on the URL as the browser will read the Location, so the corpus is what browsers normalise.

const halaman = vi.hoisted(() => ({ sesi: undefined as string | undefined, jalur: "/dashboard" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (n: string) => (n === "gk_sesi" && halaman.sesi ? { name: n, value: halaman.sesi } : undefined) }),
  headers: async () => new Headers({ "x-gk-jalur": halaman.jalur }),
}));

pakaiRedisUji();
let h: DatabaseHandle;
let akun: AkunUji;
let akunOtp: AkunUji;
let ip = 1;

/** Values that leave the site once a browser normalises them, or are not paths at all. */
const KORPUS_LANJUT = [
  "/.//evil.example/phish",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "/dashboard/..//evil.example",
  "/dashboard/%2e%2e//evil.example",
  "/dashboard/./..//evil.example/x?y=1",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/.\\/evil.example",
  "/dashboard/..\\/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/\u0000/evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https://evil.example/",
  "HTTPS://evil.example/",
  "http://evil.example@localhost/",
  "http://localhost:3000@evil.example/",
  "ftp://evil.example/",
  "javascript:alert(document.domain)",
  "JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/%2e%2e",
  "/masuk",
  "/masuk?lanjut=//evil.example",
  "/./masuk",
];

const basis = () => new URL(env().PUBLIC_BASE_URL);

/** The target is a path of this site, and the browser resolving it as a Location stays on this site. */
function tetapDiSitus(tujuan: string | null): void {
  expect(tujuan).not.toBeNull();
  expect(tujuan!.startsWith("/")).toBe(true);
  expect(tujuan!.startsWith("//")).toBe(false);
  expect(tujuan).not.toMatch(/[\\\u0000-\u001f\u007f\s]/);
  expect(new URL(tujuan!, basis()).origin).toBe(basis().origin);
}

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "LANJUT");
  akun = await buatAkun(h.db, "Produsen", org.id, "lanjut-biasa");
  akunOtp = await buatAkun(h.db, "Walidata", org.id, "lanjut-otp", { otpAktif: true });
});
afterAll(async () => h?.close());

describe("lanjutAman", () => {
  it.each(KORPUS_LANJUT)("%j falls back to the dashboard", (v) => {
    expect(lanjutAman(v)).toBe(TUJUAN_BAWAAN);
  });

  it("keeps a same-site path, normalised, with its query", () => {
    expect(lanjutAman("/dashboard/metadata?status=REVIEW")).toBe("/dashboard/metadata?status=REVIEW");
    expect(lanjutAman("/dashboard/./metadata/../profil")).toBe("/dashboard/profil");
    expect(lanjutAman("/dashboard/%2e%2e/katalog?q=a b")).toBe("/katalog?q=a%20b");
    expect(lanjutAman(`${env().PUBLIC_BASE_URL}/dashboard/profil`)).toBe("/dashboard/profil");
    // Percent-encoded slashes and backslashes stay encoded: a path segment, not a host.
    expect(lanjutAman("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(lanjutAman("/%5C%5Cevil.example")).toBe("/%5C%5Cevil.example");
  });

  it("never yields a target that leaves the site, for any string built from the tricky characters", () => {
    const potongan = fc.constantFrom("/", "\\", ".", "..", "%2e", "%2E", "%2f", "%5c", ":", "@", "?", "#", "\t", "\n", " ", "evil.example", "dashboard", "https:", "http:", "javascript:", "localhost", "%", "%0a", "\u0000");
    fc.assert(
      fc.property(fc.array(potongan, { maxLength: 12 }), (bagian) => {
        tetapDiSitus(lanjutAman(bagian.join("")));
      }),
      { numRuns: 3000 },
    );
  });

  it("the sign-in URL for a visitor carries only a normalised same-site path", () => {
    for (const v of KORPUS_LANJUT) expect(urlMasuk(v)).toBe("/masuk");
  });
});

describe("GET /masuk while signed in", () => {
  it.each(KORPUS_LANJUT)("lanjut=%j redirects to the dashboard", async (v) => {
    const { default: HalamanMasuk } = await import("@/app/(login)/masuk/page");
    halaman.sesi = (await jarUntuk(h.db, akun)).isi.get("gk_sesi");
    const galat = await HalamanMasuk({ searchParams: Promise.resolve({ lanjut: v }) }).then(
      () => null,
      (e: unknown) => e as { digest?: string },
    );
    halaman.sesi = undefined;
    // next/navigation's redirect() throws NEXT_REDIRECT;<type>;<url>;<status>;
    const url = galat?.digest?.split(";")[2] ?? null;
    tetapDiSitus(url);
    expect(url).toBe(TUJUAN_BAWAAN);
  });
});

describe("a dashboard page whose session is dead, with a forged recorded path", () => {
  it.each(KORPUS_LANJUT.filter((v) => !/[\u0000-\u001f]/.test(v)))("x-gk-jalur %j: back to /masuk without lanjut", async (v) => {
    halaman.jalur = v;
    const galat = await sesiHalamanOrRedirect().then(
      () => null,
      (e: unknown) => e as { digest?: string },
    );
    expect(galat?.digest?.split(";")[2]).toBe("/masuk");
  });
});

/** POST the sign-in form as a browser would (same origin). */
function kirimForm(isi: Record<string, string>, jar: CookieJar) {
  return kirim<string>(formulir, "/api/auth/formulir", {
    body: new URLSearchParams(isi).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: basis().origin, host: basis().host },
    jar,
    ip: `10.16.3.${ip++ % 250}`,
  });
}

describe("POST /api/auth/formulir", () => {
  it.each(KORPUS_LANJUT)("password step with lanjut=%j: signed in, sent to the dashboard", async (v) => {
    // An account per case: sign-ins per account are rate limited (10 per 15 minutes).
    const baru = await buatAkun(h.db, "Produsen", akun.organisasiId, `lanjut-${ip}`);
    const jar = new CookieJar();
    const r = await kirimForm({ langkah: "masuk", email: baru.email, password: KATA_SANDI_UJI, lanjut: v }, jar);
    expect(r.status).toBe(303);
    expect(jar.isi.has("gk_sesi")).toBe(true);
    tetapDiSitus(r.headers.get("location"));
    expect(r.headers.get("location")).toBe(TUJUAN_BAWAAN);
  });

  it("OTP step: the redirect to the code form and the one after it both stay on the site", async () => {
    const { antreanPesan } = await import("@/lib/db/schema");
    const { desc } = await import("drizzle-orm");
    const { isiPesan } = await import("@/lib/mail/rahasia");
    for (const v of ["/.//evil.example/phish", "/dashboard/..//evil.example", "https:evil.example"]) {
      const jar = new CookieJar();
      const r = await kirimForm({ langkah: "masuk", email: akunOtp.email, password: KATA_SANDI_UJI, lanjut: v }, jar);
      expect(r.headers.get("location")).toBe("/masuk?langkah=otp");
      const [m] = await h.db.select().from(antreanPesan).orderBy(desc(antreanPesan.id)).limit(1);
      const kode = /([0-9]{6})/.exec(isiPesan(m!))![1]!;
      const otp = await kirimForm({ langkah: "otp", otp: kode, lanjut: v }, jar);
      expect(otp.status).toBe(303);
      expect(jar.isi.has("gk_sesi")).toBe(true);
      expect(otp.headers.get("location")).toBe(TUJUAN_BAWAAN);
    }
  });

  it("a failed sign-in keeps only the normalised lanjut in the URL it sends back", async () => {
    const r = await kirimForm({ langkah: "masuk", email: akun.email, password: "salah-sekali-123", lanjut: "/dashboard/./metadata/../profil" }, new CookieJar());
    expect(r.headers.get("location")).toBe("/masuk?galat=kredensial&lanjut=%2Fdashboard%2Fprofil");
    const jahat = await kirimForm({ langkah: "masuk", email: akun.email, password: "salah-sekali-123", lanjut: "/.//evil.example" }, new CookieJar());
    expect(jahat.headers.get("location")).toBe("/masuk?galat=kredensial");
  });

  it("signing out always lands on the sign-in page", async () => {
    const jar = await jarUntuk(h.db, akun);
    const r = await kirimForm({ langkah: "keluar", lanjut: "//evil.example" }, jar);
    expect(r.headers.get("location")).toBe("/masuk?keluar=1");
  });
});
