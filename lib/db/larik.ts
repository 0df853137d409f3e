import { sql, type SQL } from "drizzle-orm";

/**
 * A text[] as one parameter (an array literal, each element quoted): a list of any length is one bind value, the
 * same on postgres.js and PGlite, instead of one parameter per element.
 */
export const teksLarik = (xs: readonly string[]): SQL => sql`${`{${xs.map((x) => `"${x.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;
