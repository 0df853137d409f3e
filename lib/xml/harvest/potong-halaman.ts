/**
 * A GetRecords page cut into its envelope and its records' markup without parsing the records: a complete re-run
 * recognises almost every record by the bytes the source sent (lib/panen/sidik-mentah.ts), and parsing 500 full
 * ISO records to find that out cost more than everything else the run did. The cut only finds tag boundaries;
 * the envelope left over (each record reduced to its empty start tag) is still parsed in full, so the counts,
 * exception reports and what each child is are read by the same code as before, and a record is parsed, with the
 * page's limits, only when it has to be mapped.
 */

/** Where a child of csw:SearchResults sits in the page's bytes: `[mulai, akhir)`, its start tag ending at `akhirTag`. */
export type Potongan = { mulai: number; akhirTag: number; akhir: number };

/** The envelope to parse (every record an empty element) and the records' places, in page order. */
export type HalamanTerpotong = { kerangka: string; potongan: Potongan[] };

const LT = 0x3c;
const GT = 0x3e;
const GARING = 0x2f;
const SERU = 0x21;
const TANYA = 0x3f;

/**
 * Cut the page's bytes, or return null when the page is not one this cut understands (a DOCTYPE, unbalanced tags,
 * markup it does not expect): the caller then parses the page whole, which refuses it with the parser's own message
 * or reads it the slow way. Bytes, not text: every character the cut looks for is ASCII, and a byte of a multi-byte
 * UTF-8 sequence is never ASCII, so the page need not be decoded (nor its records encoded again to be hashed).
 * Depth 0 is the root, 1 its children; the records are the children of the first depth-1 element named
 * SearchResults (its namespace is checked on the parsed envelope).
 */
export function potongHalaman(halaman: Uint8Array): HalamanTerpotong | null {
  const b = Buffer.from(halaman.buffer, halaman.byteOffset, halaman.byteLength);
  const potongan: Potongan[] = [];
  let dalam = 0;
  let akarSelesai = false;
  /** 0: before SearchResults, 1: inside it, 2: after it */
  let fase = 0;
  let mulaiRekaman = -1;
  let akhirTagRekaman = -1;
  let i = 0;
  const lewati: Lewati = { "<!": -2, "<?": -2 };
  for (;;) {
    const j = b.indexOf(LT, i);
    if (j < 0) break;
    const c = b[j + 1];
    if (c === GARING) {
      const k = b.indexOf(GT, j + 2);
      if (k < 0 || dalam === 0) return null;
      dalam--;
      if (fase === 1 && dalam === 2 && mulaiRekaman >= 0) {
        potongan.push({ mulai: mulaiRekaman, akhirTag: akhirTagRekaman, akhir: k + 1 });
        mulaiRekaman = -1;
      } else if (fase === 1 && dalam === 1) fase = 2;
      if (dalam === 0) akarSelesai = true;
      i = k + 1;
    } else if (c === SERU) {
      let akhir: number;
      if (diawali(b, "<!--", j)) akhir = ujung(b, "-->", j + 4);
      else if (diawali(b, "<![CDATA[", j) && dalam > 0) akhir = ujung(b, "]]>", j + 9);
      else return null; // DOCTYPE or worse: the full parse says what is wrong
      if (akhir < 0) return null;
      i = akhir;
    } else if (c === TANYA) {
      const akhir = ujung(b, "?>", j + 2);
      if (akhir < 0) return null;
      i = akhir;
    } else {
      if (akarSelesai) return null;
      const k = akhirTagAwal(b, j + 1); // just past ">"
      if (k < 0) return null;
      const kosong = b[k - 2] === GARING;
      if (dalam === 1 && fase === 0 && namaLokal(b, j + 1) === "SearchResults") fase = kosong ? 2 : 1;
      else if (fase === 1 && dalam === 2) {
        if (kosong) potongan.push({ mulai: j, akhirTag: k, akhir: k });
        else {
          const akhir = akhirLangsung(b, j + 1, k, lewati);
          if (akhir > 0) {
            potongan.push({ mulai: j, akhirTag: k, akhir });
            i = akhir;
            continue;
          }
          mulaiRekaman = j;
          akhirTagRekaman = k;
        }
      }
      if (!kosong) dalam++;
      i = k;
    }
  }
  if (dalam !== 0 || !akarSelesai) return null;
  const bagian: Uint8Array[] = [];
  let dari = 0;
  for (const p of potongan) {
    bagian.push(b.subarray(dari, p.mulai));
    if (b[p.akhirTag - 2] === GARING) bagian.push(b.subarray(p.mulai, p.akhirTag));
    else bagian.push(b.subarray(p.mulai, p.akhirTag - 1), KOSONG);
    dari = p.akhir;
  }
  bagian.push(b.subarray(dari));
  return { kerangka: new TextDecoder().decode(Buffer.concat(bagian)), potongan };
}

const KOSONG = Buffer.from("/>");

/**
 * Just past the ">" of a start tag whose name begins at `k`, or -1: attribute values may hold ">" but never "<",
 * so the tag ends before the next "<", found once; every search stays inside that stretch, and a tag that never
 * closes fails in time linear in its length, however many attributes it has.
 */
function akhirTagAwal(b: Buffer, k: number): number {
  const lt = b.indexOf(LT, k);
  const batas = lt < 0 ? b.length : lt;
  for (; k < batas; k++) {
    const c = b[k];
    if (c === GT) return k + 1;
    if (c === 0x22 || c === 0x27) {
      const tutup = b.indexOf(c, k + 1);
      if (tutup < 0 || tutup > batas) return -1;
      k = tutup;
    }
  }
  return -1;
}

/** The next place of each markup the direct search cannot read past, found once per page and moved forward. */
type Lewati = Record<"<!" | "<?", number>;

/**
 * The end of a record whose start tag (name at `awalNama`) ends at `dari`, found without reading its tags: its
 * first end tag of that name, when nothing before it could hide or fake one: no comment, CDATA section or
 * processing instruction, and no element of the same name inside. Else -1 and the caller walks the record tag by
 * tag. A record ill-formed inside is cut all the same and fails alone when it is parsed (the same as a record the
 * walk cuts and the parser refuses), while a known raw print proves its bytes parsed before.
 */
function akhirLangsung(b: Buffer, awalNama: number, dari: number, lewati: Lewati): number {
  const n = b.subarray(awalNama, akhirNama(b, awalNama));
  if (n.length === 0) return -1;
  const tutup = b.indexOf(Buffer.concat([AWAL_TUTUP, n]), dari);
  if (tutup < 0) return -1;
  let k = tutup + n.length + 2;
  while (spasi(b[k])) k++;
  if (b[k] !== GT) return -1;
  for (const kunci of ["<!", "<?"] as const) {
    if (lewati[kunci] !== -1 && lewati[kunci] < dari) lewati[kunci] = b.indexOf(kunci, dari);
    if (lewati[kunci] !== -1 && lewati[kunci] < tutup) return -1;
  }
  const buka = Buffer.concat([AWAL_BUKA, n]);
  for (let s = b.indexOf(buka, dari); s >= 0 && s < tutup; s = b.indexOf(buka, s + 1)) {
    const c = b[s + n.length + 1];
    if (spasi(c) || c === GT || c === GARING) return -1;
  }
  return k + 1;
}

const AWAL_TUTUP = Buffer.from("</");
const AWAL_BUKA = Buffer.from("<");

// XML's own white space: a byte of a multi-byte character is never one of these.
const spasi = (c: number | undefined) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

function diawali(b: Buffer, s: string, j: number): boolean {
  for (let k = 0; k < s.length; k++) if (b[j + k] !== s.charCodeAt(k)) return false;
  return true;
}

function ujung(b: Buffer, penutup: string, dari: number): number {
  const k = b.indexOf(penutup, dari);
  return k < 0 ? -1 : k + penutup.length;
}

/** Where the element name starting at `i` ends. */
function akhirNama(b: Buffer, i: number): number {
  let k = i;
  while (k < b.length && !spasi(b[k]) && b[k] !== GARING && b[k] !== GT) k++;
  return k;
}

/** The local part of the element name starting at `i` (compared with an ASCII name only). */
function namaLokal(b: Buffer, i: number): string {
  const nama = b.toString("latin1", i, akhirNama(b, i));
  return nama.slice(nama.indexOf(":") + 1);
}
