import { sql, type SQL } from "drizzle-orm";

/** Split free text into search words (letters and digits of any script), lower-cased, at most 20. */
export function kataPencarian(q: string): string[] {
  const kata = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(kata)].slice(0, 20);
}

/**
 * A prefix tsquery where every word must match ("bata" finds "batas"). Words hold only letters and digits,
 * so nothing the user types can reach tsquery syntax; the whole string is still bound as a parameter.
 */
export function tsqueryAwalan(kata: string[]): SQL {
  const teks = kata.map((k) => `${k}:*`).join(" & ");
  return sql`to_tsquery('simple'::regconfig, ${teks})`;
}
