/** Open Graph fields every page repeats: a page's `openGraph` replaces the layout's instead of merging with it. */
export const OG_SITUS = { siteName: "GeoKatalog", locale: "id_ID" } as const;
