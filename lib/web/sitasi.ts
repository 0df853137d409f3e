/**
 * The citation of a record, APA-like as Indonesian libraries and BIG's guidance write it for data sets:
 * "Organisasi. (Tahun). Judul [Set data]. URL". The year is the publication year (in WIB, where the catalogue is),
 * which a reader can check on the page; a data set's own dates may be many or absent.
 */
export function teksSitasi(r: { organisasi: string; judul: string; publishedAt: string; url: string }): string {
  const tahun = new Date(new Date(r.publishedAt).getTime() + 7 * 3_600_000).getUTCFullYear();
  const judul = r.judul.trim().replace(/[.\s]+$/, "");
  const org = r.organisasi.trim().replace(/\.+$/, "");
  return `${org}. (${tahun}). ${judul} [Set data]. ${r.url}`;
}
