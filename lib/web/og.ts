/**
 * Open Graph fields every page repeats: a page's `openGraph` replaces the layout's instead of merging with it, so
 * each page that sets its own spreads this, with the Admin's catalogue name (lib/web/identitas-publik.ts).
 */
export function ogSitus(namaKatalog: string) {
  return { siteName: namaKatalog, locale: "id_ID" } as const;
}
