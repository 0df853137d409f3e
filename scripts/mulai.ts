/**
 * `npm start` (after db:siapkan): the standalone server of the last `npm run build`, in the foreground, on PORT
 * (default 3000) or `-p`, all interfaces or `-H`. See scripts/server/standalone.ts.
 */
import { bacaArgumenServer, jalankanDiDepan, jalankanStandalone } from "./server/standalone";

try {
  const { port, host } = bacaArgumenServer(process.argv.slice(2));
  jalankanDiDepan(jalankanStandalone({ port, host }));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
