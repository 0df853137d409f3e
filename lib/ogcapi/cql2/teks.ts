import { kendalaTidakValid } from "@/lib/csw/exception";
import type { Filter } from "@/lib/csw/filter";
import { buatKotak } from "@/lib/csw/filter";
import { BATAS_FILTER } from "@/lib/csw/filter/batas";
import { geometriCql } from "@/lib/csw/filter/cql-geometri";
import { PembacaTokenCql } from "@/lib/csw/filter/cql-pembaca";
import { antara, banding, batasWaktu, dalam, OP_SPASIAL, properti, seperti, spasial, tanpaFungsi, type Operand } from "./operand";
import { OP_TEMPORAL, temporal } from "./temporal";

const { panjangCql: PANJANG_MAKS } = BATAS_FILTER;

/**
 * Parse CQL2 text (OGC 21-065 basic-cql2, advanced comparison, case-/accent-insensitive, basic spatial and temporal
 * functions) into the CSW filter tree. The tokenizer is CSW's (its strings, numbers, dates, names, quoted names);
 * recursive descent with the same depth, length and operator bounds as CSW's CQL_TEXT.
 */
export function parseCql2Teks(teks: string): Filter {
  if (teks.length > PANJANG_MAKS) throw kendalaTidakValid(`Filter memuat ${teks.length} karakter; batasnya ${PANJANG_MAKS} karakter.`);
  if (teks.trim() === "") throw kendalaTidakValid("Filter CQL2 kosong.");
  const p = new Parser(teks);
  const f = p.atau(0);
  p.harus("akhir");
  return f;
}

const GEOMETRI = new Set(["POINT", "POLYGON", "ENVELOPE", "BBOX"]);

class Parser extends PembacaTokenCql {
  constructor(teks: string) {
    super(teks, "CQL2");
  }

  protected predikat(): Filter {
    this.anggaran.tambah();
    const t = this.lihat();
    const kunci = t.jenis === "nama" ? t.nilai.toUpperCase() : "";
    if (this.lihat(1).jenis === "(" && (OP_SPASIAL.includes(kunci) || OP_TEMPORAL.includes(kunci))) {
      this.maju();
      this.harus("(");
      const a = this.operand();
      this.harus(",");
      const b = this.operand();
      this.harus(")");
      return OP_SPASIAL.includes(kunci) ? spasial(kunci, a, b) : temporal(kunci, a, b);
    }
    const a = this.operand();
    const negasi = this.kata("NOT");
    const f = this.sisa(a, negasi);
    return negasi ? { op: "Not", anak: f } : f;
  }

  private sisa(a: Operand, negasi: boolean): Filter {
    if (this.kata("LIKE")) return seperti(a, this.operand());
    if (this.kata("BETWEEN")) {
      const bawah = this.operand();
      this.harus("nama", "AND");
      return antara(a, bawah, this.operand());
    }
    if (this.kata("IN")) {
      this.harus("(");
      const daftar = [this.operand()];
      while (this.lihat().jenis === ",") {
        this.maju();
        this.anggaran.tambah();
        daftar.push(this.operand());
      }
      this.harus(")");
      return dalam(a, daftar);
    }
    if (!negasi && this.kata("IS")) {
      const bukan = this.kata("NOT");
      this.harus("nama", "NULL");
      if (a.jenis !== "properti") throw kendalaTidakValid("CQL2 tidak sah: IS NULL memerlukan properti.");
      const f: Filter = { op: "PropertyIsNull", properti: properti(a) };
      return bukan ? { op: "Not", anak: f } : f;
    }
    if (negasi) throw kendalaTidakValid(`CQL2 tidak sah: NOT pada posisi ${this.lihat().posisi + 1} harus diikuti LIKE, BETWEEN atau IN.`);
    const op = this.harus("op").nilai;
    return banding(op, a, this.operand());
  }

  /** A scalar, temporal or geometry operand; CASEI/ACCENTI wrap one. */
  private operand(): Operand {
    const t = this.lihat();
    if (t.jenis === "teks" || t.jenis === "angka" || t.jenis === "tanggal") {
      this.maju();
      return { jenis: "literal", nilai: t.nilai, ...tanpaFungsi };
    }
    if (t.jenis !== "nama") throw kendalaTidakValid(`CQL2 tidak sah: diharapkan properti atau nilai pada posisi ${t.posisi + 1}, ditemukan '${t.nilai || "akhir teks"}'.`);
    const kunci = t.nilai.toUpperCase();
    if (kunci === "TRUE" || kunci === "FALSE") {
      this.maju();
      return { jenis: "literal", nilai: kunci.toLowerCase(), ...tanpaFungsi };
    }
    if (this.lihat(1).jenis !== "(") {
      this.maju();
      return { jenis: "properti", nama: t.nilai, ...tanpaFungsi };
    }
    if (kunci === "CASEI" || kunci === "ACCENTI") {
      this.maju();
      this.harus("(");
      const o = this.operand();
      this.harus(")");
      if (o.jenis !== "properti" && o.jenis !== "literal") throw kendalaTidakValid(`${kunci} hanya berlaku untuk properti atau teks.`);
      return kunci === "CASEI" ? { ...o, casei: true } : { ...o, accenti: true };
    }
    if (kunci === "TIMESTAMP" || kunci === "DATE") {
      this.maju();
      this.harus("(");
      const v = this.harus("teks").nilai;
      this.harus(")");
      return { jenis: "waktu", mulai: v, akhir: v };
    }
    if (kunci === "INTERVAL") {
      this.maju();
      this.harus("(");
      const a = this.batas();
      this.harus(",");
      const b = this.batas();
      this.harus(")");
      return { jenis: "waktu", mulai: a, akhir: b };
    }
    if (GEOMETRI.has(kunci)) return { jenis: "geometri", geometri: kunci === "BBOX" ? this.kotak() : geometriCql(this, false) };
    throw kendalaTidakValid(`Fungsi '${t.nilai}' tidak didukung pada posisi ${t.posisi + 1}.`);
  }

  /** An INTERVAL bound: a string ('..' open), a bare date, or TIMESTAMP(…)/DATE(…). */
  private batas(): string | null {
    const t = this.lihat();
    if (t.jenis === "teks" || t.jenis === "tanggal") {
      this.maju();
      return batasWaktu(t.nilai);
    }
    const o = this.operand();
    if (o.jenis === "waktu" && o.mulai === o.akhir) return o.mulai;
    throw kendalaTidakValid(`CQL2 tidak sah: batas INTERVAL pada posisi ${t.posisi + 1} harus berupa tanggal atau '..'.`);
  }

  /** The CQL2 BBOX literal: west, south, east, north (CRS84). */
  private kotak(): ReturnType<typeof buatKotak> {
    this.maju();
    this.harus("(");
    const n = [this.angka()];
    while (this.lihat().jenis === ",") {
      this.maju();
      n.push(this.angka());
    }
    this.harus(")");
    if (n.length === 6) return buatKotak([n[0]!, n[1]!], [n[3]!, n[4]!], undefined);
    if (n.length !== 4) throw kendalaTidakValid("BBOX memerlukan 4 (atau 6) angka: barat, selatan, timur, utara.");
    return buatKotak([n[0]!, n[1]!], [n[2]!, n[3]!], undefined);
  }
}
