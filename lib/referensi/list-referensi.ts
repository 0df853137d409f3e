import { asc, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { referensi } from "@/lib/db/schema";
import { tidakDitemukan } from "@/lib/http/errors";
import { JENIS_REFERENSI, type ItemReferensi, type JenisReferensi } from "@/lib/metadata/kode";

function jenisDikenal(jenis: string): jenis is JenisReferensi {
  return (JENIS_REFERENSI as readonly string[]).includes(jenis);
}

/** The codes of one reference kind (spec 2.7) in their ISO order; an unknown kind is a 404 naming the known ones. */
export async function listReferensiOrThrow({ ctx, jenis }: { ctx: Ctx; jenis: string }): Promise<ItemReferensi[]> {
  if (!jenisDikenal(jenis)) {
    throw tidakDitemukan(`Jenis referensi "${jenis.slice(0, 40)}" tidak dikenal. Jenis yang tersedia: ${JENIS_REFERENSI.join(", ")}.`);
  }
  return ctx.db
    .select({ kode: referensi.kode, label: referensi.label })
    .from(referensi)
    .where(eq(referensi.jenis, jenis))
    .orderBy(asc(referensi.urutan));
}
