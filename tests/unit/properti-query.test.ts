import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/errors";
import { bilanganBulatPositif, bilanganDesimal, teksOpsional } from "@/lib/http/query";
import { PAGE_SIZE_MAKS, parseKueriDaftarPublik } from "@/lib/metadata/publik/query";

// Property tests of the REST query parsers: whatever a client sends, the answer is a value inside the documented
// range or an ApiError with a 400 — never NaN, a negative page, a thrown TypeError or a 500.

/** Strings a hostile client would send for a number, mixed with arbitrary text. */
const teksAngka = fc.oneof(
  fc.string(),
  fc.constantFrom("", " ", "NaN", "Infinity", "-Infinity", "-1", "0", "1e309", "0x10", "1_000", "١٢", "+5", "5.0", "9007199254740993", "-0", "\u0000", "1;drop table x"),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);

function hasilAtau400<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message.length).toBeLessThan(300);
    return undefined;
  }
}

describe("bilanganBulatPositif", () => {
  it("gives a whole number in [1, maks] or a 400", () => {
    fc.assert(
      fc.property(teksAngka, fc.integer({ min: 1, max: 1_000_000 }), (teks, maks) => {
        const v = hasilAtau400(() => bilanganBulatPositif(new URLSearchParams({ n: teks }), "n", 1, maks));
        if (v !== undefined) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(1);
          expect(v).toBeLessThanOrEqual(maks);
          expect(v).toBe(Number(teks.trim()));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts every whole number in range, written plainly", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
      expect(bilanganBulatPositif(new URLSearchParams({ n: String(n) }), "n", 1, 1000)).toBe(n);
    }));;
  });

  it("uses the fallback only when the parameter is absent", () => {
    expect(bilanganBulatPositif(new URLSearchParams(), "n", 7, 10)).toBe(7);
    expect(() => bilanganBulatPositif(new URLSearchParams({ n: "" }), "n", 7, 10)).toThrow(ApiError);
  });
});

describe("bilanganDesimal and teksOpsional", () => {
  it("a decimal is finite or a 400", () => {
    fc.assert(
      fc.property(teksAngka, (teks) => {
        const v = hasilAtau400(() => bilanganDesimal(new URLSearchParams({ x: teks }), "x"));
        if (v !== undefined) expect(Number.isFinite(v)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("text is trimmed, non-empty and bounded, or a 400", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (teks, maks) => {
        const v = hasilAtau400(() => teksOpsional(new URLSearchParams({ t: teks }), "t", maks));
        if (v !== undefined) {
          expect(v).toBe(v.trim());
          expect(v.length).toBeGreaterThan(0);
          expect(v.length).toBeLessThanOrEqual(maks);
        }
      }),
    );
  });
});

describe("parseKueriDaftarPublik", () => {
  const nama = fc.constantFrom("q", "page", "pageSize", "kategori", "tipeData", "bboxN", "bboxS", "bboxE", "bboxW", "lain");
  const nilai = fc.oneof(teksAngka, fc.constantFrom("boundaries", "vector", "%", "_", "'", "\\", "' or 1=1--", "a%b_c"));

  it("gives a query inside its documented ranges or a 400", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(nama, nilai), { maxLength: 12 }), (pasangan) => {
        const k = hasilAtau400(() => parseKueriDaftarPublik(new URLSearchParams(pasangan)));
        if (!k) return;
        expect(Number.isSafeInteger(k.page) && k.page >= 1).toBe(true);
        expect(k.pageSize >= 1 && k.pageSize <= PAGE_SIZE_MAKS).toBe(true);
        if (k.bbox) {
          for (const v of [k.bbox.utara, k.bbox.selatan]) expect(Math.abs(v)).toBeLessThanOrEqual(90);
          for (const v of [k.bbox.timur, k.bbox.barat]) expect(Math.abs(v)).toBeLessThanOrEqual(180);
          expect(k.bbox.selatan).toBeLessThanOrEqual(k.bbox.utara);
        }
        if (k.q !== undefined) expect(k.q.length).toBeLessThanOrEqual(500);
      }),
      { numRuns: 3000 },
    );
  });

  it("keeps SQL and LIKE metacharacters in q as plain text", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[%_\\'";a-z -]{1,40}$/), (q) => {
        const k = parseKueriDaftarPublik(new URLSearchParams({ q }));
        expect(k.q).toBe(q.trim() || undefined);
      }),
    );
  });
});
