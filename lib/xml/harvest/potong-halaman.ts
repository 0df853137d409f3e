/**
 * A GetRecords page cut into its envelope and its records' markup without parsing the records: a complete re-run
 * recognises almost every record by the bytes the source sent (lib/panen/sidik-mentah.ts), and parsing 500 full
 * ISO records to find that out cost more than everything else the run did. The cut only finds tag boundaries;
 * the envelope left over (each record reduced to its empty start tag) is still parsed in full, so the counts,
 * exception reports and what each child is are read by the same code as before, and a record is parsed, with the
 * page's limits, only when it has to be mapped.
 */

/** Where a child of csw:SearchResults sits in the page: `[mulai, akhir)`, its start tag ending at `akhirTag`. */
export type Potongan = { mulai: number; akhirTag: number; akhir: number };

/** The envelope to parse (every record an empty element) and the records' places, in page order. */
export type HalamanTerpotong = { kerangka: string; potongan: Potongan[] };

// A start tag from after its "<": attribute values may hold ">" but never "<". Unrolled (a plain run, then quoted
// values each followed by a plain run), so a tag that never closes fails in linear time.
const TAG_AWAL = /[^>"'<]*(?:(?:"[^"<]*"|'[^'<]*')[^>"'<]*)*>/y;

/**
 * Cut `xml` or return null when the page is not one this cut understands (a DOCTYPE, unbalanced tags, markup it
 * does not expect): the caller then parses the page whole, which refuses it with the parser's own message or
 * reads it the slow way. Depth 0 is the root, 1 its children; the records are the children of the first
 * depth-1 element named SearchResults (its namespace is checked on the parsed envelope).
 */
export function potongHalaman(xml: string): HalamanTerpotong | null {
  const potongan: Potongan[] = [];
  let dalam = 0;
  let akarSelesai = false;
  /** 0: before SearchResults, 1: inside it, 2: after it */
  let fase = 0;
  let mulaiRekaman = -1;
  let akhirTagRekaman = -1;
  let i = 0;
  for (;;) {
    const j = xml.indexOf("<", i);
    if (j < 0) break;
    const c = xml.charCodeAt(j + 1);
    if (c === 0x2f /* / */) {
      const k = xml.indexOf(">", j + 2);
      if (k < 0 || dalam === 0) return null;
      dalam--;
      if (fase === 1 && dalam === 2 && mulaiRekaman >= 0) {
        potongan.push({ mulai: mulaiRekaman, akhirTag: akhirTagRekaman, akhir: k + 1 });
        mulaiRekaman = -1;
      } else if (fase === 1 && dalam === 1) fase = 2;
      if (dalam === 0) akarSelesai = true;
      i = k + 1;
    } else if (c === 0x21 /* ! */) {
      let akhir: number;
      if (xml.startsWith("<!--", j)) akhir = ujung(xml, "-->", j + 4);
      else if (xml.startsWith("<![CDATA[", j) && dalam > 0) akhir = ujung(xml, "]]>", j + 9);
      else return null; // DOCTYPE or worse: the full parse says what is wrong
      if (akhir < 0) return null;
      i = akhir;
    } else if (c === 0x3f /* ? */) {
      const akhir = ujung(xml, "?>", j + 2);
      if (akhir < 0) return null;
      i = akhir;
    } else {
      if (akarSelesai) return null;
      TAG_AWAL.lastIndex = j + 1;
      if (!TAG_AWAL.test(xml)) return null;
      const k = TAG_AWAL.lastIndex; // just past ">"
      const kosong = xml.charCodeAt(k - 2) === 0x2f;
      if (dalam === 1 && fase === 0 && namaLokal(xml, j + 1) === "SearchResults") fase = kosong ? 2 : 1;
      else if (fase === 1 && dalam === 2) {
        if (kosong) potongan.push({ mulai: j, akhirTag: k, akhir: k });
        else {
          mulaiRekaman = j;
          akhirTagRekaman = k;
        }
      }
      if (!kosong) dalam++;
      i = k;
    }
  }
  if (dalam !== 0 || !akarSelesai) return null;
  const bagian: string[] = [];
  let dari = 0;
  for (const p of potongan) {
    bagian.push(xml.slice(dari, p.mulai));
    const tag = xml.slice(p.mulai, p.akhirTag);
    bagian.push(tag.endsWith("/>") ? tag : `${tag.slice(0, -1)}/>`);
    dari = p.akhir;
  }
  bagian.push(xml.slice(dari));
  return { kerangka: bagian.join(""), potongan };
}

function ujung(xml: string, penutup: string, dari: number): number {
  const k = xml.indexOf(penutup, dari);
  return k < 0 ? -1 : k + penutup.length;
}

/** The local part of the element name starting at `i`. */
function namaLokal(xml: string, i: number): string {
  const m = /[^\s/>]+/y;
  m.lastIndex = i;
  const nama = m.exec(xml)?.[0] ?? "";
  return nama.slice(nama.indexOf(":") + 1);
}
