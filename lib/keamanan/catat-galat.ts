/** Error fields that name a class of failure or a place in our schema, never a value a user sent. */
const KODE_AMAN = /^[A-Za-z0-9_.-]{1,64}$/;
const FRAME_MAKS = 8;

/**
 * One line describing an unexpected error without any data a user sent: the class and code of each error down the
 * `cause` chain (a SQLSTATE, an errno name), Postgres' routine and constraint names, and the first stack frames.
 * Messages are left out on purpose: drizzle's "Failed query: <sql> params: <values>", Postgres' "invalid input
 * syntax for type uuid: \"…\"" and JSON.parse's snippet all repeat the request, and so does `detail`.
 */
export function ringkasanGalat(err: unknown): string {
  const bagian: string[] = [];
  let frame: string[] = [];
  for (let e: unknown = err, kedalaman = 0; e !== undefined && e !== null && kedalaman < 5; kedalaman++) {
    if (typeof e !== "object") {
      bagian.push(typeof e);
      break;
    }
    const o = e as Record<string, unknown>;
    // `name` survives minification where it is set (PostgresError, CswError); else the class, e.g. DrizzleQueryError.
    const nama = typeof o.name === "string" && o.name !== "Error" && KODE_AMAN.test(o.name) ? o.name : (e.constructor?.name ?? "Object");
    const ciri = ["code", "errno", "routine", "constraint", "constraint_name", "table_name", "column_name"]
      .map((k) => [k, o[k]] as const)
      .filter(([, v]) => (typeof v === "string" && KODE_AMAN.test(v)) || typeof v === "number")
      .map(([k, v]) => `${k}=${v}`);
    bagian.push(ciri.length ? `${nama}(${ciri.join(" ")})` : nama);
    if (frame.length === 0 && typeof o.stack === "string") frame = o.stack.split("\n").filter((l) => /^\s+at /.test(l)).slice(0, FRAME_MAKS);
    e = o.cause;
  }
  return [bagian.join(" ← "), ...frame].join("\n");
}

/** console.error of `ringkasanGalat`: the one way an unexpected error reaches the log. */
export function catatGalat(label: string, err: unknown): void {
  console.error(`${label}: ${ringkasanGalat(err)}`);
}
