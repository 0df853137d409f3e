import { describe, expect, it } from "vitest";
import { jsonUntukSkrip } from "@/lib/web/json-ld";

describe("jsonUntukSkrip", () => {
  it("escapes <, >, & and line separators so a script element cannot be closed early", () => {
    const nilai = { name: "</script><script>alert(1)</script>", d: "<!-- a & b -->", ls: "a\u2028b\u2029c" };
    const s = jsonUntukSkrip(nilai);
    expect(s).not.toContain("<");
    expect(s).not.toContain(">");
    expect(s).not.toContain("&");
    expect(s).not.toContain("\u2028");
    expect(s).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(s)).toEqual(nilai);
  });
});
