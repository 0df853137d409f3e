/**
 * `npm start` (after db:siapkan): the standalone server of the last `npm run build` (NEXT_DIST_DIR, default
 * `.next`), in the foreground, on PORT (default 3000) or `-p`, all interfaces or `-H`: one worker per core
 * (WEB_CONCURRENCY) behind that one port, or one where state lives in one process (scripts/server/kluster.ts).
 */
import { jalankanKluster } from "./server/kluster";
import { rencanaPekerja } from "./server/rencana-pekerja";
import { bacaArgumenServer, envServer, siapkanStandalone } from "./server/standalone";

try {
  const { port, host } = bacaArgumenServer(process.argv.slice(2));
  const { dir, server } = siapkanStandalone(process.env.NEXT_DIST_DIR || ".next");
  const env = envServer({ port, host });
  jalankanKluster({ server, cwd: dir, env, rencana: rencanaPekerja(env) });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
