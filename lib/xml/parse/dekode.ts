import { XmlTidakValid } from "@/lib/csw/xml-tree";

const DEKLARASI = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

/**
 * Bytes of an XML file to text, as an XML processor would: a byte-order mark wins, then the encoding named in
 * the XML declaration (real records come in ISO-8859-1 too), else UTF-8, which must then be valid.
 */
export function dekodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return dekode("utf-8", bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return dekode("utf-16le", bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return dekode("utf-16be", bytes.subarray(2));
  const kepala = Buffer.from(bytes.subarray(0, 256)).toString("latin1");
  const label = DEKLARASI.exec(kepala)?.[1] ?? "utf-8";
  return dekode(label, bytes);
}

function dekode(label: string, bytes: Uint8Array): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new XmlTidakValid("sintaks", `Pengodean karakter "${label.slice(0, 40)}" tidak didukung.`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new XmlTidakValid("sintaks", `Berkas bukan teks ${label} yang sah.`);
  }
}
