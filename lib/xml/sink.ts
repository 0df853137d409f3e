import { fragment } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { NS, type PrefixMap } from "./namespaces";

/**
 * Where a renderer writes. Renderers only ever emit elements with attributes and text-only leaves (no mixed
 * content), through these four calls, so the same code can produce a string or an xmlbuilder2 tree.
 *
 * Why two sinks: an xmlbuilder2 DOM costs a few µs per node to build and serialise, which puts a full gmd
 * record (250–750 elements) far below the 2,000 records/s of issue 3 (scripts/bench/xml.ts: about 55 times
 * slower than the string sink, which writes the same markup directly). The builder sink is for callers that
 * assemble an xmlbuilder2 document; the tests check that both sinks give the same document.
 */
export interface XmlSink {
  /** Starts an element; `attr` calls that follow before any child or text belong to it. */
  open(qname: string): void;
  attr(qname: string, value: string): void;
  text(value: string): void;
  close(): void;
}

/** Characters XML 1.0 forbids anywhere (C0 controls except tab/LF/CR, U+FFFE/FFFF, unpaired surrogates). */
const ADA_TIDAK_SAH = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SEMUA_TIDAK_SAH = new RegExp(ADA_TIDAK_SAH.source, "g");
/** A cheap first test without lookarounds: any surrogate at all (paired ones are fine) sends a string to the exact one. */
const MUNGKIN_TIDAK_SAH = /[\0-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Drops characters that cannot appear in an XML document at all (escaping cannot save them). */
export function bersihkan(s: string): string {
  return MUNGKIN_TIDAK_SAH.test(s) && ADA_TIDAK_SAH.test(s) ? s.replace(SEMUA_TIDAK_SAH, "") : s;
}

const PERLU_ESCAPE_TEKS = /[&<>]/;
const PERLU_ESCAPE_ATRIBUT = /[&<>"\t\n\r]/;
const ENTITAS: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};
const ganti = (c: string) => ENTITAS[c] ?? c;

export function escapeTeks(s: string): string {
  s = bersihkan(s);
  return PERLU_ESCAPE_TEKS.test(s) ? s.replace(/[&<>]/g, ganti) : s;
}

/** Tab/LF/CR are escaped too: attribute-value normalisation would otherwise turn them into spaces. */
export function escapeAtribut(s: string): string {
  s = bersihkan(s);
  return PERLU_ESCAPE_ATRIBUT.test(s) ? s.replace(/[&<>"\t\n\r]/g, ganti) : s;
}

/** Writes markup straight into a string; `indent` pretty-prints (safe because there is no mixed content). */
export class StringSink implements XmlSink {
  private out = "";
  private readonly nama: string[] = [];
  /** Per open element: 0 nothing written yet, 1 text written, 2 child elements written. */
  private readonly isi: number[] = [];
  private tagTerbuka = false;

  constructor(private readonly indent = "") {}

  open(qname: string): void {
    const d = this.nama.length;
    if (d > 0) {
      this.tutupTag();
      this.isi[d - 1] = 2;
    }
    if (this.indent && (d > 0 || this.out !== "")) this.out += "\n" + this.indent.repeat(d);
    this.out += "<" + qname;
    this.nama.push(qname);
    this.isi.push(0);
    this.tagTerbuka = true;
  }

  attr(qname: string, value: string): void {
    this.out += " " + qname + '="' + escapeAtribut(value) + '"';
  }

  text(value: string): void {
    this.tutupTag();
    this.isi[this.isi.length - 1] = 1;
    this.out += escapeTeks(value);
  }

  close(): void {
    const qname = this.nama.pop();
    const isi = this.isi.pop();
    if (this.tagTerbuka) {
      this.out += "/>";
      this.tagTerbuka = false;
      return;
    }
    if (this.indent && isi === 2) this.out += "\n" + this.indent.repeat(this.nama.length);
    this.out += "</" + qname + ">";
  }

  /** Appends ready-made markup, e.g. the XML declaration. */
  raw(markup: string): void {
    this.out += markup;
  }

  toString(): string {
    return this.out;
  }

  private tutupTag(): void {
    if (this.tagTerbuka) {
      this.out += ">";
      this.tagTerbuka = false;
    }
  }
}

/**
 * xmlbuilder2 4.x leaves "&" unescaped when it is followed by something that looks like an entity reference
 * (`/&(?![A-Za-z]+;|#\d+;)/`), so a title containing "AT&amp;T" would come back as "AT&T" and "&nbsp;" would
 * make the document not well-formed. Writing those ampersands as the character reference "&#38;" (which the
 * serializer passes through) keeps the text exactly as given.
 */
const AMPERSAND_MIRIP_ENTITAS = /&(?=[A-Za-z]+;|#\d+;)/g;
function untukBuilder(s: string): string {
  s = bersihkan(s);
  return s.includes("&") ? s.replace(AMPERSAND_MIRIP_ENTITAS, "&#38;") : s;
}

/** Appends to an xmlbuilder2 node (a fragment of its own when no parent is given). */
export class BuilderSink implements XmlSink {
  private cur: XMLBuilder;
  private readonly nsCache = new Map<string, string | null>();

  constructor(
    private readonly prefix: PrefixMap,
    parent?: XMLBuilder,
  ) {
    this.cur = parent ?? fragment();
  }

  /** The node the next element would be appended to (the parent or fragment once all elements are closed). */
  get node(): XMLBuilder {
    return this.cur;
  }

  open(qname: string): void {
    this.cur = this.cur.ele(this.nsDari(qname), qname);
  }

  attr(qname: string, value: string): void {
    const ns = qname.startsWith("xmlns") ? NS.xmlns : qname.includes(":") ? this.nsDari(qname) : null;
    this.cur = ns === null ? this.cur.att(qname, untukBuilder(value)) : this.cur.att(ns, qname, untukBuilder(value));
  }

  text(value: string): void {
    this.cur.txt(untukBuilder(value));
  }

  close(): void {
    this.cur = this.cur.up();
  }

  private nsDari(qname: string): string | null {
    let ns = this.nsCache.get(qname);
    if (ns === undefined) {
      const i = qname.indexOf(":");
      const p = i < 0 ? "" : qname.slice(0, i);
      ns = p === "xml" ? NS.xml : (this.prefix[p] ?? null);
      if (ns === null && p !== "") throw new Error(`Prefix namespace tidak dikenal: ${p}`);
      this.nsCache.set(qname, ns);
    }
    return ns;
  }
}
