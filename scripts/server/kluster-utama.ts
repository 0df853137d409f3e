/**
 * The Docker image's start (CMD `node kluster.mjs`, bundled by scripts/bangun-standalone.sh next to server.js): the
 * workers of scripts/server/kluster.ts over the server.js beside it (through pekerja.mjs, the response shim), with the container's environment as it is.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jalankanKluster } from "./kluster";
import { rencanaPekerja } from "./rencana-pekerja";

const dir = path.dirname(fileURLToPath(import.meta.url));
try {
  jalankanKluster({ server: path.join(dir, "pekerja.mjs"), cwd: dir, env: process.env, rencana: rencanaPekerja(process.env) });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
