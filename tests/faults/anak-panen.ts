/**
 * Child process of tests/faults/panen.test.ts: an instance's harvest worker in miniature. Waits until it can
 * claim the run (queued, or running under an expired lease), then runs it with a short lease and heartbeat.
 * Usage: node --conditions=react-server --import tsx tests/faults/anak-panen.ts <database url> <run id> <holder>
 */
import { openPostgres } from "@/lib/db/client";
import { jalankanJalan, klaimJalan, OPSI_MESIN_BAWAAN } from "@/lib/panen";

const [url, jalanId, pemegang] = process.argv.slice(2) as [string, string, string];
const SEWA_MS = 3_000;
const h = await openPostgres(url, { max: 2 });
while ((await klaimJalan(h.db, pemegang, SEWA_MS, jalanId)) !== jalanId) await new Promise((r) => setTimeout(r, 200));
console.log(`diklaim ${pemegang}`);
await jalankanJalan(h.db, jalanId, { ...OPSI_MESIN_BAWAAN, pemegang, sewaMs: SEWA_MS, detakMs: 500, ukuranHalaman: 5, ambil: { percobaan: 2, jedaMs: 50, batasWaktuMs: 60_000 } });
await h.close();
console.log("selesai");
