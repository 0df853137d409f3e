import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { JENIS_REFERENSI, type StatusMetadata } from "@/lib/metadata/kode";
import { dataUbahOrThrow } from "@/lib/web/editor/data";
import { pilihanEditor } from "@/lib/web/editor/referensi";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, type AkunUji } from "@/tests/helpers/sesi";

let h: DatabaseHandle;
const akun: Record<string, AkunUji> = {};
const rek: Partial<Record<StatusMetadata | "B_PUBLISHED", string>> = {};

beforeAll(async () => {
  h = await createTestDatabase();
  const orgA = await buatOrganisasi(h.db, "EDA");
  const orgB = await buatOrganisasi(h.db, "EDB");
  akun.pemilik = await buatAkun(h.db, "Produsen", orgA.id, "ed-pemilik");
  akun.rekan = await buatAkun(h.db, "Produsen", orgA.id, "ed-rekan");
  akun.admin = await buatAkun(h.db, "Admin", orgA.id, "ed-admin");
  akun.lain = await buatAkun(h.db, "Produsen", orgB.id, "ed-lain");
  const status: StatusMetadata[] = ["DRAFT", "PUBLISHED", "QCQE_PROCESS", "REJECTED"];
  const ids = await sisipkanRekaman(h.db, { organisasiId: orgA.id, penggunaId: akun.pemilik.id }, status.map((s) => ({ judul: `Peta editor ${s}`, status: s })));
  status.forEach((s, i) => (rek[s] = ids[i]));
  [rek.B_PUBLISHED] = await sisipkanRekaman(h.db, { organisasiId: orgB.id, penggunaId: akun.lain.id }, [{ judul: "Peta B terbit", status: "PUBLISHED" }]);
});
afterAll(async () => h?.close());

const ctx = (a: AkunUji): Ctx => ({ db: h.db, actor: { jenis: "pengguna", id: a.id, peran: a.peran, organisasiId: a.organisasiId } });
const ditolak404 = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).kode).toBe("tidak_ditemukan");
};

describe("edit page data", () => {
  it("gives the owning Produsen their draft with its version and document", async () => {
    const d = await dataUbahOrThrow({ ctx: ctx(akun.pemilik!), id: rek.DRAFT! });
    expect(d).toMatchObject({ id: rek.DRAFT, status: "DRAFT", versi: 1, alasanTerkunci: null, salinanKerja: null });
    expect(d.dokumen.identifikasi.judul).toBe("Peta editor DRAFT");
  });

  it("a published record is editable (through a working copy); checking and rejected ones say why not", async () => {
    expect((await dataUbahOrThrow({ ctx: ctx(akun.pemilik!), id: rek.PUBLISHED! })).alasanTerkunci).toBeNull();
    expect((await dataUbahOrThrow({ ctx: ctx(akun.pemilik!), id: rek.QCQE_PROCESS! })).alasanTerkunci).toMatch(/diperiksa atau ditinjau/);
    expect((await dataUbahOrThrow({ ctx: ctx(akun.pemilik!), id: rek.REJECTED! })).alasanTerkunci).toMatch(/revisi/);
  });

  it("an Admin of the organisation may edit", async () => {
    expect((await dataUbahOrThrow({ ctx: ctx(akun.admin!), id: rek.DRAFT! })).id).toBe(rek.DRAFT);
  });

  it("refuses a reader who may not edit with a 403 (the page sends them to the read-only view)", async () => {
    for (const [a, id] of [[akun.rekan!, rek.PUBLISHED!], [akun.pemilik!, rek.B_PUBLISHED!]] as const) {
      const err = await dataUbahOrThrow({ ctx: ctx(a), id }).then(() => null, (e: unknown) => e);
      expect(err).toMatchObject({ kode: "dilarang", status: 403, message: "Anda dapat membaca metadata ini, tetapi tidak dapat mengubahnya." });
    }
  });

  it("refuses everyone else with a 404, as for a missing record", async () => {
    await ditolak404(dataUbahOrThrow({ ctx: ctx(akun.rekan!), id: rek.DRAFT! }));
    await ditolak404(dataUbahOrThrow({ ctx: ctx(akun.lain!), id: rek.DRAFT! }));
    await ditolak404(dataUbahOrThrow({ ctx: ctx(akun.pemilik!), id: "bukan-uuid" }));
  });
});

describe("editor option lists", () => {
  it("hold every reference list and the provinces as plain data", () => {
    const p = pilihanEditor();
    for (const j of JENIS_REFERENSI) expect(p[j].length).toBeGreaterThan(0);
    expect(p.PROVINSI.length).toBeGreaterThanOrEqual(34);
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});
