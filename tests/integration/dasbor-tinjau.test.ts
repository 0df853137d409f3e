import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Navigasi from "next/navigation";
import HalamanRekaman from "@/app/(dashboard)/dashboard/metadata/[id]/page";
import HalamanUbah from "@/app/(dashboard)/dashboard/metadata/[id]/ubah/page";
import { GET as ekspor } from "@/app/api/metadata/[id]/export/xml/route";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { updateMetadata } from "@/lib/metadata/kelola";
import { getPerbedaanSalinanOrThrow } from "@/lib/metadata/perbedaan";
import { getRedis } from "@/lib/redis";
import { jalankanTransisi } from "@/lib/workflow";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, pakaiRedisUji, type AkunUji, type CookieJar } from "@/tests/helpers/sesi";

// The pages read the session cookie through next/headers; redirect() and notFound() throw errors whose digest
// names where they lead, so the test reads that instead of a response.
const cookieUji = vi.hoisted(() => ({ nilai: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (n: string) => (n === "gk_sesi" && cookieUji.nilai ? { name: n, value: cookieUji.nilai } : undefined) }),
  headers: async () => new Headers(),
}));
vi.mock("next/navigation", async (asli) => ({ ...(await asli<typeof Navigasi>()), useRouter: () => ({ refresh() {}, push() {} }) }));

pakaiRedisUji();
let h: DatabaseHandle;
const SEMUA: StatusMetadata[] = ["DRAFT", "QCQE_PROCESS", "REVIEW", "PUBLISHED", "REJECTED", "PRIVATE"];
const PERAN = ["pemilikA", "rekanA", "pemeriksaA", "walidataA", "adminA", "produsenB", "pemeriksaC", "walidataB"] as const;
type Peran = (typeof PERAN)[number];
const akun = {} as Record<Peran, AkunUji>;
const jar = {} as Record<Peran, CookieJar>;
/** Org A's records by status (owner pemilikA), org B's (allows checkers from elsewhere; owner produsenB). */
const a = {} as Record<StatusMetadata, string>;
const b = {} as Record<StatusMetadata, string>;
const ctxDari = (x: AkunUji): Ctx => ({ db: h.db, actor: { jenis: "pengguna", id: x.id, peran: x.peran, organisasiId: x.organisasiId } });

beforeAll(async () => {
  h = await createTestDatabase();
  const orgA = (await buatOrganisasi(h.db, "TNA")).id;
  const orgB = (await buatOrganisasi(h.db, "TNB", { allowLintasOrgReviewer: true })).id;
  const orgC = (await buatOrganisasi(h.db, "TNC")).id;
  const susunan: Record<Peran, [AkunUji["peran"], string]> = {
    pemilikA: ["Produsen", orgA],
    rekanA: ["Produsen", orgA],
    pemeriksaA: ["Pemeriksa", orgA],
    walidataA: ["Walidata", orgA],
    adminA: ["Admin", orgA],
    produsenB: ["Produsen", orgB],
    pemeriksaC: ["Pemeriksa", orgC],
    walidataB: ["Walidata", orgB],
  };
  for (const p of PERAN) {
    akun[p] = await buatAkun(h.db, susunan[p][0], susunan[p][1], `tn-${p}`);
    jar[p] = await jarUntuk(h.db, akun[p]);
  }
  const idA = await sisipkanRekaman(h.db, { organisasiId: orgA, penggunaId: akun.pemilikA.id }, SEMUA.map((s) => ({ judul: `Tinjau A ${s}`, status: s })));
  const idB = await sisipkanRekaman(h.db, { organisasiId: orgB, penggunaId: akun.produsenB.id }, SEMUA.map((s) => ({ judul: `Tinjau B ${s}`, status: s })));
  SEMUA.forEach((s, i) => ((a[s] = idA[i]!), (b[s] = idB[i]!)));
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

/** Who may read which record (kondisiBaca): the owner everything, the organisation's checker, reviewer and Admin beyond DRAFT (Admin also DRAFT), every checker org B's record in QC/QE, everyone PUBLISHED. */
const BACA: Record<Peran, { a: StatusMetadata[]; b: StatusMetadata[] }> = {
  pemilikA: { a: SEMUA, b: ["PUBLISHED"] },
  rekanA: { a: ["PUBLISHED"], b: ["PUBLISHED"] },
  pemeriksaA: { a: SEMUA.filter((s) => s !== "DRAFT"), b: ["QCQE_PROCESS", "PUBLISHED"] },
  walidataA: { a: SEMUA.filter((s) => s !== "DRAFT"), b: ["PUBLISHED"] },
  adminA: { a: SEMUA, b: ["QCQE_PROCESS", "PUBLISHED"] },
  produsenB: { a: ["PUBLISHED"], b: SEMUA },
  pemeriksaC: { a: ["PUBLISHED"], b: ["QCQE_PROCESS", "PUBLISHED"] },
  walidataB: { a: ["PUBLISHED"], b: SEMUA.filter((s) => s !== "DRAFT") },
};

async function halaman(id: string, sebagai: Peran): Promise<string> {
  cookieUji.nilai = jar[sebagai].isi.get("gk_sesi");
  return renderToStaticMarkup(await HalamanRekaman({ params: Promise.resolve({ id }) }));
}

/** The digest of the navigation error a page throws (notFound, redirect), or "dirender" when it rendered. */
async function navigasi(halamanNya: Promise<unknown>): Promise<string> {
  return halamanNya.then(
    () => "dirender",
    (e: unknown) => String((e as { digest?: string }).digest ?? e),
  );
}

describe("signed-in XML export: every status the role may read, 404 for the rest", () => {
  it.each(PERAN)("%s", async (p) => {
    for (const [org, ids] of [["a", a], ["b", b]] as const) {
      for (const s of SEMUA) {
        const r = await kirim<string>(ekspor, `/x?format=mdb2018`, { jar: jar[p], params: { id: ids[s] } });
        const boleh = BACA[p][org].includes(s);
        expect([org, s, r.status]).toEqual([org, s, boleh ? 200 : 404]);
        if (boleh) expect(r.body).toContain(`Tinjau ${org.toUpperCase()} ${s}`);
        else expect(r.body).toEqual(expect.objectContaining({ error: "Metadata tidak ditemukan atau Anda tidak memiliki akses." }));
      }
    }
  });
});

describe("dashboard record page: the whole record, read-only, for each role that may read it", () => {
  it.each([
    ["pemeriksaA", "QCQE_PROCESS"],
    ["walidataA", "REVIEW"],
    ["pemilikA", "DRAFT"],
    ["adminA", "REJECTED"],
    ["walidataA", "PRIVATE"],
  ] as const)("%s reads the record in %s with every section and the signed-in XML links", async (p, s) => {
    const html = await halaman(a[s], p);
    for (const id of ["abstrak-judul", "identifikasi", "cakupan", "kata-kunci", "distribusi", "kontak", "kualitas", "info-metadata"]) expect(html).toContain(`id="${id}"`);
    expect(html).toContain(`Abstrak untuk Tinjau A ${s}.`);
    expect(html).toContain("uji@geokatalog.example");
    for (const f of ["mdb2016", "mdb2018", "gmd"]) expect(html).toContain(`href="/api/metadata/${a[s]}/export/xml?format=${f}"`);
    // Never the public download (a 404 for anything not PUBLISHED) nor the public QC/QE/QA badges.
    expect(html).not.toContain("/api/public/metadata/");
    expect(html).toContain('aria-labelledby="judul-QC"');
  });

  it("only the owner and the organisation's Admin are offered the editor", async () => {
    expect(await halaman(a.DRAFT, "pemilikA")).toContain(`href="/dashboard/metadata/${a.DRAFT}/ubah"`);
    expect(await halaman(a.DRAFT, "adminA")).toContain(`href="/dashboard/metadata/${a.DRAFT}/ubah"`);
    expect(await halaman(a.QCQE_PROCESS, "pemeriksaA")).not.toContain("/ubah");
  });

  it("is the 404 page for a record of another organisation the role may not read", async () => {
    expect(await navigasi(halaman(a.REVIEW, "walidataB"))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await navigasi(halaman(a.QCQE_PROCESS, "pemeriksaC"))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await navigasi(halaman(a.DRAFT, "pemeriksaA"))).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});

describe("/ubah for a reader who may not edit", () => {
  const ubah = (id: string, p: Peran) => {
    cookieUji.nilai = jar[p].isi.get("gk_sesi");
    return navigasi(HalamanUbah({ params: Promise.resolve({ id }) }));
  };
  it("sends the checker and the reviewer to the read-only page instead of a 404", async () => {
    expect(await ubah(a.QCQE_PROCESS, "pemeriksaA")).toContain(`NEXT_REDIRECT;replace;/dashboard/metadata/${a.QCQE_PROCESS};307`);
    expect(await ubah(a.REVIEW, "walidataA")).toContain(`NEXT_REDIRECT;replace;/dashboard/metadata/${a.REVIEW};307`);
    expect(await ubah(b.QCQE_PROCESS, "pemeriksaC")).toContain(`NEXT_REDIRECT;replace;/dashboard/metadata/${b.QCQE_PROCESS};307`);
  });
  it("stays a 404 for a record the reader may not read", async () => {
    expect(await ubah(a.REVIEW, "walidataB")).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});

describe("working copy against its original", () => {
  let salinanA: string;
  let salinanB: string;
  beforeAll(async () => {
    const ctx = ctxDari(akun.pemilikA);
    const ubah = await updateMetadata({ ctx, id: a.PUBLISHED, input: { versi: 1, identifikasi: { judul: "Tinjau A PUBLISHED (revisi 2026)", edisi: "2" } } });
    salinanA = ubah.detail.id;
    await jalankanTransisi({ ctx, id: salinanA, aksi: "ajukan", input: {} });
    // Org B's private record: a checker from org C may check the copy but may not read the original.
    const ctxB = ctxDari(akun.produsenB);
    salinanB = (await updateMetadata({ ctx: ctxB, id: b.PRIVATE, input: { versi: 1, identifikasi: { abstrak: "Abstrak baru." } } })).detail.id;
    await jalankanTransisi({ ctx: ctxB, id: salinanB, aksi: "ajukan", input: {} });
  });

  it("lists the changed fields with both values for the checker, the reviewer and the owner", async () => {
    for (const p of ["pemeriksaA", "walidataA", "pemilikA"] as const) {
      const d = await getPerbedaanSalinanOrThrow({ ctx: ctxDari(akun[p]), id: salinanA });
      expect(d).toEqual({
        asliId: a.PUBLISHED,
        dapatDibaca: true,
        asli: { status: "PUBLISHED", versi: 1, updatedAt: expect.any(String) },
        bidang: [
          { jalur: "identifikasi.judul", label: "Identifikasi › Judul", jenis: "diubah", lama: "Tinjau A PUBLISHED", baru: "Tinjau A PUBLISHED (revisi 2026)" },
          { jalur: "identifikasi.edisi", label: "Identifikasi › Edisi", jenis: "ditambah", lama: null, baru: "2" },
        ],
      });
    }
  });

  it("is null for a record that is not a working copy, and a 404 where the copy is unreadable", async () => {
    expect(await getPerbedaanSalinanOrThrow({ ctx: ctxDari(akun.pemeriksaA), id: a.REVIEW })).toBeNull();
    await expect(getPerbedaanSalinanOrThrow({ ctx: ctxDari(akun.walidataB), id: salinanA })).rejects.toMatchObject({ status: 404 });
    await expect(getPerbedaanSalinanOrThrow({ ctx: ctxDari(akun.rekanA), id: salinanA })).rejects.toMatchObject({ status: 404 });
  });

  it("never shows a private original to a checker from another organisation", async () => {
    expect(await getPerbedaanSalinanOrThrow({ ctx: ctxDari(akun.pemeriksaC), id: salinanB })).toEqual({ asliId: b.PRIVATE, dapatDibaca: false });
    const html = await halaman(salinanB, "pemeriksaC");
    expect(html).toContain("perbedaannya tidak dapat Anda lihat");
    expect(html).not.toContain(`Abstrak untuk Tinjau B PRIVATE.`);
    expect(html).toContain("Abstrak baru.");
  });

  it("shows the checker the difference table above the record, beside the QC panel", async () => {
    const html = await halaman(salinanA, "pemeriksaA");
    expect(html).toContain("Perbedaan dengan versi terbit");
    expect(html).toContain("2 bidang berbeda dari");
    expect(html).toMatch(/<th scope="row">Identifikasi › Judul <span[^>]*>\(diubah\)<\/span><\/th><td><del>Tinjau A PUBLISHED<\/del><\/td><td><ins>Tinjau A PUBLISHED \(revisi 2026\)<\/ins><\/td>/);
    expect(html).toMatch(/Identifikasi › Edisi <span[^>]*>\(ditambahkan\)<\/span><\/th><td><span class="redup">\(kosong\)<\/span><\/td><td><ins>2<\/ins>/);
    expect(html.indexOf("Perbedaan dengan versi terbit")).toBeLessThan(html.indexOf('id="abstrak-judul"'));
    expect(html).toContain("Jalankan pemeriksaan QC");
  });
});
