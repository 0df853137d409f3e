/**
 * Rendering throughput of the XML profiles (issue 3 target: > 2,000 records/s per core for gmd full), and the
 * parse rate of the import (records/s per profile: XML text → validated document, as import and harvest do).
 *
 *   npx tsx scripts/bench/xml.ts [--jumlah 10000] [--seed 1]
 *
 * Generates the documents with the demo-data generator of lib/seed (no database), renders every one of them
 * in each profile on this single thread, and prints records/s per profile. The last rows render the
 * largest test document (every optional part filled) and the xmlbuilder2 node path, for comparison.
 * package.json script: "bench:xml": "tsx scripts/bench/xml.ts"
 */
import { parseArgs } from "node:util";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { buatKonteksRekaman } from "@/lib/seed";
import { DAFTAR_ORGANISASI } from "@/lib/seed/data";
import { bangunPengguna } from "@/lib/seed/pengguna";
import { rangkaianRekaman } from "@/lib/seed/rekaman";
import { renderDublinCore, renderXml, renderXmlNode, type ElementSet, type FormatIso } from "@/lib/xml";
import { parseMetadataXml } from "@/lib/xml/parse";
import { dokumenMaksimal } from "@/tests/fixtures/dokumen";

const { values } = parseArgs({ options: { jumlah: { type: "string", default: "10000" }, seed: { type: "string", default: "1" } } });
const jumlah = Number(values.jumlah);
const seed = Number(values.seed);
if (!Number.isInteger(jumlah) || jumlah < 1) throw new Error(`--jumlah harus bilangan bulat positif, bukan ${values.jumlah}`);

type Rekaman = { id: string; dokumen: DokumenMetadata; stempel: string };

function dokumenSeed(n: number): Rekaman[] {
  const idOrganisasi = new Map(DAFTAR_ORGANISASI.map((o, i) => [o.kode, `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`]));
  const { indeks } = bangunPengguna(seed, DAFTAR_ORGANISASI, idOrganisasi, "-", new Date("2020-12-01T00:00:00Z"));
  const konteks = buatKonteksRekaman(seed, idOrganisasi, indeks);
  return [...rangkaianRekaman(konteks, n)].map((b) => {
    // the insert row type makes id optional (the column has a default); the seed always sets it
    if (!b.id) throw new Error("Rekaman seed tanpa id");
    return { id: b.id, dokumen: b.dokumen, stempel: b.dokumen.metadataInfo.tanggalStempel ?? "2026-01-01T00:00:00Z" };
  });
}

type Render = (r: Rekaman) => string;
const iso = (format: FormatIso, elementSet: ElementSet): Render => (r) => renderXml(r.dokumen, { format, elementSet, id: r.id, dateStamp: r.stempel });
const dc = (elementSet: ElementSet): Render => (r) => renderDublinCore(r.dokumen, { elementSet, id: r.id, dateStamp: r.stempel });

/**
 * Throughput per core = records / CPU seconds of this process (process.cpuUsage), so a busy machine does not
 * distort it; wall-clock records/s is printed next to it.
 */
function ukur(nama: string, rekaman: readonly Rekaman[], render: Render) {
  let byte = 0;
  for (let i = 0; i < Math.min(1000, rekaman.length); i++) render(rekaman[i]!); // JIT warm-up
  const cpu0 = process.cpuUsage();
  const mulai = performance.now();
  for (const r of rekaman) byte += render(r).length;
  const ms = performance.now() - mulai;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    profil: nama,
    rekaman: rekaman.length,
    "rekaman/s per core (CPU)": Math.round((rekaman.length / cpuMs) * 1000),
    "rekaman/s (wall)": Math.round((rekaman.length / ms) * 1000),
    "µs CPU/rekaman": Number(((cpuMs * 1000) / rekaman.length).toFixed(1)),
    "KiB/rekaman": Number((byte / rekaman.length / 1024).toFixed(1)),
  };
}

const t0 = performance.now();
const rekaman = dokumenSeed(jumlah);
console.log(`${jumlah} dokumen dibuat (seed ${seed}) dalam ${((performance.now() - t0) / 1000).toFixed(1)} s; Node ${process.version}, 1 thread\n`);

const maks = dokumenMaksimal();
const rekamanMaks = Array.from({ length: jumlah }, (_, i) => ({ id: `maks-${i}`, dokumen: maks, stempel: "2024-04-30T10:15:00+07:00" }));

console.table([
  ukur("gmd full", rekaman, iso("gmd", "full")),
  ukur("gmd summary", rekaman, iso("gmd", "summary")),
  ukur("gmd brief", rekaman, iso("gmd", "brief")),
  ukur("mdb2016 full", rekaman, iso("mdb2016", "full")),
  ukur("mdb2018 full", rekaman, iso("mdb2018", "full")),
  ukur("mdb2018 summary", rekaman, iso("mdb2018", "summary")),
  ukur("dc full", rekaman, dc("full")),
  ukur("dc summary", rekaman, dc("summary")),
  ukur("dc brief", rekaman, dc("brief")),
  ukur("gmd full, dokumen maksimal", rekamanMaks, iso("gmd", "full")),
  // the DOM path is ~60× slower: a tenth of the documents is enough to measure it
  ukur("gmd full, node xmlbuilder2", rekaman.slice(0, Math.max(1, Math.ceil(jumlah / 10))), (r) => renderXmlNode(r.dokumen, { format: "gmd", id: r.id, dateStamp: r.stempel }).end()),
]);

/** Parse rate: the records rendered once per profile, then read back (saxes tree, mapping, zod validation). */
function ukurParse(nama: string, xml: readonly string[]) {
  for (let i = 0; i < Math.min(300, xml.length); i++) parseMetadataXml(xml[i]!); // JIT warm-up
  const cpu0 = process.cpuUsage();
  const mulai = performance.now();
  let sah = 0;
  for (const x of xml) if (parseMetadataXml(x).sah) sah++;
  const ms = performance.now() - mulai;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (sah !== xml.length) throw new Error(`${nama}: ${xml.length - sah} rekaman tidak sah setelah diurai`);
  return {
    profil: nama,
    rekaman: xml.length,
    "rekaman/s per core (CPU)": Math.round((xml.length / cpuMs) * 1000),
    "rekaman/s (wall)": Math.round((xml.length / ms) * 1000),
    "µs CPU/rekaman": Number(((cpuMs * 1000) / xml.length).toFixed(1)),
    "KiB/rekaman": Number((xml.reduce((n, x) => n + x.length, 0) / xml.length / 1024).toFixed(1)),
  };
}

// parsing is ~10× slower than rendering: a fifth of the documents keeps the run short
const sampel = rekaman.slice(0, Math.max(1, Math.ceil(jumlah / 5)));
const teks = (format: FormatIso, daftar: readonly Rekaman[]) => daftar.map(iso(format, "full"));
console.log("\nImpor (urai XML → dokumen tervalidasi):");
console.table([
  ukurParse("urai gmd full", teks("gmd", sampel)),
  ukurParse("urai mdb2016 full", teks("mdb2016", sampel)),
  ukurParse("urai mdb2018 full", teks("mdb2018", sampel)),
  ukurParse("urai gmd full, dokumen maksimal", teks("gmd", rekamanMaks.slice(0, sampel.length))),
]);
