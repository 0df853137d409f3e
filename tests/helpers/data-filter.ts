import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekamanFilter, type RekamanFilter } from "@/tests/integration/csw-filter.data";

export type DataFilter = { h: DatabaseHandle; rekaman: RekamanFilter[] };

/**
 * A fresh database holding the CSW filter data set (tests/integration/csw-filter.data.ts), made by vitest hooks of
 * the file that calls it and closed after the file. Its fields are set once the file's beforeAll has run.
 */
export function dataFilterUji(): DataFilter {
  const d = { rekaman: [] } as unknown as DataFilter;
  beforeAll(async () => {
    d.h = await createTestDatabase();
    d.rekaman = await sisipkanRekamanFilter(d.h.db);
  });
  afterAll(async () => {
    await d.h?.close();
  });
  return d;
}

/** Ids of the data set's records that had this status when inserted. */
export const idDenganStatus = (d: DataFilter, status: string): string[] => d.rekaman.filter((r) => r.status === status).map((r) => r.id);

/**
 * Five PUBLISHED records to PRIVATE and three DRAFT ones to PUBLISHED in one statement: both directions in the one
 * transition a statement trigger sees.
 */
export async function tukarStatusPublik(d: DataFilter): Promise<void> {
  const keluar = idDenganStatus(d, "PUBLISHED").slice(0, 5);
  const masuk = idDenganStatus(d, "DRAFT").slice(0, 3);
  expect(keluar.length).toBe(5);
  expect(masuk.length).toBeGreaterThan(0);
  await d.h.db
    .update(metadata)
    .set({ status: sql`case when ${metadata.status} = 'PUBLISHED' then 'PRIVATE'::status_metadata else 'PUBLISHED'::status_metadata end` })
    .where(inArray(metadata.id, [...keluar, ...masuk]));
}
