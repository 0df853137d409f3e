import path from "node:path";

/** The environment variable through which the global setup tells the workers where each journey's server is. */
export const VAR_SERVER = "E2E_SERVER";

/**
 * One journey's server: its URL and the folder its SMTP catcher writes to; for the demo journey (no SMTP) the
 * demo's log file and data directory, or why it cannot run.
 */
export type DuniaServer = { url: string; surat: string; log?: string; data?: string; lewati?: string };

/** Spec file name (e.g. "warga.spec.ts") → its own server. */
export type PetaServer = Record<string, DuniaServer>;

function peta(): PetaServer {
  const isi = process.env[VAR_SERVER];
  if (!isi) throw new Error(`${VAR_SERVER} tidak ada: jalankan lewat \`npm run test:e2e\``);
  return JSON.parse(isi) as PetaServer;
}

/** The server of the journey in `berkas` (a test's file path). */
export function serverUntuk(berkas: string): DuniaServer {
  const s = peta()[path.basename(berkas)];
  if (!s) throw new Error(`tidak ada server e2e untuk ${path.basename(berkas)}`);
  return s;
}

/** The mail folder of the server at `asal` (an origin such as http://127.0.0.1:41234). */
export function suratUntukAsal(asal: string): string {
  const s = Object.values(peta()).find((x) => x.url === asal);
  if (!s) throw new Error(`tidak ada server e2e di ${asal}`);
  return s.surat;
}
