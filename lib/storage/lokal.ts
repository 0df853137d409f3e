import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import { assertKunciAman, type PenyimpananObjek } from "./types";

/** Objects as files under one directory (the default: `.data/storage`). */
export function penyimpananLokal(dir: string): PenyimpananObjek {
  const lokasi = (kunci: string) => {
    assertKunciAman(kunci);
    return path.join(path.resolve(dir), ...kunci.split("/"));
  };
  return {
    nama: "local",
    async simpan(kunci, isi) {
      const tujuan = lokasi(kunci);
      await fs.mkdir(path.dirname(tujuan), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const sementara = `${tujuan}.${crypto.randomBytes(6).toString("hex")}.tmp`;
      await fs.writeFile(sementara, isi);
      await fs.rename(sementara, tujuan);
    },
    async baca(kunci) {
      try {
        return await fs.readFile(lokasi(kunci));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async hapus(kunci) {
      await fs.rm(lokasi(kunci), { force: true });
    },
    async periksa() {
      try {
        await fs.mkdir(path.resolve(dir), { recursive: true });
        await fs.access(path.resolve(dir), fs.constants.W_OK);
        return { connected: true, detail: `direktori lokal ${dir}` };
      } catch (err) {
        return { connected: false, detail: `direktori ${dir} tidak dapat ditulisi: ${(err as Error).message}` };
      }
    },
  };
}
