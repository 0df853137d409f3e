export { bangunOpenApi, OPERASI } from "./dokumen";
export type { Operasi } from "./jenis";
