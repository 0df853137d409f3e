/**
 * One harvesting instance for bench:harvest: `tsx scripts/bench/lib/panen-anak.ts <jalanId> <pemegang> <sewaMs>`
 * with DATABASE_URL the target. Claims the run (waiting while another instance's lease is still valid, as a
 * second instance would) and runs it with the product's engine (lib/panen) at 500 records per page.
 */
import { jalankanJalan, klaimJalan, OPSI_MESIN_BAWAAN } from "@/lib/panen";
import { openPostgres } from "@/lib/db/client";

const [jalanId, pemegang, sewa] = process.argv.slice(2);
if (!jalanId || !pemegang || !process.env.DATABASE_URL) throw new Error("pakai: panen-anak.ts <jalanId> <pemegang> <sewaMs>, DATABASE_URL = tujuan");
const sewaMs = Number(sewa ?? OPSI_MESIN_BAWAAN.sewaMs);
const handle = await openPostgres(process.env.DATABASE_URL, { max: 4 });
try {
  const batas = Date.now() + 2 * sewaMs + 30_000;
  while ((await klaimJalan(handle.db, pemegang, sewaMs, jalanId)) !== jalanId) {
    if (Date.now() > batas) throw new Error(`jalan ${jalanId} tidak dapat diklaim`);
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(`[${pemegang}] mengklaim jalan ${jalanId}`);
  await jalankanJalan(handle.db, jalanId, { ...OPSI_MESIN_BAWAAN, pemegang, sewaMs, detakMs: Math.min(OPSI_MESIN_BAWAAN.detakMs, sewaMs / 3), ukuranHalaman: 500 });
} finally {
  await handle.close();
}
