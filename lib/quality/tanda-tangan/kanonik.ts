/**
 * Canonical JSON (the RFC 8785 idea for our data): object keys sorted by code unit, no whitespace, undefined
 * members dropped. The signed bytes are this string in UTF-8, so a verifier in any language can rebuild them.
 * Only strings, booleans, integers, null, arrays and plain objects occur in our payloads.
 */
export function kanonik(nilai: unknown): string {
  if (nilai === null || typeof nilai === "boolean" || typeof nilai === "string") return JSON.stringify(nilai);
  if (typeof nilai === "number") {
    if (!Number.isFinite(nilai)) throw new Error("Angka tak hingga tidak dapat dikanonikkan");
    return JSON.stringify(nilai);
  }
  if (Array.isArray(nilai)) return `[${nilai.map(kanonik).join(",")}]`;
  if (typeof nilai === "object") {
    const o = nilai as Record<string, unknown>;
    const kunci = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${kunci.map((k) => `${JSON.stringify(k)}:${kanonik(o[k])}`).join(",")}}`;
  }
  throw new Error(`Nilai bertipe ${typeof nilai} tidak dapat dikanonikkan`);
}
