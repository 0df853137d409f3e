import { parseArgs } from "node:util";
import { BATAS_SEED } from "./index";

export type ArgumenSeed = { count: number; seed: number; ifEmpty: boolean; bantuan: boolean };

export const BANTUAN_SEED = `Penggunaan: npm run db:seed -- [--count N] [--seed S] [--if-empty]

  --count N    jumlah metadata (${BATAS_SEED.jumlahMin}–${BATAS_SEED.jumlahMaks}, bawaan ${BATAS_SEED.jumlahBawaan})
  --seed S     bilangan bulat 0–4294967295 (bawaan ${BATAS_SEED.seedBawaan}); seed yang sama menghasilkan data yang sama
  --if-empty   lewati tanpa galat bila basis data sudah berisi organisasi`;

/** Thrown for a bad command line; the message is for the user (Indonesian). */
export class ArgumenSeedError extends Error {
  constructor(pesan: string) {
    super(pesan);
    this.name = "ArgumenSeedError";
  }
}

function bilanganBulat(nilai: string, nama: string, min: number, maks: number): number {
  const n = /^\d+$/.test(nilai.trim()) ? Number(nilai) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > maks) {
    throw new ArgumenSeedError(`Nilai --${nama} harus bilangan bulat ${min}–${maks}, bukan "${nilai}".`);
  }
  return n;
}

/** Parse the seed script's flags; throws ArgumenSeedError with an Indonesian message on anything invalid. */
export function bacaArgumenSeed(argv: readonly string[]): ArgumenSeed {
  let hasil;
  try {
    hasil = parseArgs({
      args: [...argv],
      options: {
        count: { type: "string" },
        seed: { type: "string" },
        "if-empty": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    const rinci = err instanceof Error ? err.message : String(err);
    throw new ArgumenSeedError(`Argumen tidak valid (${rinci}).\n\n${BANTUAN_SEED}`);
  }
  const { values } = hasil;
  return {
    count: values.count === undefined ? BATAS_SEED.jumlahBawaan : bilanganBulat(values.count, "count", BATAS_SEED.jumlahMin, BATAS_SEED.jumlahMaks),
    seed: values.seed === undefined ? BATAS_SEED.seedBawaan : bilanganBulat(values.seed, "seed", 0, 0xffff_ffff),
    ifEmpty: values["if-empty"] ?? false,
    bantuan: values.help ?? false,
  };
}
