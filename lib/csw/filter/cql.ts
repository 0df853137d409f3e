import { kendalaTidakValid } from "@/lib/csw/exception";
import { uraiQName } from "@/lib/csw/xml-tree";
import { CERMIN, type Filter, type OpBanding, type OpSpasial, type Properti } from "./ast";
import { buatAntara, buatBanding, buatLogika, buatNull, buatProperti, buatSeperti, buatSpasial } from "./bangun";
import { BATAS_FILTER } from "./batas";
import { geometriCql } from "./cql-geometri";
import { OP_BANDING_CQL, PembacaTokenCql } from "./cql-pembaca";
import type { OpsiFilter } from "./xml";

const { panjangCql: PANJANG_MAKS } = BATAS_FILTER;

const OP = OP_BANDING_CQL;
const SPASIAL: Record<string, OpSpasial> = {
  INTERSECTS: "Intersects",
  WITHIN: "Within",
  CONTAINS: "Contains",
  DISJOINT: "Disjoint",
  EQUALS: "Equals",
  OVERLAPS: "Overlaps",
};

/**
 * Parse CSW CQL_TEXT (OGC 07-006r1 clause 6.2, plus the ECQL forms clients send) into the same AST as ogc:Filter:
 * comparisons, [NOT] LIKE / ILIKE (% and _, escape \; both case-insensitive like PropertyIsLike), IS [NOT] NULL,
 * [NOT] BETWEEN, [NOT] IN, AND/OR/NOT with parentheses, upper()/lower(), BBOX(prop, minx, miny, maxx, maxy[, crs])
 * and INTERSECTS/WITHIN/CONTAINS/DISJOINT/EQUALS/OVERLAPS with ENVELOPE(W, E, N, S), POLYGON or POINT in lon/lat.
 * Recursive descent, depth-bounded; operators are counted as they are read, so a text over the operator bound
 * (batas.ts) is refused at the first operator past it, before the rest is even tokenized.
 */
export function parseCql(teks: string, opsi: OpsiFilter = {}): Filter {
  if (teks.length > PANJANG_MAKS) throw kendalaTidakValid(`CQL_TEXT memuat ${teks.length} karakter; batasnya ${PANJANG_MAKS} karakter.`);
  if (teks.trim() === "") throw kendalaTidakValid("CQL kosong.");
  const p = new ParserCql(teks, opsi);
  const hasil = p.atau(0);
  p.harus("akhir");
  return hasil;
}

class ParserCql extends PembacaTokenCql {
  constructor(
    teks: string,
    private readonly opsi: OpsiFilter,
  ) {
    super(teks, "CQL");
  }

  protected predikat(): Filter {
    this.anggaran.tambah();
    const t = this.lihat();
    const kunci = t.jenis === "nama" ? t.nilai.toUpperCase() : "";
    if (this.lihat(1).jenis === "(" && (kunci === "BBOX" || kunci in SPASIAL)) return this.spasial(kunci);
    if (t.jenis !== "nama") return this.literalDulu();
    const properti = this.properti();
    const negasi = this.kata("NOT");
    const f = this.sisaPredikat(properti, negasi);
    return negasi ? { op: "Not", anak: f } : f;
  }

  private sisaPredikat(properti: Properti, negasi: boolean): Filter {
    if (this.kata("LIKE") || this.kata("ILIKE")) return buatSeperti(properti, this.harus("teks").nilai);
    if (this.kata("BETWEEN")) {
      const bawah = this.literal();
      this.harus("nama", "AND");
      return buatAntara(properti, bawah, this.literal());
    }
    if (this.kata("IN")) {
      this.harus("(");
      const nilai = [this.literal()];
      while (this.lihat().jenis === ",") {
        this.maju();
        this.anggaran.tambah();
        nilai.push(this.literal());
      }
      this.harus(")");
      return buatLogika("Or", nilai.map((n) => buatBanding("PropertyIsEqualTo", properti, n)));
    }
    if (!negasi && this.kata("IS")) {
      const bukan = this.kata("NOT");
      this.harus("nama", "NULL");
      const f = buatNull(properti);
      return bukan ? { op: "Not", anak: f } : f;
    }
    if (negasi) throw kendalaTidakValid(`CQL tidak sah: NOT pada posisi ${this.lihat().posisi + 1} harus diikuti LIKE, BETWEEN atau IN.`);
    const op = OP[this.harus("op").nilai] as OpBanding;
    return buatBanding(op, properti, this.literal());
  }

  /** `'2020' < dct:modified`: the comparison mirrored so the property is on the left. */
  private literalDulu(): Filter {
    const nilai = this.literal();
    const op = OP[this.harus("op").nilai] as OpBanding;
    return buatBanding(CERMIN[op], this.properti(), nilai);
  }

  private properti(): Properti {
    const t = this.harus("nama");
    if (this.lihat().jenis === "(") {
      this.maju();
      const arg = this.harus("nama");
      this.harus(")");
      return buatProperti(uraiQName(arg.nilai, new Map(), this.opsi.namespace), arg.nilai, t.nilai);
    }
    return buatProperti(uraiQName(t.nilai, new Map(), this.opsi.namespace), t.nilai);
  }

  private literal(): string {
    const t = this.maju();
    if (t.jenis === "teks" || t.jenis === "angka" || t.jenis === "tanggal") return t.nilai;
    if (t.jenis === "nama" && ["TRUE", "FALSE"].includes(t.nilai.toUpperCase())) return t.nilai.toLowerCase();
    throw kendalaTidakValid(`CQL tidak sah: diharapkan nilai literal pada posisi ${t.posisi + 1}, ditemukan '${t.nilai || "akhir teks"}'.`);
  }

  private spasial(kunci: string): Filter {
    this.maju();
    this.harus("(");
    const properti = this.properti();
    this.harus(",");
    const geometri = geometriCql(this, kunci === "BBOX");
    this.harus(")");
    return buatSpasial(kunci === "BBOX" ? "BBOX" : (SPASIAL[kunci] as OpSpasial), properti, geometri);
  }
}
