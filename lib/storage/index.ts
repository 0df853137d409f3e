import { env } from "@/lib/env";
import { penyimpananLokal } from "./lokal";
import { penyimpananS3 } from "./s3";
import type { PenyimpananObjek } from "./types";

export type { PenyimpananObjek } from "./types";
export { penyimpananLokal } from "./lokal";
export { penyimpananS3 } from "./s3";

const holder = globalThis as unknown as { __gkPenyimpanan?: PenyimpananObjek };

/** The configured object store (STORAGE_DRIVER), made once per process. */
export function getPenyimpanan(): PenyimpananObjek {
  if (holder.__gkPenyimpanan) return holder.__gkPenyimpanan;
  const e = env();
  holder.__gkPenyimpanan =
    e.STORAGE_DRIVER === "s3"
      ? penyimpananS3({
          endpoint: e.STORAGE_S3_ENDPOINT,
          region: e.STORAGE_S3_REGION,
          bucket: e.STORAGE_S3_BUCKET!,
          accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID,
          secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
        })
      : penyimpananLokal(e.STORAGE_DIR);
  return holder.__gkPenyimpanan;
}

/** Use another store (tests). */
export function setPenyimpanan(p: PenyimpananObjek | undefined): void {
  holder.__gkPenyimpanan = p;
}
