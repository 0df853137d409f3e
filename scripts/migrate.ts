import { migrateDatabase } from "@/lib/db/migrate";
import { bukaDatabaseSkrip } from "./open-db";

const mulai = Date.now();
const handle = await bukaDatabaseSkrip();
try {
  await migrateDatabase(handle);
  console.log(`Migrasi selesai (${handle.kind}) dalam ${Date.now() - mulai} ms.`);
} catch (err) {
  console.error("Migrasi gagal:", err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
