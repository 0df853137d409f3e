// Plain code for the map leaves too: lib/web/peta.ts reads the server environment, so it stays off the client.
/** A box's label on a map: the title cut at a word boundary to `maks` characters (maps have little room). */
export function labelPeta(judul: string, maks = 32): string {
  const bersih = judul.replace(/\s+/g, " ").trim();
  if (bersih.length <= maks) return bersih;
  const potong = bersih.slice(0, maks - 1);
  const spasi = potong.lastIndexOf(" ");
  return `${(spasi > maks / 2 ? potong.slice(0, spasi) : potong).replace(/[\s,.;:–-]+$/, "")}…`;
}
