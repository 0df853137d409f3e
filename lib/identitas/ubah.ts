import { eq } from "drizzle-orm";
import { assertAdmin } from "@/lib/admin/akses";
import { catatAudit } from "@/lib/audit/catat-audit";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { Ctx } from "@/lib/context";
import type { Tx } from "@/lib/db/client";
import { identitasSitus } from "@/lib/db/schema";
import { bacaIdentitas, barisIdentitas } from "./baca";
import { IDENTITAS_BAWAAN } from "./bawaan";
import type { Identitas, IdentitasInput } from "./skema";

/** GET /api/admin/identitas: what the form starts from (defaults before the first save). */
export async function getIdentitasAdmin({ ctx }: { ctx: Ctx }): Promise<Identitas> {
  assertAdmin(ctx);
  return bacaIdentitas(ctx);
}

/** Write some columns of the single row, creating it from the defaults on the first save. */
export async function tulisIdentitas(tx: Tx, nilai: Partial<typeof identitasSitus.$inferInsert>): Promise<void> {
  if (await barisIdentitas(tx)) await tx.update(identitasSitus).set({ ...nilai, updatedAt: new Date() }).where(eq(identitasSitus.id, 1));
  else await tx.insert(identitasSitus).values({ ...IDENTITAS_BAWAAN, ...nilai, id: 1 });
}

/** The audit keeps short fields as saved and, for the Markdown pages, only their length (they can be long). */
function dataAudit(input: IdentitasInput): Record<string, unknown> {
  const { tentang, kebijakanPrivasi, syaratPenggunaan, ...lain } = input;
  const panjang = Object.fromEntries(Object.entries({ tentang, kebijakanPrivasi, syaratPenggunaan }).filter(([, v]) => v !== undefined).map(([k, v]) => [k, { panjang: v!.length }]));
  return { ...lain, ...panjang };
}

/**
 * PATCH /api/admin/identitas: change the catalogue's name, contact and pages with an audit row; then the data
 * generation is bumped, so the cached header, footer and pages of every instance are replaced on the next request.
 */
export async function ubahIdentitas({ ctx, input }: { ctx: Ctx; input: IdentitasInput }): Promise<Identitas> {
  const aktor = assertAdmin(ctx);
  await ctx.db.transaction(async (tx) => {
    await tulisIdentitas(tx, input);
    await catatAudit(tx, { aktor: aktor ?? ctx.actor, aksi: "ubah", entitas: "identitas_situs", entitasId: "1", data: dataAudit(input) });
  });
  await naikkanGenerasiCsw();
  return bacaIdentitas(ctx);
}
