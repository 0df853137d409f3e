/** The object-storage component (spec 2.8 `storage`): where quality PDFs live. Keys are `/`-separated paths. */
export interface PenyimpananObjek {
  readonly nama: "local" | "s3";
  simpan(kunci: string, isi: Uint8Array, tipeKonten: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  baca(kunci: string): Promise<Buffer | null>;
  hapus(kunci: string): Promise<void>;
  /** Reachable and writable enough to be used (admin component status). */
  periksa(): Promise<{ connected: boolean; detail: string }>;
}

/** Keys are ours, never a user's file name; still refuse anything that could leave the store's root. */
export function assertKunciAman(kunci: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(kunci) || kunci.includes("..")) {
    throw new Error(`Kunci objek tidak sah: ${kunci}`);
  }
}
