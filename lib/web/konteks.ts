import "server-only";
import { AKTOR_PUBLIK, type Ctx } from "@/lib/context";
import { getDbBaca } from "@/lib/db/replika";

/** The context of an anonymous visitor: what every public page passes to the services (replica reads allowed). */
export async function konteksPublik(): Promise<Ctx> {
  return { db: await getDbBaca(), actor: AKTOR_PUBLIK };
}
