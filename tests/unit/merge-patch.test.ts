import { describe, expect, it } from "vitest";
import { mergePatch } from "@/lib/metadata/kelola/merge-patch";

describe("mergePatch (RFC 7396)", () => {
  it("merges objects, replaces arrays and scalars, removes keys set to null", () => {
    expect(mergePatch({ a: { b: 1, c: [1, 2] }, d: "x" }, { a: { c: [3], e: true }, d: null })).toEqual({ a: { b: 1, c: [3], e: true } });
  });
  it("replaces the target when the patch is not an object, and never mutates its inputs", () => {
    const t = { a: { b: 1 } };
    expect(mergePatch(t, [1])).toEqual([1]);
    expect(mergePatch(t, { a: { b: 2 } })).toEqual({ a: { b: 2 } });
    expect(t).toEqual({ a: { b: 1 } });
  });
});
