import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Offline XML Schema validation with libxml2's xmllint against the official XSDs in tests/schemas (a copy of
 * the kit in /work/shared/schemas): every schemaLocation is served from there through catalog.xml and
 * --nonet forbids the network. Needs `xmllint` (Debian/Ubuntu: apt-get install -y libxml2-utils).
 */
export type Skema = "gmd" | "mdb" | "csw" | "all" | "sitemap" | "atom" | "opensearch";
export type HasilValidasi = { ok: boolean; galat: string };

const FOLDER_SKEMA = path.resolve(import.meta.dirname, "../schemas");

/** libxml2 splits XML_CATALOG_FILES on spaces, so a folder path with spaces is reached through a symlink. */
function folderAman(): string {
  if (!/[\s%:#?]/.test(FOLDER_SKEMA)) return FOLDER_SKEMA;
  const tautan = path.join(mkdtempSync(path.join(tmpdir(), "skema-")), "kit");
  symlinkSync(FOLDER_SKEMA, tautan);
  return tautan;
}

let folder: string | undefined;

function jalankan(args: string[]): { status: number | null; stderr: string } {
  folder ??= folderAman();
  const catalog = path.join(folder, "catalog.xml");
  const r = spawnSync("xmllint", ["--noout", "--nonet", "--catalogs", "--schema", path.join(folder, "wrappers", `${args[0]}.xsd`), ...args.slice(1)], {
    env: { ...process.env, XML_CATALOG_FILES: catalog, SGML_CATALOG_FILES: catalog },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw new Error(`xmllint tidak dapat dijalankan (apt-get install -y libxml2-utils): ${r.error.message}`);
  // libxml2 reports each already-imported namespace it skips; harmless (see tests/schemas/wrappers/*.xsd)
  const stderr = r.stderr
    .split("\n")
    .filter((l) => l !== "" && !l.includes("Skipping import of schema located at"))
    .join("\n");
  if (/failed to load external entity "[^"]*\.xsd"|Attempt to load network entity|failed to compile|Failed to locate the main schema/.test(stderr)) {
    throw new Error(`Skema tidak dapat dimuat secara offline:\n${stderr}`);
  }
  return { status: r.status, stderr };
}

/** Validates many documents with one xmllint run (the schema set is compiled once). */
export function validasiBanyak(dokumen: readonly string[], skema: Skema): HasilValidasi[] {
  if (dokumen.length === 0) return [];
  const dir = mkdtempSync(path.join(tmpdir(), "xmllint-"));
  try {
    const berkas = dokumen.map((xml, i) => {
      const f = path.join(dir, `d${i}.xml`);
      writeFileSync(f, xml, "utf8");
      return f;
    });
    const { stderr } = jalankan([skema, ...berkas]);
    const baris = stderr.split("\n");
    return berkas.map((f) => {
      const milik = baris.filter((l) => l.startsWith(f + ":") || l.startsWith(f + " "));
      const ok = milik.some((l) => l === `${f} validates`);
      return { ok, galat: milik.filter((l) => !l.endsWith(" validates")).join("\n").replaceAll(f, "<dok>") };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function validasiXml(xml: string, skema: Skema): HasilValidasi {
  return validasiBanyak([xml], skema)[0]!;
}
