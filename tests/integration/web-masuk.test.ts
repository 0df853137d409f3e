import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { POST as formulir } from "@/app/api/auth/formulir/route";
import { cabutSesi } from "@/lib/auth/sesi";
import type { DatabaseHandle } from "@/lib/db/client";
import { lanjutAman, urlMasuk } from "@/lib/web/lanjut";
import { pesanGalatMasuk } from "@/lib/web/galat-masuk";
import { sesiDariToken, sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";
import { proxy } from "@/proxy";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, CookieJar, jarUntuk, KATA_SANDI_UJI, kirim, type AkunUji } from "@/tests/helpers/sesi";

// The page helper reads cookies() from next/headers; here the "request" holds whatever the test puts in.
const cookieUji = vi.hoisted(() => ({ nilai: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (n: string) => (n === "gk_sesi" && cookieUji.nilai ? { name: n, value: cookieUji.nilai } : undefined) }),
  headers: async () => new Headers({ "x-gk-jalur": "/dashboard/metadata?status=REVIEW" }),
}));

let h: DatabaseHandle;
let produsen: AkunUji;
let pakaiOtp: AkunUji;
let ip = 1;
const ipBaru = () => `10.9.0.${ip++}`;

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "WEB");
  produsen = await buatAkun(h.db, "Produsen", org.id, "web-produsen");
  pakaiOtp = await buatAkun(h.db, "Walidata", org.id, "web-otp", { otpAktif: true });
});
afterAll(async () => h?.close());

describe("lanjutAman: the ?lanjut= guard", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(lanjutAman("/dashboard/metadata?status=DRAFT")).toBe("/dashboard/metadata?status=DRAFT");
    expect(lanjutAman("/api/walidata/konfirmasi?token=abc")).toBe("/api/walidata/konfirmasi?token=abc");
    expect(lanjutAman(["/dashboard/profil", "/x"])).toBe("/dashboard/profil");
  });
  it.each([
    "https://jahat.example/",
    "//jahat.example/x",
    "/\\jahat.example",
    "\\\\jahat.example",
    "/\t/jahat.example",
    "javascript:alert(1)",
    "dashboard",
    "",
    "/masuk?lanjut=/dashboard",
  ])("sends %j to the dashboard instead", (v) => {
    expect(lanjutAman(v)).toBe("/dashboard");
  });
  it("builds the sign-in URL with the return path encoded", () => {
    expect(urlMasuk("/dashboard/metadata/1?a=b")).toBe("/masuk?lanjut=%2Fdashboard%2Fmetadata%2F1%3Fa%3Db");
    expect(urlMasuk("//jahat.example")).toBe("/masuk");
  });
});

describe("page sessions", () => {
  it("resolves a live session to the user's ctx and refuses forged or revoked ones", async () => {
    const jar = await jarUntuk(h.db, produsen);
    const s = await sesiDariToken(h.db, jar.isi.get("gk_sesi"));
    expect(s?.ctx.actor).toEqual({ jenis: "pengguna", id: produsen.id, peran: "Produsen", organisasiId: produsen.organisasiId });
    expect(await sesiDariToken(h.db, "bukan-token")).toBeNull();
    expect(await sesiDariToken(h.db, undefined)).toBeNull();
    await cabutSesi(h.db, s!.sesi.sesiId, "logout");
    expect(await sesiDariToken(h.db, jar.isi.get("gk_sesi"))).toBeNull();
  });

  it("sesiHalamanOrRedirect lets a signed-in user through and redirects anyone else back to /masuk", async () => {
    cookieUji.nilai = (await jarUntuk(h.db, produsen)).isi.get("gk_sesi");
    expect((await sesiHalamanOrRedirect("/dashboard")).sesi.pengguna.id).toBe(produsen.id);
    cookieUji.nilai = "kedaluwarsa";
    await expect(sesiHalamanOrRedirect("/dashboard/metadata/x")).rejects.toMatchObject({ digest: expect.stringContaining("/masuk?lanjut=%2Fdashboard%2Fmetadata%2Fx") });
    // Without a path of its own, the page sends the user back to what proxy.ts recorded.
    await expect(sesiHalamanOrRedirect()).rejects.toMatchObject({ digest: expect.stringContaining("/masuk?lanjut=%2Fdashboard%2Fmetadata%3Fstatus%3DREVIEW") });
    cookieUji.nilai = undefined;
  });

  it("proxy.ts sends cookie-less dashboard visits to sign in and lets cookie holders through", () => {
    const r = proxy(new NextRequest("http://localhost/dashboard/metadata?status=REVIEW"));
    expect(r.status).toBe(307);
    expect(new URL(r.headers.get("location")!).pathname + new URL(r.headers.get("location")!).search).toBe("/masuk?lanjut=%2Fdashboard%2Fmetadata%3Fstatus%3DREVIEW");
    const lolos = proxy(new NextRequest("http://localhost/dashboard?a=1", { headers: { cookie: "gk_sesi=x", "x-gk-jalur": "//palsu" } }));
    expect(lolos.headers.get("location")).toBeNull();
    expect(lolos.headers.get("x-middleware-request-x-gk-jalur")).toBe("/dashboard?a=1");
  });
});

/** POST the sign-in page's form as a browser would. */
async function kirimForm(isi: Record<string, string>, jar = new CookieJar(), origin = "http://localhost") {
  return kirim<string>(formulir, "/api/auth/formulir", {
    body: new URLSearchParams(isi).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin, host: "localhost" },
    jar,
    ip: ipBaru(),
  });
}

describe("POST /api/auth/formulir (sign-in without JavaScript)", () => {
  it("signs in and redirects to a safe lanjut, never to another site", async () => {
    const jar = new CookieJar();
    const r = await kirimForm({ langkah: "masuk", email: produsen.email, password: KATA_SANDI_UJI, lanjut: "/dashboard/metadata" }, jar);
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe("/dashboard/metadata");
    expect(jar.isi.has("gk_sesi")).toBe(true);
    const jahat = await kirimForm({ langkah: "masuk", email: produsen.email, password: KATA_SANDI_UJI, lanjut: "//jahat.example" });
    expect(jahat.headers.get("location")).toBe("/dashboard");
  });

  it("answers wrong credentials and cross-site posts with a message code, keeping lanjut", async () => {
    const r = await kirimForm({ langkah: "masuk", email: produsen.email, password: "salah-123456", lanjut: "/dashboard/profil" });
    expect(r.headers.get("location")).toBe("/masuk?galat=kredensial&lanjut=%2Fdashboard%2Fprofil");
    expect(pesanGalatMasuk("kredensial")).toBe("E-mail atau kata sandi tidak valid.");
    expect(pesanGalatMasuk("<script>")).toBeNull();
    const lintas = await kirimForm({ langkah: "masuk", email: produsen.email, password: KATA_SANDI_UJI }, new CookieJar(), "https://jahat.example");
    expect(lintas.headers.get("location")).toBe("/masuk?galat=lintas-situs");
  });

  it("goes through the OTP step: a wrong code stays on it, the right one signs in, a reused one is refused", async () => {
    const jar = new CookieJar();
    const r = await kirimForm({ langkah: "masuk", email: pakaiOtp.email, password: KATA_SANDI_UJI, lanjut: "/dashboard/metadata" }, jar);
    expect(r.headers.get("location")).toBe("/masuk?langkah=otp&lanjut=%2Fdashboard%2Fmetadata");
    expect(jar.isi.has("gk_otp")).toBe(true);
    const { antreanPesan } = await import("@/lib/db/schema");
    const { desc } = await import("drizzle-orm");
    const { isiPesan } = await import("@/lib/mail/rahasia");
    const [m] = await h.db.select().from(antreanPesan).orderBy(desc(antreanPesan.id)).limit(1);
    const kode = /([0-9]{6})/.exec(isiPesan(m!))![1]!;
    const lama = jar.salin();
    const salah = await kirimForm({ langkah: "otp", otp: kode === "000000" ? "111111" : "000000", lanjut: "/dashboard/metadata" }, jar);
    expect(salah.headers.get("location")).toBe("/masuk?langkah=otp&galat=otp-salah&lanjut=%2Fdashboard%2Fmetadata");
    const benar = await kirimForm({ langkah: "otp", otp: kode, lanjut: "/dashboard/metadata" }, jar);
    expect(benar.headers.get("location")).toBe("/dashboard/metadata");
    expect(jar.isi.has("gk_sesi")).toBe(true);
    const lagi = await kirimForm({ langkah: "otp", otp: kode }, lama);
    expect(lagi.headers.get("location")).toBe("/masuk?galat=otp-terpakai");
  });

  it("signs out: the session ends and the cookie is cleared", async () => {
    const jar = await jarUntuk(h.db, produsen);
    const token = jar.isi.get("gk_sesi");
    const r = await kirimForm({ langkah: "keluar" }, jar);
    expect(r.headers.get("location")).toBe("/masuk?keluar=1");
    expect(jar.isi.has("gk_sesi")).toBe(false);
    expect(await sesiDariToken(h.db, token)).toBeNull();
  });
});
