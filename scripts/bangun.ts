/**
 * `npm run build`: `next build` into `.next` (or NEXT_DIST_DIR), with the fingerprint of its inputs stored beside
 * the output so `npm run demo` and the test helpers can tell whether it is still current (scripts/server/bangun.ts).
 */
import { bangun } from "./server/bangun";

try {
  await bangun({ dist: process.env.NEXT_DIST_DIR || ".next", stdio: "inherit" });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
