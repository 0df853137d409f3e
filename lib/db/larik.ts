import { sql, type SQL } from "drizzle-orm";

/**
 * A list as one Postgres array literal, each element quoted (its quotes and backslashes escaped), to be cast to
 * the elements' array type: a list of any length is one bind value, the same on postgres.js and PGlite, instead
 * of one parameter per element.
 */
export const larikLiteral = (xs: readonly (string | number)[]): string => `{${xs.map((x) => `"${String(x).replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/** A text[] as one parameter (larikLiteral). */
export const teksLarik = (xs: readonly string[]): SQL => sql`${larikLiteral(xs)}::text[]`;
