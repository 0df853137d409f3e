/** Search parameters as a page receives them (Next gives an array when a name repeats). */
export type ParameterHalaman = Record<string, string | string[] | undefined>;

/** The first value of a search parameter: a repeated name must not turn a string check into an array one. */
export const satuNilai = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);
