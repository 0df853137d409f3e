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
  const lewati = { "<!": -2, "<?": -2 };
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
          const akhir = akhirLangsung(xml, j + 1, k, lewati);
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

/** The next place of each markup the direct search cannot read past, found once per page and moved forward. */
type Lewati = Record<"<!" | "<?", number>;

/**
 * The end of a record whose start tag (name at `nama`) ends at `dari`, found without reading its tags: its first
 * end tag of that name, when nothing before it could hide or fake one: no comment, CDATA section or processing
 * instruction, and no element of the same name inside. Else -1 and the caller walks the record tag by tag. A
 * record ill-formed inside is cut all the same and fails alone when it is parsed (the same as a record the walk
 * cuts and the parser refuses), while a known raw print proves its bytes parsed before.
 */
function akhirLangsung(xml: string, nama: number, dari: number, lewati: Lewati): number {
  const qname = /[^\s/>]+/y;
  qname.lastIndex = nama;
  const n = qname.exec(xml)?.[0];
  if (!n) return -1;
  const tutup = xml.indexOf(`</${n}`, dari);
  if (tutup < 0) return -1;
  let k = tutup + n.length + 2;
  while (spasi(xml.charCodeAt(k))) k++;
  if (xml.charCodeAt(k) !== 0x3e /* > */) return -1;
  for (const kunci of ["<!", "<?"] as const) {
    if (lewati[kunci] !== -1 && lewati[kunci] < dari) lewati[kunci] = xml.indexOf(kunci, dari);
    if (lewati[kunci] !== -1 && lewati[kunci] < tutup) return -1;
  }
  for (let s = xml.indexOf(`<${n}`, dari); s >= 0 && s < tutup; s = xml.indexOf(`<${n}`, s + 1)) {
    const c = xml.charCodeAt(s + n.length + 1);
    if (spasi(c) || c === 0x3e || c === 0x2f) return -1;
  }
  return k + 1;
}

const spasi = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

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
