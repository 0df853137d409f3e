import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { assertKunciAman, type PenyimpananObjek } from "./types";

export type KonfigurasiS3 = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** Any S3-compatible server (MinIO, Ceph RGW, a cloud provider's object storage). */
export function penyimpananS3(k: KonfigurasiS3): PenyimpananObjek {
  const klien = new S3Client({
    region: k.region,
    forcePathStyle: k.forcePathStyle,
    ...(k.endpoint ? { endpoint: k.endpoint } : {}),
    ...(k.accessKeyId && k.secretAccessKey ? { credentials: { accessKeyId: k.accessKeyId, secretAccessKey: k.secretAccessKey } } : {}),
  });
  return {
    nama: "s3",
    async simpan(kunci, isi, tipeKonten) {
      assertKunciAman(kunci);
      await klien.send(new PutObjectCommand({ Bucket: k.bucket, Key: kunci, Body: isi, ContentType: tipeKonten }));
    },
    async baca(kunci) {
      assertKunciAman(kunci);
      try {
        const r = await klien.send(new GetObjectCommand({ Bucket: k.bucket, Key: kunci }));
        return r.Body ? Buffer.from(await r.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async hapus(kunci) {
      assertKunciAman(kunci);
      await klien.send(new DeleteObjectCommand({ Bucket: k.bucket, Key: kunci }));
    },
    async periksa() {
      try {
        await klien.send(new HeadBucketCommand({ Bucket: k.bucket }), { abortSignal: AbortSignal.timeout(5_000) });
        return { connected: true, detail: `bucket ${k.bucket}` };
      } catch (err) {
        return { connected: false, detail: `bucket ${k.bucket} tidak dapat dijangkau: ${(err as Error).name}` };
      }
    },
  };
}
