import { kendalaTidakValid } from "@/lib/csw/exception";
import type { Filter, OpBanding } from "./ast";
import { buatLogika } from "./bangun";
import { AnggaranOperator, BATAS_FILTER, terlaluDalam } from "./batas";
import type { Pembaca } from "./cql-geometri";
import { tokenCql, type Token } from "./cql-lexer";

/** The comparison operators of CQL_TEXT and CQL2 text, as the filter tree names them. */
export const OP_BANDING_CQL: Readonly<Record<string, OpBanding>> = {
  "=": "PropertyIsEqualTo",
  "<>": "PropertyIsNotEqualTo",
  "<": "PropertyIsLessThan",
  ">": "PropertyIsGreaterThan",
  "<=": "PropertyIsLessThanOrEqualTo",
  ">=": "PropertyIsGreaterThanOrEqualTo",
};

/**
 * The token reader both text parsers (CSW's CQL_TEXT and OGC API's CQL2 text) descend on: it pulls the lexer only as
 * far as the parser looks ahead, and counts operators against the shared bound. `nama` names the language in
 * error messages ("CQL", "CQL2"). The boolean structure (OR over AND over NOT and parentheses, depth-bounded) is
 * the same in both; each language reads its own predicates.
 */
export abstract class PembacaTokenCql implements Pembaca {
  private i = 0;
  private readonly token: Token[] = [];
  protected readonly anggaran = new AnggaranOperator();
  private readonly sumber: Generator<Token, void, undefined>;
  constructor(
    teks: string,
    private readonly nama: string,
  ) {
    this.sumber = tokenCql(teks);
  }

  lihat(k = 0): Token {
    while (this.token.length <= this.i + k && this.token.at(-1)?.jenis !== "akhir") {
      const t = this.sumber.next();
      if (t.done) break;
      this.token.push(t.value);
    }
    return this.token[Math.min(this.i + k, this.token.length - 1)] as Token;
  }
  maju(): Token {
    const t = this.lihat();
    if (t.jenis !== "akhir") this.i += 1;
    return t;
  }
  /** Whether the next token is the keyword (case-insensitive); consumes it if so. */
  kata(k: string): boolean {
    const t = this.lihat();
    if (t.jenis === "nama" && t.nilai.toUpperCase() === k) {
      this.i += 1;
      return true;
    }
    return false;
  }
  harus(jenis: Token["jenis"], kata?: string): Token {
    const t = this.lihat();
    if (t.jenis !== jenis || (kata !== undefined && t.nilai.toUpperCase() !== kata)) {
      const diharap = kata ?? (jenis === "akhir" ? "akhir teks" : `'${jenis}'`);
      throw kendalaTidakValid(`${this.nama} tidak sah: diharapkan ${diharap} pada posisi ${t.posisi + 1}, ditemukan '${t.nilai || "akhir teks"}'.`);
    }
    return this.maju();
  }
  angka(): number {
    return Number(this.harus("angka").nilai);
  }

  protected abstract predikat(): Filter;

  atau(d: number): Filter {
    const anak = [this.dan(d)];
    while (this.kata("OR")) anak.push(this.dan(d));
    return anak.length === 1 ? anak[0]! : buatLogika("Or", anak);
  }
  private dan(d: number): Filter {
    const anak = [this.tidak(d)];
    while (this.kata("AND")) anak.push(this.tidak(d));
    return anak.length === 1 ? anak[0]! : buatLogika("And", anak);
  }
  private tidak(d: number): Filter {
    if (d > BATAS_FILTER.kedalaman) throw terlaluDalam();
    if (this.kata("NOT")) return { op: "Not", anak: this.tidak(d + 1) };
    if (this.lihat().jenis === "(") {
      this.maju();
      const f = this.atau(d + 1);
      this.harus(")");
      return f;
    }
    return this.predikat();
  }
}
