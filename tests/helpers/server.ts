import { bangunBilaBerubah } from "@/scripts/server/bangun";
import { hentikanInstans, mulaiInstans, type Instans } from "@/scripts/topologi/instans";

/** Production build of the API routes for tests that need a real server: under .data (ignored by git, lint and tsc). */
export const DIST_UJI = ".data/next-uji";
/** The whole app (pages, /csw, API) as `npm run build` makes it: the topology and fault tests serve it. */
export const DIST_LENGKAP = ".next";

/**
 * The full production build in `.next`, reused while its inputs are those it was built from (CI runs `npm run
 * build` just before the topology and fault tests; scripts/server/bangun.ts), otherwise built here.
 */
export async function pastikanBuildLengkap(): Promise<void> {
  await bangunBilaBerubah({ dist: DIST_LENGKAP, stdio: "pipe" });
}

/**
 * Build the API routes once and reuse the build while its inputs are unchanged (CI runs the suite twice on one
 * clone). Compile mode with only `app/api/**`: no type check (tsc and lint run on their own in CI) and no pages, so
 * a page being written elsewhere in the tree cannot break these tests, and tsconfig.json is left alone. Another
 * run building the same directory at the same time (two suites in one tree) is waited for.
 */
export async function pastikanBuild(): Promise<void> {
  const batas = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      await bangunBilaBerubah({ dist: DIST_UJI, args: ["--experimental-build-mode", "compile", "--debug-build-paths", "app/api/**"], stdio: "pipe" });
      return;
    } catch (err) {
      const keluaran = (err as { keluaran?: string }).keluaran ?? "";
      if (!/Another next build process is already running/.test(keluaran) || Date.now() > batas) throw err;
    }
    await new Promise((ok) => setTimeout(ok, 3_000));
  }
}

export { portBebas } from "@/scripts/topologi/instans";

export type ServerUji = Instans;

/**
 * The standalone server on a free port (or `port`) with this environment; resolves when /api/health answers 200.
 * The API build by default; `NEXT_DIST_DIR: DIST_LENGKAP` in `env` serves the full one.
 */
export function mulaiServer(env: Record<string, string>, port?: number): Promise<ServerUji> {
  return mulaiInstans({ NEXT_DIST_DIR: DIST_UJI, ...env }, port);
}

export async function hentikanServer(s: ServerUji | undefined): Promise<void> {
  await hentikanInstans(s);
}
