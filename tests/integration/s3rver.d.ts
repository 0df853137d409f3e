// s3rver ships no types; only what the storage tests use.
declare module "s3rver" {
  export default class S3rver {
    constructor(opsi: { port?: number; address?: string; silent?: boolean; directory: string });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
