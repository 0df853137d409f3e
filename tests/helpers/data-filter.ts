import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
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
