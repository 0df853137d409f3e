import { and, eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Navigasi from "next/navigation";
import HalamanRekaman from "@/app/(dashboard)/dashboard/metadata/[id]/page";
import DaftarMetadata from "@/app/(dashboard)/dashboard/metadata/page";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, organisasi, pengguna } from "@/lib/db/schema";
import { formKosong } from "@/lib/web/editor/bentuk";
import { kontakAwalPengguna } from "@/lib/web/editor/kontak-awal";
import { jalankanTransisi } from "@/lib/workflow";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, type AkunUji, type CookieJar } from "@/tests/helpers/sesi";

// The pages read their session cookie through next/headers; client leaves' useRouter needs no mounted router here.
const cookieUji = vi.hoisted(() => ({ nilai: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (n: string) => (n === "gk_sesi" && cookieUji.nilai ? { name: n, value: cookieUji.nilai } : undefined) }),
  headers: async () => new Headers(),
}));
vi.mock("next/navigation", async (asli) => ({ ...(await asli<typeof Navigasi>()), useRouter: () => ({ refresh() {}, push() {} }) }));

let h: DatabaseHandle;
let produsen: AkunUji;
let pemeriksa: AkunUji;
let jarProdusen: CookieJar;
const ctxDari = (a: AkunUji): Ctx => ({ db: h.db, actor: { jenis: "pengguna", id: a.id, peran: a.peran, organisasiId: a.organisasiId } });
const ALASAN = "Abstrak belum menyebut sumber data dan tahun survei.";

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "TOLAK");
  await h.db.update(organisasi).set({ kota: "Bogor" }).where(eq(organisasi.id, org.id));
  produsen = await buatAkun(h.db, "Produsen", org.id, "tolak-produsen", { jabatan: "Analis Data", telepon: "+6281200000009" });
  pemeriksa = await buatAkun(h.db, "Pemeriksa", org.id, "tolak-pemeriksa");
  jarProdusen = await jarUntuk(h.db, produsen);
  cookieUji.nilai = jarProdusen.isi.get("gk_sesi");
});
afterAll(async () => h?.close());

const halaman = async (id: string) => renderToStaticMarkup(await HalamanRekaman({ params: Promise.resolve({ id }) }));
const daftar = async () => renderToStaticMarkup(await DaftarMetadata({ searchParams: Promise.resolve({}) }));

describe("a rejection, as the producer sees it", () => {
  let id: string;
  beforeAll(async () => {
    [id] = (await sisipkanRekaman(h.db, { organisasiId: produsen.organisasiId, penggunaId: produsen.id }, [{ judul: "Tutupan Lahan Uji Penolakan", status: "DRAFT" }])) as [string];
    await jalankanTransisi({ ctx: ctxDari(produsen), id, aksi: "ajukan", input: {} });
    await jalankanTransisi({ ctx: ctxDari(pemeriksa), id, aksi: "tolak", input: { catatan: ALASAN } });
  });

  it("puts the reason at the top of the record page, before the actions, with who rejected", async () => {
    const html = await halaman(id);
    const banner = html.indexOf('id="alasan-penolakan"');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(html.indexOf("Tindakan"));
    expect(html).toContain("Metadata ini ditolak");
    expect(html).toContain(ALASAN);
    expect(html).toContain("Oleh Pengguna tolak-pemeriksa (Pemeriksa)");
  });

  it("shows the history's moves in words, not status codes", async () => {
    const html = await halaman(id);
    expect(html).toContain("Draf → Proses QC/QE");
    expect(html).toContain("Proses QC/QE → Ditolak");
    expect(html).not.toMatch(/QCQE_PROCESS|REJECTED →|→ REJECTED|DRAFT →/);
  });

  it("shows the reason in the producer's list, linking to it", async () => {
    const html = await daftar();
    expect(html).toContain(`Ditolak: ${ALASAN}`);
    expect(html).toContain(`href="/dashboard/metadata/${id}#alasan-penolakan"`);
  });

  it("links the rejection mail to the reason on the record page", async () => {
    const [m] = await h.db.select().from(antreanPesan).where(and(eq(antreanPesan.tujuan, produsen.email), eq(antreanPesan.jenis, "ditolak")));
    expect(m?.isi).toContain(`Alasan: ${ALASAN}`);
    expect(m?.isi).toContain(`/dashboard/metadata/${id}#alasan-penolakan`);
  });

  it("keeps the reason on the revised draft, and drops it once the record is submitted again", async () => {
    await jalankanTransisi({ ctx: ctxDari(produsen), id, aksi: "revisi", input: {} });
    const draf = await halaman(id);
    expect(draf).toContain("Alasan penolakan terakhir");
    expect(draf).toContain(ALASAN);
    expect(await daftar()).toContain(`Ditolak sebelumnya: ${ALASAN}`);
    await jalankanTransisi({ ctx: ctxDari(produsen), id, aksi: "ajukan", input: {} });
    expect(await halaman(id)).not.toContain('id="alasan-penolakan"');
    expect(await daftar()).not.toContain(ALASAN);
  });
});

describe("a new record's contacts", () => {
  it("come from the producer's profile and organisation", async () => {
    const kontak = await kontakAwalPengguna({ ctx: ctxDari(produsen) });
    const [p] = await h.db.select({ nama: pengguna.namaLengkap }).from(pengguna).where(eq(pengguna.id, produsen.id));
    expect(kontak).toMatchObject({ peran: "pointOfContact", namaIndividu: p!.nama, namaOrganisasi: "Organisasi TOLAK", jabatan: "Analis Data", email: produsen.email, telepon: "+6281200000009", kota: "Bogor", negara: "Indonesia" });
    const form = formKosong(kontak);
    expect(form.identifikasi.kontak).toEqual([kontak]);
    expect(form.metadataInfo.kontak).toEqual([kontak]);
    // Two copies: editing one contact must not change the other.
    expect(form.identifikasi.kontak[0]).not.toBe(form.metadataInfo.kontak[0]);
  });
});
