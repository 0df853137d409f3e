/** The rows of `db.execute(sql)`: postgres.js returns them as the result, PGlite wraps them in `rows`. */
export function barisHasil<T>(hasil: unknown): T[] {
  return Array.isArray(hasil) ? (hasil as T[]) : ((hasil as { rows: T[] }).rows ?? []);
}
