import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { riwayatMetadataOrThrow } from "@/lib/audit/riwayat-metadata";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { createMetadata } from "@/lib/metadata/kelola";
import { hitungMilikPerStatus, hitungPerStatus } from "@/lib/metadata/kelola/hitung-per-status";
import { jalankanTransisi } from "@/lib/workflow";
import { tautanNav } from "@/lib/web/dasbor/nav";
import { masukanMinimal } from "@/tests/fixtures/dokumen";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, type AkunUji } from "@/tests/helpers/sesi";

let h: DatabaseHandle;
let produsen: AkunUji;
let pemeriksa: AkunUji;
let orangLain: AkunUji;
const ctxDari = (a: AkunUji): Ctx => ({ db: h.db, actor: { jenis: "pengguna", id: a.id, peran: a.peran, organisasiId: a.organisasiId } });

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "DSB");
  const lain = await buatOrganisasi(h.db, "LAIN");
  produsen = await buatAkun(h.db, "Produsen", org.id, "dsb-produsen");
  pemeriksa = await buatAkun(h.db, "Pemeriksa", org.id, "dsb-pemeriksa");
  orangLain = await buatAkun(h.db, "Produsen", lain.id, "dsb-lain");
});
afterAll(async () => h?.close());

describe("record history (riwayatMetadataOrThrow)", () => {
  it("lists the record's rows and its quality documents' rows, newest first, with names and reasons", async () => {
    const r = await createMetadata({ ctx: ctxDari(produsen), input: masukanMinimal() });
    await jalankanTransisi({ ctx: ctxDari(produsen), id: r.id, aksi: "ajukan", input: {} });
    await jalankanTransisi({ ctx: ctxDari(pemeriksa), id: r.id, aksi: "tolak", input: { catatan: "Abstrak kurang lengkap." } });
    await h.db.insert(auditLog).values({ penggunaId: pemeriksa.id, aksi: "kualitas_simpan", entitas: "dokumen_kualitas", entitasId: crypto.randomUUID(), ke: "DRAFT", data: { metadataId: r.id, tipe: "QC" } });
    await h.db.insert(auditLog).values({ aksi: "ubah", entitas: "metadata", entitasId: crypto.randomUUID() });
    const riwayat = await riwayatMetadataOrThrow({ ctx: ctxDari(produsen), id: r.id });
    expect(riwayat.map((e) => [e.aksi, e.tipeDokumen])).toEqual([["kualitas_simpan", "QC"], ["tolak", null], ["ajukan", null], ["buat", null]]);
    expect(riwayat[1]).toMatchObject({ dari: "QCQE_PROCESS", ke: "REJECTED", catatan: "Abstrak kurang lengkap.", pelaku: "Pengguna dsb-pemeriksa" });
    expect(Object.keys(riwayat[0]!)).not.toContain("data");
  });

  it("is a 404 for someone who may not read the record, like the record itself", async () => {
    const r = await createMetadata({ ctx: ctxDari(produsen), input: masukanMinimal() });
    await expect(riwayatMetadataOrThrow({ ctx: ctxDari(orangLain), id: r.id })).rejects.toMatchObject({ status: 404 });
    await expect(riwayatMetadataOrThrow({ ctx: ctxDari(produsen), id: "bukan-uuid" })).rejects.toMatchObject({ status: 404 });
  });
});

describe("dashboard counts and navigation", () => {
  it("counts own records per state, and the working set like the list it links to", async () => {
    const milik = await hitungMilikPerStatus({ ctx: ctxDari(produsen) });
    expect(milik).toMatchObject({ DRAFT: 1, REJECTED: 1, QCQE_PROCESS: 0, PUBLISHED: 0 });
    // The checker sees the organisation's records beyond DRAFT: the rejected one, not the draft.
    expect(await hitungPerStatus({ ctx: ctxDari(pemeriksa) })).toMatchObject({ DRAFT: 0, REJECTED: 1 });
    expect(await hitungMilikPerStatus({ ctx: ctxDari(orangLain) })).toMatchObject({ DRAFT: 0, REJECTED: 0 });
  });

  it("offers each role its queues and areas", () => {
    const label = (p: Parameters<typeof tautanNav>[0]) => tautanNav(p).map((t) => t.label);
    expect(label("Produsen")).toEqual(["Beranda", "Metadata", "Profil"]);
    expect(label("Pemeriksa")).toEqual(["Beranda", "Metadata", "Antrean QC/QE", "Profil"]);
    expect(label("Walidata")).toEqual(["Beranda", "Metadata", "Antrean tinjauan", "Panen", "Profil"]);
    expect(label("Admin")).toEqual(["Beranda", "Metadata", "Antrean QC/QE", "Antrean tinjauan", "Panen", "Admin", "Profil"]);
  });
});
