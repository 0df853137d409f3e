export { kondisiBaca, kondisiKerja, pengelola, aktorPenggunaOrThrow, type AktorPengguna } from "./akses";
export { getMetadataOrThrow, getRecordOrThrow } from "./get";
export { listMetadata, parseKueriDaftar, type ItemDaftar, type KueriDaftar } from "./list";
export { createMetadata } from "./create";
export { updateMetadata, UbahMetadataInput } from "./update";
export { deleteMetadata } from "./delete";
export type { DetailMetadata } from "./dto";
