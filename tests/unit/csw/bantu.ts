import { expect } from "vitest";
import { CswError } from "@/lib/csw/exception";
import { cariQueryable, type Queryable } from "@/lib/csw/queryables";
import { NS } from "@/lib/csw/xml-tree";

/** The queryable of a conventional qualified name (`apiso:Title`); throws when there is none. */
export function q(nama: string): Queryable {
  const [p = "", l = ""] = nama.split(":");
  const hasil = cariQueryable({ uri: (NS as Record<string, string>)[p], local: l });
  if (!hasil) throw new Error(`queryable ${nama} tidak ada`);
  return hasil;
}

/** The CswError a call throws; fails the test when it throws nothing or something else. */
export function galatDari(fn: () => unknown): CswError {
  try {
    fn();
  } catch (err) {
    if (err instanceof CswError) return err;
    throw err;
  }
  expect.fail("tidak melempar CswError");
}

/** Asserts the call fails as a bad constraint (conformance D9) and returns the message. */
export function galatKendala(fn: () => unknown): string {
  const e = galatDari(fn);
  expect([e.code, e.locator]).toEqual(["InvalidParameterValue", "constraint"]);
  return e.message;
}
