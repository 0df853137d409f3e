/**
 * Child process of tests/faults/transisi.test.ts: runs one `ajukan` transition on a real Postgres and, when a
 * point is named, kills itself with SIGKILL there (no cleanup, no rollback by us: Postgres sees the connection die).
 * Usage: node --conditions=react-server --import tsx tests/faults/anak-transisi.ts <url> <record id> <user id> <organisation id> [point]
 */
import { openPostgres } from "@/lib/db/client";
import { jalankanTransisi } from "@/lib/workflow/jalankan-transisi";
import { pasangTitikUji, type TitikUji } from "@/lib/workflow/titik-uji";

const [url, id, penggunaId, organisasiId, titik] = process.argv.slice(2) as [string, string, string, string, TitikUji | undefined];
const h = await openPostgres(url, { max: 2 });
pasangTitikUji((t) => {
  if (t === titik) process.kill(process.pid, "SIGKILL");
});
await jalankanTransisi({ ctx: { db: h.db, actor: { jenis: "pengguna", id: penggunaId, peran: "Produsen", organisasiId } }, id, aksi: "ajukan", input: {} });
await h.close();
console.log("selesai");
