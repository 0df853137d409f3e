import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { jalanPanen, organisasi, sumberPanen } from "@/lib/db/schema";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import { bolehOrganisasi, idPengguna, lingkupPanen, PESAN_SUMBER_TIDAK_DITEMUKAN } from "./akses";
import { jadwalBerikutnya, labelJadwal } from "./jadwal";
import type { JenisSumber } from "./jenis";
import { dtoJalan, type JalanDto } from "./jalan-dto";
import { sandikanKredensial } from "./kredensial";
import type { SumberInput, UbahSumberInput } from "./skema";

type Baris = typeof sumberPanen.$inferSelect;

/** A source as the API shows it: the password never, only whether credentials are set and for which user. */
export type SumberDto = {
  id: string;
  nama: string;
  jenis: JenisSumber;
  url: string;
  organisasiId: string;
  organisasiNama: string;
  batasan: Baris["batasan"];
  skemaKeluaran: string;
  jadwal: Baris["jadwal"];
  jadwalLabel: string;
  modeTerbit: string;
  kebijakanHilang: string;
  kredensial: { pengguna: string } | null;
  aktif: boolean;
  berikutnyaAt: string | null;
  suksesTerakhirAt: string | null;
  penuhTerakhirAt: string | null;
  /** sehat | peringatan (last run rejected records or skipped pages) | gagal | belum (never ran) */
  kesehatan: "sehat" | "peringatan" | "gagal" | "belum";
  jalanTerakhir: JalanDto | null;
  createdAt: string;
  updatedAt: string;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function kesehatan(j: JalanDto | null): SumberDto["kesehatan"] {
  const selesai = j && j.keadaan !== "antri" && j.keadaan !== "berjalan" ? j : null;
  if (!selesai) return "belum";
  if (selesai.keadaan === "gagal") return "gagal";
  return selesai.ditolak > 0 || selesai.halamanGagal > 0 ? "peringatan" : "sehat";
}

function dto(b: Baris, orgNama: string, jalan: JalanDto | null): SumberDto {
  return {
    id: b.id, nama: b.nama, jenis: b.jenis as JenisSumber, url: b.url, organisasiId: b.organisasiId, organisasiNama: orgNama,
    batasan: b.batasan, skemaKeluaran: b.skemaKeluaran, jadwal: b.jadwal, jadwalLabel: labelJadwal(b.jadwal), modeTerbit: b.modeTerbit,
    kebijakanHilang: b.kebijakanHilang, kredensial: b.kredensialPengguna && b.kredensialSandi ? { pengguna: b.kredensialPengguna } : null, aktif: b.aktif,
    berikutnyaAt: iso(b.berikutnyaAt), suksesTerakhirAt: iso(b.suksesTerakhirAt), penuhTerakhirAt: iso(b.penuhTerakhirAt),
    kesehatan: kesehatan(jalan), jalanTerakhir: jalan, createdAt: b.createdAt.toISOString(), updatedAt: b.updatedAt.toISOString(),
  };
}

/** The newest run of each source, in one query. */
async function jalanTerakhir(ctx: Ctx, id: string[]): Promise<Map<string, JalanDto>> {
  if (id.length === 0) return new Map();
  const baris = await ctx.db
    .selectDistinctOn([jalanPanen.sumberId])
    .from(jalanPanen)
    .where(inArray(jalanPanen.sumberId, id))
    .orderBy(jalanPanen.sumberId, desc(jalanPanen.dibuatAt));
  return new Map(baris.map((b) => [b.sumberId, dtoJalan(b)]));
}

/** Sources the caller manages (Admin: all, with `organisasiId` to narrow; Walidata: own organisation). */
export async function daftarSumber({ ctx, organisasiId }: { ctx: Ctx; organisasiId?: string }): Promise<SumberDto[]> {
  const lingkup = lingkupPanen(ctx);
  const org = lingkup ?? organisasiId;
  const baris = await ctx.db
    .select({ s: sumberPanen, orgNama: organisasi.nama })
    .from(sumberPanen)
    .innerJoin(organisasi, eq(organisasi.id, sumberPanen.organisasiId))
    .where(org ? eq(sumberPanen.organisasiId, org) : undefined)
    .orderBy(sumberPanen.nama, sumberPanen.id);
  const jalan = await jalanTerakhir(ctx, baris.map((b) => b.s.id));
  return baris.map((b) => dto(b.s, b.orgNama, jalan.get(b.s.id) ?? null));
}

/** The stored row of a source the caller manages, or 404. */
export async function getSumberOrThrow(ctx: Ctx, id: string): Promise<Baris> {
  const [b] = /^[0-9a-f-]{36}$/i.test(id) ? await ctx.db.select().from(sumberPanen).where(eq(sumberPanen.id, id)).limit(1) : [];
  if (!b || !bolehOrganisasi(ctx, b.organisasiId)) throw tidakDitemukan(PESAN_SUMBER_TIDAK_DITEMUKAN);
  return b;
}

export async function ambilSumber({ ctx, id }: { ctx: Ctx; id: string }): Promise<SumberDto> {
  const b = await getSumberOrThrow(ctx, id);
  const [org] = await ctx.db.select({ nama: organisasi.nama }).from(organisasi).where(eq(organisasi.id, b.organisasiId)).limit(1);
  return dto(b, org?.nama ?? "", (await jalanTerakhir(ctx, [b.id])).get(b.id) ?? null);
}

async function assertOrganisasi(ctx: Ctx, organisasiId: string): Promise<void> {
  if (!bolehOrganisasi(ctx, organisasiId)) throw new ApiError("dilarang", "Walidata hanya dapat memanen ke organisasinya sendiri.");
  const [o] = await ctx.db.select({ id: organisasi.id }).from(organisasi).where(eq(organisasi.id, organisasiId)).limit(1);
  if (!o) throw new ApiError("permintaan_tidak_valid", "Organisasi tujuan tidak ditemukan.", [{ path: "organisasiId", pesan: "Organisasi tidak ditemukan." }]);
}

export async function buatSumber({ ctx, input }: { ctx: Ctx; input: SumberInput }): Promise<SumberDto> {
  const lingkup = lingkupPanen(ctx);
  const organisasiId = input.organisasiId ?? lingkup ?? (ctx.actor.jenis === "pengguna" ? ctx.actor.organisasiId : undefined);
  if (!organisasiId) throw new ApiError("permintaan_tidak_valid", "Sebutkan organisasi tujuan.", [{ path: "organisasiId", pesan: "Wajib diisi." }]);
  await assertOrganisasi(ctx, organisasiId);
  const id = crypto.randomUUID();
  const sekarang = new Date();
  const b = await ctx.db.transaction(async (tx) => {
    const [b] = await tx
      .insert(sumberPanen)
      .values({
        id, nama: input.nama, jenis: input.jenis, url: input.url, organisasiId, batasan: input.batasan, skemaKeluaran: input.skemaKeluaran,
        jadwal: input.jadwal, modeTerbit: input.modeTerbit, kebijakanHilang: input.kebijakanHilang, aktif: input.aktif,
        kredensialPengguna: input.kredensial?.pengguna ?? null, kredensialSandi: input.kredensial ? sandikanKredensial(input.kredensial.sandi, id) : null,
        berikutnyaAt: jadwalBerikutnya(input.jadwal, sekarang), dibuatOleh: idPengguna(ctx),
      })
      .returning();
    await catatAudit(tx, { aktor: ctx.actor, aksi: "panen-sumber-buat", entitas: "sumber_panen", entitasId: id, data: { nama: input.nama, url: input.url, organisasiId } });
    return b!;
  });
  return ambilSumber({ ctx, id: b.id });
}

/**
 * Change a source. A new URL, kind, constraint or schema makes the next run complete (the old incremental
 * baseline no longer describes what this source gives); a new schedule is counted from now.
 */
export async function ubahSumber({ ctx, id, input }: { ctx: Ctx; id: string; input: UbahSumberInput }): Promise<SumberDto> {
  const lama = await getSumberOrThrow(ctx, id);
  if (input.organisasiId && input.organisasiId !== lama.organisasiId) await assertOrganisasi(ctx, input.organisasiId);
  const berubahIsi = ["url", "jenis", "batasan", "skemaKeluaran", "organisasiId"].some((k) => k in input && JSON.stringify(input[k as keyof UbahSumberInput]) !== JSON.stringify(lama[k as keyof Baris]));
  const { kredensial, ...lain } = input;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sumberPanen)
      .set({
        ...lain,
        ...(kredensial === null ? { kredensialPengguna: null, kredensialSandi: null } : {}),
        ...(kredensial ? { kredensialPengguna: kredensial.pengguna, kredensialSandi: sandikanKredensial(kredensial.sandi, id) } : {}),
        ...(input.jadwal ? { berikutnyaAt: jadwalBerikutnya(input.jadwal, new Date()) } : {}),
        ...(berubahIsi ? { suksesTerakhirAt: null, penuhTerakhirAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(sumberPanen.id, id));
    await catatAudit(tx, { aktor: ctx.actor, aksi: "panen-sumber-ubah", entitas: "sumber_panen", entitasId: id, data: { bidang: Object.keys(input) } });
  });
  return ambilSumber({ ctx, id });
}

/**
 * Delete a source and its runs. Its records stay (they are the organisation's catalogue now) with their
 * provenance pointing nowhere, so they become editable like detached ones. Refused while a run is active.
 */
export async function hapusSumber({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  await getSumberOrThrow(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const [aktif] = await tx.select({ id: jalanPanen.id }).from(jalanPanen).where(and(eq(jalanPanen.sumberId, id), inArray(jalanPanen.keadaan, ["antri", "berjalan"]))).limit(1);
    if (aktif) throw new ApiError("konflik", "Sumber sedang dipanen; batalkan jalannya dulu.");
    await tx.delete(sumberPanen).where(eq(sumberPanen.id, id));
    await catatAudit(tx, { aktor: ctx.actor, aksi: "panen-sumber-hapus", entitas: "sumber_panen", entitasId: id });
  });
}
