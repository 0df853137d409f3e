const JAM = 3_600_000;
const HARI = 24 * JAM;

/** Waiting longer than this is flagged on the home pages: a week is a working week plus its weekend. */
export const BATAS_LAMA_MS = 7 * HARI;

/**
 * How long something has waited, in words: "kurang dari 1 jam", "5 jam", "3 hari" (whole hours or days elapsed,
 * not calendar days: the same in every time zone). A time in the future (clock skew) reads as just now.
 */
export function lamaMenunggu(sejakIso: string, sekarang: number): string {
  const ms = sekarang - Date.parse(sejakIso);
  if (!(ms >= JAM)) return "kurang dari 1 jam";
  if (ms < HARI) return `${Math.floor(ms / JAM)} jam`;
  return `${Math.floor(ms / HARI)} hari`;
}

export const terlaluLama = (sejakIso: string, sekarang: number): boolean => sekarang - Date.parse(sejakIso) > BATAS_LAMA_MS;

/** The request's "now" for a server component (pages are rendered per request; the lint rule is for client renders). */
export const waktuPermintaan = (): number => Date.now();
