import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { kumpulkan, lengkapi, type Simpul } from "@/scripts/lib/dependensi";

// The dependency report of `npm run dependensi` on a made-up tree and lock file: deduped nodes, platform packages
// that are not installed, deprecation and install scripts from either source, dev packages left out.

const akar = fs.mkdtempSync(path.join(os.tmpdir(), "gk-dependensi-"));
afterAll(() => fs.rmSync(akar, { recursive: true, force: true }));

function pasang(lokasi: string, isi: Record<string, unknown>) {
  fs.mkdirSync(path.join(akar, lokasi), { recursive: true });
  fs.writeFileSync(path.join(akar, lokasi, "package.json"), JSON.stringify(isi));
}

const pohon: Simpul = {
  dependencies: {
    alfa: { version: "1.0.0", dependencies: { gamma: { version: "2.0.0" }, "alfa-darwin-arm64": {} } },
    beta: { version: "3.1.0", dependencies: { gamma: { version: "2.0.0", dependencies: { delta: { version: "0.1.0" } } } } },
  },
  problems: ["invalid: contoh"],
};

describe("kumpulkan and lengkapi", () => {
  it("list each installed name@version once, with the direct dependencies it comes through and its flags", () => {
    fs.writeFileSync(
      path.join(akar, "package-lock.json"),
      JSON.stringify({
        packages: {
          "": { name: "uji" },
          "node_modules/alfa": { version: "1.0.0", license: "MIT" },
          "node_modules/beta": { version: "3.1.0", license: "ISC", deprecated: "Pakai beta 4." },
          "node_modules/gamma": { version: "2.0.0", license: "MIT", hasInstallScript: true },
          "node_modules/gamma/node_modules/delta": { version: "0.1.0" },
          "node_modules/pengembang": { version: "9.9.9", dev: true, hasInstallScript: true },
        },
      }),
    );
    pasang("node_modules/gamma", { version: "2.0.0", scripts: { postinstall: "node unduh.js", test: "x" } });
    pasang("node_modules/gamma/node_modules/delta", { version: "0.1.0", license: "Apache-2.0", deprecated: "Tidak dirawat lagi." });

    const paket = kumpulkan(pohon);
    lengkapi(paket, akar);
    const ringkas = [...paket.entries()].map(([k, p]) => [k, p.langsung, [...p.lewat].sort(), p.lisensi, p.usang, p.skrip]);
    expect(ringkas.sort()).toEqual([
      ["alfa@1.0.0", true, ["alfa"], "MIT", null, null],
      ["beta@3.1.0", true, ["beta"], "ISC", "Pakai beta 4.", null],
      ["delta@0.1.0", false, ["beta"], "Apache-2.0", "Tidak dirawat lagi.", null],
      ["gamma@2.0.0", false, ["alfa", "beta"], "MIT", null, "postinstall: node unduh.js"],
    ]);
  });
});
