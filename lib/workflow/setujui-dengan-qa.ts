import { eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { dokumenAktif } from "@/lib/quality/dokumen/akses";
import { ajukanDokumen, simpanDokumen } from "@/lib/quality/dokumen/simpan-dokumen";
import { tandatanganiDokumen } from "@/lib/quality/dokumen/tandatangani-dokumen";
import { MasukanQa, type IsiQa } from "@/lib/quality/isi";

/**
 * Approve a record in REVIEW the only way the workflow allows: by signing its QA with the decision "setujui".
 * A QA the Walidata already drafted or submitted is used as it is (unless it says "tolak"); otherwise one is
 * drafted from the signed QC and QE. Runs inside the caller's transaction; returns the id that stays public
 * (a working copy's original).
 */
export async function setujuiDenganQa(ctx: Ctx, id: string): Promise<string> {
  const [m] = await ctx.db.select({ salinanDari: metadata.salinanDari }).from(metadata).where(eq(metadata.id, id)).limit(1);
  const qa = await dokumenAktif(ctx.db, id, "QA");
  if ((qa?.isi as IsiQa | undefined)?.keputusan === "tolak") throw new ApiError("konflik", "QA metadata ini berisi keputusan menolak.");
  if (!qa || qa.status === "DRAFT") {
    if (!qa) await simpanDokumen({ ctx, id, tipe: "QA", masukan: MasukanQa.parse({ keputusan: "setujui" }) });
    await ajukanDokumen({ ctx, id, tipe: "QA" });
  }
  await tandatanganiDokumen({ ctx, id, tipe: "QA" });
  return m?.salinanDari ?? id;
}
