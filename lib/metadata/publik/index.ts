export { parseKueriDaftarPublik, PAGE_SIZE_BAWAAN, PAGE_SIZE_MAKS, type KueriDaftarPublik } from "./query";
export { listPublicMetadata, type DaftarPublik, type ItemDaftarPublik } from "./list";
export { getPublicMetadataOrThrow, type DetailPublik } from "./detail";
export { getPublicStats, type StatistikPublik } from "./stats";
