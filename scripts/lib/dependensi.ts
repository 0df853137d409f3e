import fs from "node:fs";
import path from "node:path";

/** The shapes `npm ls --json` and package-lock.json (v2/v3) give, as far as the dependency report reads them. */
export type Simpul = { version?: string; dependencies?: Record<string, Simpul>; problems?: string[] };
export type EntriLock = { name?: string; version?: string; dev?: boolean; license?: string; deprecated?: string; hasInstallScript?: boolean };
export type Paket = { nama: string; versi: string; langsung: boolean; lewat: Set<string>; lisensi: string; usang: string | null; skrip: string | null };

/** Unique name@version of the tree, each with the direct dependencies it comes through. */
export function kumpulkan(pohon: Simpul): Map<string, Paket> {
  const hasil = new Map<string, Paket>();
  // A package npm ls shows again as "deduped" carries only its version; its children come with another
  // occurrence, so a node is walked once per direct dependency, when it has children.
  const dijalani = new Set<string>();
  const jalan = (simpul: Simpul, langsung: string | null) => {
    for (const [nama, anak] of Object.entries(simpul.dependencies ?? {})) {
      // Optional packages for other platforms are listed without a version: not installed, not shipped.
      if (!anak.version) continue;
      const kunci = `${nama}@${anak.version}`;
      const atas = langsung ?? nama;
      const ada = hasil.get(kunci);
      if (ada) {
        if (langsung === null) ada.langsung = true;
        ada.lewat.add(atas);
      } else {
        hasil.set(kunci, { nama, versi: anak.version, langsung: langsung === null, lewat: new Set([atas]), lisensi: "", usang: null, skrip: null });
      }
      if (!anak.dependencies || dijalani.has(`${kunci} ${atas}`)) continue;
      dijalani.add(`${kunci} ${atas}`);
      jalan(anak, atas);
    }
  };
  jalan(pohon, null);
  return hasil;
}

function bacaJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Deprecation, install scripts and licence of each package, from the lock file and the installed package.json. */
export function lengkapi(paket: Map<string, Paket>, akar: string): void {
  const lock = bacaJson<{ packages?: Record<string, EntriLock> }>(path.join(akar, "package-lock.json"));
  for (const [lokasi, e] of Object.entries(lock?.packages ?? {})) {
    if (!lokasi || e.dev) continue;
    const nama = e.name ?? lokasi.slice(lokasi.lastIndexOf("node_modules/") + "node_modules/".length);
    const p = paket.get(`${nama}@${e.version}`);
    if (!p) continue;
    const terpasang = bacaJson<{ deprecated?: unknown; license?: unknown; scripts?: Record<string, string> }>(path.join(akar, lokasi, "package.json"));
    p.lisensi ||= e.license ?? (typeof terpasang?.license === "string" ? terpasang.license : "");
    const usang = e.deprecated ?? (typeof terpasang?.deprecated === "string" ? terpasang.deprecated : null);
    if (usang) p.usang = usang;
    const skrip = ["preinstall", "install", "postinstall"].filter((s) => terpasang?.scripts?.[s]);
    if (e.hasInstallScript || skrip.length) p.skrip = skrip.length ? skrip.map((s) => `${s}: ${terpasang!.scripts![s]}`).join("; ") : "hasInstallScript";
  }
}

