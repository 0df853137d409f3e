/**
 * The facet groups of /katalog and the public list, each named by the query parameter its values set. Its own
 * file, free of database imports, so URL and display code may import it.
 */
export const GRUP_FASET = ["kategori", "tipeData", "organisasi", "tahun", "format", "provinsi", "kualitas"] as const;
export type GrupFaset = (typeof GRUP_FASET)[number];
