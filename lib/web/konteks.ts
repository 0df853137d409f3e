import "server-only";
import { AKTOR_PUBLIK, type Ctx } from "@/lib/context";
import { getDb } from "@/lib/db";

/** The context of an anonymous visitor: what every public page passes to the services. */
export async function konteksPublik(): Promise<Ctx> {
  return { db: await getDb(), actor: AKTOR_PUBLIK };
}
