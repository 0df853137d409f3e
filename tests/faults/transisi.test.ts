import { spawn } from "node:child_process";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, auditLog, metadata } from "@/lib/db/schema";
import type { TitikUji } from "@/lib/workflow/titik-uji";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, type AkunUji } from "@/tests/helpers/sesi";

// A transition is several writes (status, audit row, outbox messages). A process killed between any two of them
// must leave the record in its old state or its new one, never in between: no audit row without its change, no
// change without its audit row, no message for a change that did not happen.

process.env.TEST_PG_ADMIN_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
let h: DatabaseHandle;
let produsen: AkunUji;

beforeAll(async () => {
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "TRX")).id;
  produsen = await buatAkun(h.db, "Produsen", org, "trx-produsen");
  // The "diajukan" event mails the organisation's checkers: an outbox row per checker.
  await buatAkun(h.db, "Pemeriksa", org, "trx-pemeriksa");
});
afterAll(async () => {
  await h?.close();
});

function jalankanAnak(id: string, titik?: TitikUji): Promise<{ kode: number | null; sinyal: NodeJS.Signals | null; keluaran: string }> {
  const akar = path.resolve(import.meta.dirname, "../..");
  // `--import tsx`, not the tsx CLI: the CLI runs the script in a child of its own and would report the kill as an exit code.
  const args = ["--conditions=react-server", "--import", "tsx", "tests/faults/anak-transisi.ts", h.url!, id, produsen.id, produsen.organisasiId];
  if (titik) args.push(titik);
  return new Promise((ok) => {
    const p = spawn(process.execPath, args, { cwd: akar, stdio: ["ignore", "pipe", "pipe"] });
    let keluaran = "";
    p.stdout.on("data", (b: Buffer) => (keluaran += b.toString()));
    p.stderr.on("data", (b: Buffer) => (keluaran += b.toString()));
    p.on("exit", (kode, sinyal) => ok({ kode, sinyal, keluaran }));
  });
}

async function keadaan(id: string) {
  const [m] = await h.db.select({ status: metadata.status, versi: metadata.versi }).from(metadata).where(eq(metadata.id, id));
  const [a] = await h.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(and(eq(auditLog.entitasId, id), eq(auditLog.aksi, "ajukan")));
  const [p] = await h.db.select({ n: sql<number>`count(*)::int` }).from(antreanPesan).where(sql`${antreanPesan.data}->>'metadataId' = ${id}`);
  return { status: m!.status, versi: m!.versi, audit: a!.n, pesan: p!.n };
}

const rekamanBaru = async (judul: string) =>
  (await sisipkanRekaman(h.db, { organisasiId: produsen.organisasiId, penggunaId: produsen.id }, [{ judul, status: "DRAFT" }]))[0]!;

describe("a transition killed between its steps", () => {
  it("without a kill, the change, its audit row and its messages are all written (the reference)", async () => {
    const id = await rekamanBaru("Rujukan Transisi Utuh");
    const r = await jalankanAnak(id);
    expect(r.kode, r.keluaran).toBe(0);
    const k = await keadaan(id);
    expect(k).toMatchObject({ status: "QCQE_PROCESS", versi: 2, audit: 1 });
    expect(k.pesan).toBeGreaterThan(0);
  }, 60_000);

  for (const titik of ["transisi:status-ditulis", "transisi:audit-ditulis", "transisi:notifikasi-ditulis"] as const) {
    it(`killed at ${titik}: the old state, nothing of the change, and the record can still move`, async () => {
      const id = await rekamanBaru(`Transisi Terputus ${titik}`);
      const r = await jalankanAnak(id, titik);
      expect({ sinyal: r.sinyal, keluaran: r.keluaran }).toMatchObject({ sinyal: "SIGKILL" });
      expect(await keadaan(id)).toEqual({ status: "DRAFT", versi: 1, audit: 0, pesan: 0 });
      // No lock or half-written row is left behind: the same transition then succeeds once.
      const lagi = await jalankanAnak(id);
      expect(lagi.kode, lagi.keluaran).toBe(0);
      expect(await keadaan(id)).toMatchObject({ status: "QCQE_PROCESS", versi: 2, audit: 1 });
    }, 60_000);
  }

  it("killed right after the commit: the new state with its audit row and messages", async () => {
    const id = await rekamanBaru("Transisi Sesudah Commit");
    const r = await jalankanAnak(id, "transisi:setelah-commit");
    expect({ sinyal: r.sinyal, keluaran: r.keluaran }).toMatchObject({ sinyal: "SIGKILL" });
    const k = await keadaan(id);
    expect(k).toMatchObject({ status: "QCQE_PROCESS", versi: 2, audit: 1 });
    expect(k.pesan).toBeGreaterThan(0);
  }, 60_000);
});
