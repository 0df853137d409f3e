/**
 * npm run dependensi — every production dependency with its version (`npm ls --omit=dev --all --json`), their
 * count, and the ones that are deprecated or run an install script (from package-lock.json, and the installed
 * package.json as a second source), printed as tables. Reads only local files: no registry or advisory service is
 * asked (`npm audit` needs one: see docs/security.md). Exit 1 only when the tree cannot be read at all.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { kumpulkan, lengkapi, type Paket, type Simpul } from "./lib/dependensi";

const akar = path.resolve(process.argv[2] ?? process.cwd());

function bacaPohon(): Simpul {
  const r = spawnSync("npm", ["ls", "--omit=dev", "--all", "--json"], { cwd: akar, encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
  // npm ls exits 1 on any problem it lists (an unmet peer range, say) and still prints the whole tree.
  try {
    return JSON.parse(r.stdout) as Simpul;
  } catch {
    console.error(`npm ls tidak menghasilkan JSON (kode ${r.status ?? r.error?.message}):\n${r.stderr}`);
    process.exit(1);
  }
}

function cetakTabel(kepala: string[], baris: string[][]): void {
  const lebar = kepala.map((k, i) => Math.max(k.length, ...baris.map((b) => b[i]!.length)));
  const garis = (b: string[]) => `| ${b.map((x, i) => x.padEnd(lebar[i]!)).join(" | ")} |`;
  console.log(garis(kepala));
  console.log(`|${lebar.map((l) => "-".repeat(l + 2)).join("|")}|`);
  for (const b of baris) console.log(garis(b));
}

const pendek = (s: string, n = 90) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const lewat = (p: Paket) => (p.langsung ? "(langsung)" : [...p.lewat].sort().join(", "));

const pohon = bacaPohon();
const paket = kumpulkan(pohon);
lengkapi(paket, akar);
const daftar = [...paket.values()].sort((a, b) => a.nama.localeCompare(b.nama) || a.versi.localeCompare(b.versi, undefined, { numeric: true }));
const nama = new Set(daftar.map((p) => p.nama));
const usang = daftar.filter((p) => p.usang);
const skrip = daftar.filter((p) => p.skrip);

console.log(`\ndependensi produksi (npm ls --omit=dev --all) di ${akar}\n`);
cetakTabel(
  ["Paket", "Versi", "Lisensi", "Lewat", "Catatan"],
  daftar.map((p) => [p.nama, p.versi, p.lisensi || "?", pendek(lewat(p), 40), [p.usang ? "USANG" : "", p.skrip ? "SKRIP PASANG" : ""].filter(Boolean).join(", ")]),
);

console.log(`\nRingkasan`);
cetakTabel(
  ["Ukuran", "Jumlah"],
  [
    ["paket produksi (nama@versi)", String(daftar.length)],
    ["nama paket", String(nama.size)],
    ["dependensi langsung (package.json)", String(daftar.filter((p) => p.langsung).length)],
    ["usang (deprecated)", String(usang.length)],
    ["dengan skrip pemasangan", String(skrip.length)],
    ["masalah yang dilaporkan npm ls", String(pohon.problems?.length ?? 0)],
  ],
);

console.log(`\nUsang (deprecated)`);
if (usang.length) cetakTabel(["Paket", "Versi", "Lewat", "Pesan"], usang.map((p) => [p.nama, p.versi, pendek(lewat(p), 40), pendek(p.usang!)]));
else console.log("tidak ada");

console.log(`\nSkrip pemasangan (berjalan saat npm install)`);
if (skrip.length) cetakTabel(["Paket", "Versi", "Lewat", "Skrip"], skrip.map((p) => [p.nama, p.versi, pendek(lewat(p), 40), pendek(p.skrip!)]));
else console.log("tidak ada");

if (pohon.problems?.length) {
  console.log(`\nMasalah menurut npm ls`);
  for (const m of pohon.problems) console.log(`- ${m}`);
}
