import { eq } from "drizzle-orm";
import { getProfilOrThrow } from "@/lib/auth/profil";
import type { Ctx } from "@/lib/context";
import { organisasi } from "@/lib/db/schema";
import { kontakKosong, type FormKontak } from "./bentuk";

/**
 * A new record's contact, filled from the producer's profile and organisation: who made the record is its
 * point of contact until they say otherwise, so nobody types their own name, e-mail and agency again.
 */
export async function kontakAwalPengguna({ ctx }: { ctx: Ctx }): Promise<FormKontak> {
  const p = await getProfilOrThrow({ ctx });
  const [org] = await ctx.db.select({ kota: organisasi.kota }).from(organisasi).where(eq(organisasi.id, p.organisasi.id)).limit(1);
  return {
    ...kontakKosong("pointOfContact"),
    namaIndividu: p.namaLengkap,
    namaOrganisasi: p.organisasi.nama,
    jabatan: p.jabatan ?? "",
    email: p.email,
    telepon: p.telepon ?? "",
    kota: org?.kota ?? "",
    negara: "Indonesia",
  };
}
