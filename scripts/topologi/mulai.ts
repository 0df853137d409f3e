import { hentikanInstans, mulaiInstans, siapkan, type Instans } from "./instans";
import { mulaiProksi } from "./proksi";

export type OpsiTopologi = {
  /** Environment shared by both instances: DATABASE_URL, REDIS_URL, REDIS_PREFIX, AUTH_SECRET, ... */
  env: Record<string, string>;
  /** Port of the proxy (0 = any free port) and of the two instances (undefined = free ports). */
  portProksi?: number;
  portInstans?: [number, number];
  /** Echo the instances' output with a label (the command-line script does). */
  gema?: boolean;
};

export type Topologi = { url: string; instans: [Instans, Instans]; hentikan: () => Promise<void> };

/**
 * What compose.yaml runs, from processes: both instances start the way `npm start` starts them (db:siapkan
 * first, at the same moment, under the advisory locks: migrations, base data, the first Admin from ADMIN_*), then
 * serve the full build behind a round-robin proxy that appends X-Forwarded-For (so the instances run with
 * TRUSTED_PROXY=1).
 */
export async function mulaiTopologi(o: OpsiTopologi): Promise<Topologi> {
  const env = { NEXT_DIST_DIR: ".next", TRUSTED_PROXY: "1", ...o.env };
  const hasil = await Promise.all([siapkan(env), siapkan(env)]);
  for (const m of hasil) if (m.kode !== 0) throw new Error(`Persiapan basis data gagal:\n${m.keluaran}`);
  const [a, b] = await Promise.all([
    mulaiInstans(env, o.portInstans?.[0], o.gema ? "app-1" : undefined),
    mulaiInstans(env, o.portInstans?.[1], o.gema ? "app-2" : undefined),
  ]);
  const proksi = await mulaiProksi([a.url, b.url], o.portProksi ?? 0);
  return {
    url: proksi.url,
    instans: [a, b],
    hentikan: async () => {
      await proksi.tutup();
      await Promise.all([hentikanInstans(a), hentikanInstans(b)]);
    },
  };
}
