import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPERASI } from "@/lib/openapi";

const AKAR = path.resolve(import.meta.dirname, "../..");

/** Every `METHOD path` a route file under app/api (and app/csw) exports, path in OpenAPI form. */
function operasiBerkas(): string[] {
  const hasil: string[] = [];
  const jelajah = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) jelajah(p);
      else if (e.name === "route.ts") {
        const jalur = "/" + path.relative(path.join(AKAR, "app"), dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).map((s) => s.replace(/^\[(\w+)\]$/, "{$1}")).join("/");
        const teks = readFileSync(p, "utf8");
        for (const [, m] of teks.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)\b/g)) hasil.push(`${m!.toLowerCase()} ${jalur}`);
        // A route that serves another route's handlers re-exports them: `export { GET, POST } from "…"`.
        for (const [, daftar] of teks.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
          for (const m of daftar!.split(",").map((x) => x.trim())) if (/^(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)$/.test(m)) hasil.push(`${m.toLowerCase()} ${jalur}`);
        }
      }
    }
  };
  jelajah(path.join(AKAR, "app/api"));
  jelajah(path.join(AKAR, "app/csw"));
  return hasil.sort();
}

describe("OpenAPI registry covers the route files", () => {
  const terdaftar = OPERASI.map((o) => `${o.metode} ${o.path}`).sort();

  it("lists every exported handler of every route file", () => {
    const berkas = operasiBerkas();
    expect(berkas.length).toBeGreaterThan(50);
    expect(berkas.filter((o) => !terdaftar.includes(o))).toEqual([]);
  });

  it("lists nothing that has no route file, and nothing twice", () => {
    const berkas = new Set(operasiBerkas());
    expect(terdaftar.filter((o) => !berkas.has(o))).toEqual([]);
    expect(new Set(terdaftar).size).toBe(terdaftar.length);
  });
});
