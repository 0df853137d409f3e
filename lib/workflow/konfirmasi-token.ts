import crypto from "node:crypto";
import type { DbOrTx } from "@/lib/db/client";
import { tokenKonfirmasi } from "@/lib/db/schema";

export const UMUR_TOKEN_KONFIRMASI_MS = 7 * 24 * 3600_000;

export const hashTokenKonfirmasi = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A single-use approval link token for one Walidata and one record; only its hash is stored. */
export async function buatTokenKonfirmasi(db: DbOrTx, metadataId: string, walidataId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(tokenKonfirmasi).values({
    tokenHash: hashTokenKonfirmasi(token),
    metadataId,
    walidataId,
    aksi: "setujui",
    kedaluwarsaAt: new Date(Date.now() + UMUR_TOKEN_KONFIRMASI_MS),
  });
  return token;
}
