import "server-only";
import { denganCacheTeks } from "@/lib/cache/teks";
import type { Ctx } from "@/lib/context";
import { bacaIdentitas } from "./baca";
import type { Identitas } from "./skema";

/**
 * The identity for every public page's header and footer: cached like the other public reads, under the data
 * generation that a settings change bumps (lib/identitas/ubah.ts), so every instance shows the change at once —
 * the generation lives in Redis when configured, never only in one process.
 */
export async function identitasTercache(ctx: Ctx): Promise<Identitas> {
  return JSON.parse(await denganCacheTeks("identitas", "", 300, async () => JSON.stringify(await bacaIdentitas(ctx)))) as Identitas;
}
