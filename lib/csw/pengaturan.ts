import { eq } from "drizzle-orm";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { Ctx } from "@/lib/context";
import { cswPengaturan } from "@/lib/db/schema";
import { PENGATURAN_CSW_DASAR } from "@/lib/seed/dasar";

/** The service identity of spec 4.4 (admin CSW settings), as GetCapabilities shows it. */
export type PengaturanCsw = Omit<typeof cswPengaturan.$inferSelect, "id">;

/** Shown while the row is missing (a database migrated but never prepared): the identity db:siapkan would write. */
const { id: _id, ...dasar } = PENGATURAN_CSW_DASAR;
const BAWAAN: PengaturanCsw = { ...dasar, updatedAt: new Date(0) };

export async function bacaPengaturanCsw(ctx: Pick<Ctx, "db">): Promise<PengaturanCsw> {
  const [baris] = await ctx.db.select().from(cswPengaturan).where(eq(cswPengaturan.id, 1));
  if (!baris) return BAWAAN;
  const { id: _id, ...pengaturan } = baris;
  return pengaturan;
}

export type InputPengaturanCsw = Partial<Omit<PengaturanCsw, "updatedAt">>;

/**
 * Save the settings (admin) and invalidate every cached CSW response on every instance at once (spec 4.4:
 * "a settings change takes effect immediately" with the built-in provider).
 */
export async function simpanPengaturanCsw({ ctx, input }: { ctx: Ctx; input: InputPengaturanCsw }): Promise<PengaturanCsw> {
  const nilai = { ...BAWAAN, ...(await bacaPengaturanCsw(ctx)), ...input, updatedAt: new Date() };
  await ctx.db
    .insert(cswPengaturan)
    .values({ id: 1, ...nilai })
    .onConflictDoUpdate({ target: cswPengaturan.id, set: nilai });
  await naikkanGenerasiCsw();
  return nilai;
}
