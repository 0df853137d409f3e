import { describe, expect, it } from "vitest";
import { lamaMenunggu, terlaluLama } from "@/lib/web/dasbor/usia";

const SEKARANG = Date.parse("2026-05-10T03:00:00Z");

describe("lamaMenunggu", () => {
  it("counts whole hours under a day and whole days after", () => {
    expect(lamaMenunggu("2026-05-10T02:30:00Z", SEKARANG)).toBe("kurang dari 1 jam");
    expect(lamaMenunggu("2026-05-10T02:00:00Z", SEKARANG)).toBe("1 jam");
    expect(lamaMenunggu("2026-05-09T03:00:01Z", SEKARANG)).toBe("23 jam");
    expect(lamaMenunggu("2026-05-09T03:00:00Z", SEKARANG)).toBe("1 hari");
    expect(lamaMenunggu("2026-04-30T03:00:00+07:00", SEKARANG)).toBe("10 hari");
  });
  it("reads a future or unparsable time as just now", () => {
    expect(lamaMenunggu("2026-05-11T00:00:00Z", SEKARANG)).toBe("kurang dari 1 jam");
    expect(lamaMenunggu("bukan tanggal", SEKARANG)).toBe("kurang dari 1 jam");
  });
  it("flags waiting longer than a week", () => {
    expect(terlaluLama("2026-05-03T03:00:00Z", SEKARANG)).toBe(false);
    expect(terlaluLama("2026-05-03T02:59:59Z", SEKARANG)).toBe(true);
  });
});
