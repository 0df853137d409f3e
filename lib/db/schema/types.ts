import { customType } from "drizzle-orm/pg-core";

/** Postgres `box` (no extension needed; GiST-indexable, works on PGlite). Read back as text "(x2,y2),(x1,y1)". */
export const box = customType<{ data: string; driverData: string }>({
  dataType: () => "box",
});

export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

/** Postgres `bytea`, read as a Buffer whichever driver returns it (postgres.js: Buffer, PGlite: Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});
