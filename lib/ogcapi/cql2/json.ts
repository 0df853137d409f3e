import { kendalaTidakValid } from "@/lib/csw/exception";
import { buatKotak, buatLogika, type Filter, type Geometri } from "@/lib/csw/filter";
import { AnggaranOperator, BATAS_FILTER, terlaluDalam } from "@/lib/csw/filter/batas";
import { buatPoligon, buatTitik } from "@/lib/csw/filter/geometri";
import { antara, banding, batasWaktu, dalam, OP_SPASIAL, properti, seperti, spasial, tanpaFungsi, type Operand } from "./operand";
import { OP_TEMPORAL, temporal } from "./temporal";

/**
 * Parse CQL2 JSON (OGC 21-065 clause 8) into the CSW filter tree, with the same bounds as the text encoding:
 * `{"op": "and", "args": [...]}`, comparisons, like, between, in, isNull, not, s_*, t_*, casei/accenti,
 * `{"property": …}`, `{"timestamp"|"date": …}`, `{"interval": [a, b]}`, GeoJSON Point/Polygon and `{"bbox": […]}`.
 */
export function parseCql2Json(nilai: unknown): Filter {
  return new Pengurai().filter(nilai, 0);
}

/** The text of a `filter` parameter in cql2-json: parsed as JSON, refused with a clear message otherwise. */
export function parseCql2JsonTeks(teks: string): Filter {
  if (teks.length > BATAS_FILTER.panjangCql) throw kendalaTidakValid(`Filter memuat ${teks.length} karakter; batasnya ${BATAS_FILTER.panjangCql} karakter.`);
  let nilai: unknown;
  try {
    nilai = JSON.parse(teks);
  } catch {
    throw kendalaTidakValid("Filter cql2-json bukan JSON yang sah.");
  }
  return parseCql2Json(nilai);
}

type Simpul = { op: string; args: unknown[] };
const objek = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const BANDING = ["=", "<>", "<", ">", "<=", ">="];

class Pengurai {
  private readonly anggaran = new AnggaranOperator();

  filter(v: unknown, d: number): Filter {
    if (d > BATAS_FILTER.kedalaman) throw terlaluDalam();
    const s = this.simpul(v);
    const op = s.op.toLowerCase();
    if (op === "and" || op === "or") {
      if (s.args.length < 2) throw kendalaTidakValid(`Operator ${op} memerlukan sedikitnya dua argumen.`);
      return buatLogika(op === "and" ? "And" : "Or", s.args.map((a) => this.filter(a, d + 1)));
    }
    if (op === "not") return { op: "Not", anak: this.filter(this.arg(s, 1)[0], d + 1) };
    this.anggaran.tambah();
    if (BANDING.includes(op)) {
      const [a, b] = this.arg(s, 2);
      return banding(op, this.operand(a), this.operand(b));
    }
    if (op === "like") {
      const [a, b] = this.arg(s, 2);
      return seperti(this.operand(a), this.operand(b));
    }
    if (op === "between") {
      const [a, b, c] = this.arg(s, 3);
      return antara(this.operand(a), this.operand(b), this.operand(c));
    }
    if (op === "in") {
      const [a, daftar] = this.arg(s, 2);
      if (!Array.isArray(daftar) || daftar.length === 0) throw kendalaTidakValid("Operator in memerlukan daftar nilai yang tidak kosong.");
      this.anggaran.tambah(daftar.length - 1);
      return dalam(this.operand(a), daftar.map((x) => this.operand(x)));
    }
    if (op === "isnull") {
      const [a] = this.arg(s, 1);
      return { op: "PropertyIsNull", properti: properti(this.operand(a)) };
    }
    const besar = op.toUpperCase();
    if (OP_SPASIAL.includes(besar) || OP_TEMPORAL.includes(besar)) {
      const [a, b] = this.arg(s, 2);
      return OP_SPASIAL.includes(besar) ? spasial(besar, this.operand(a), this.operand(b)) : temporal(besar, this.operand(a), this.operand(b));
    }
    throw kendalaTidakValid(`Operator CQL2 '${s.op.slice(0, 40)}' tidak didukung.`);
  }

  private simpul(v: unknown): Simpul {
    if (!objek(v) || typeof v.op !== "string" || !Array.isArray(v.args)) throw kendalaTidakValid('CQL2 JSON tidak sah: setiap ekspresi harus berupa {"op": …, "args": […]}.');
    return { op: v.op, args: v.args };
  }

  private arg(s: Simpul, n: number): unknown[] {
    if (s.args.length !== n) throw kendalaTidakValid(`Operator ${s.op} memerlukan ${n} argumen, diberikan ${s.args.length}.`);
    return s.args;
  }

  private operand(v: unknown): Operand {
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return { jenis: "literal", nilai: String(v), ...tanpaFungsi };
    if (!objek(v)) throw kendalaTidakValid("CQL2 JSON tidak sah: operand tidak dikenal.");
    if (typeof v.property === "string") return { jenis: "properti", nama: v.property, ...tanpaFungsi };
    if (typeof v.timestamp === "string") return { jenis: "waktu", mulai: v.timestamp, akhir: v.timestamp };
    if (typeof v.date === "string") return { jenis: "waktu", mulai: v.date, akhir: v.date };
    if (Array.isArray(v.interval) && v.interval.length === 2) {
      const [a, b] = v.interval.map((x) => this.batas(x));
      return { jenis: "waktu", mulai: a!, akhir: b! };
    }
    if (Array.isArray(v.bbox)) return { jenis: "geometri", geometri: kotak(v.bbox) };
    if (typeof v.type === "string") return { jenis: "geometri", geometri: geojson(v) };
    if (typeof v.op === "string" && ["casei", "accenti"].includes(v.op.toLowerCase()) && Array.isArray(v.args) && v.args.length === 1) {
      const o = this.operand(v.args[0]);
      if (o.jenis !== "properti" && o.jenis !== "literal") throw kendalaTidakValid(`${v.op} hanya berlaku untuk properti atau teks.`);
      return v.op.toLowerCase() === "casei" ? { ...o, casei: true } : { ...o, accenti: true };
    }
    throw kendalaTidakValid("CQL2 JSON tidak sah: operand tidak dikenal.");
  }

  private batas(x: unknown): string | null {
    if (typeof x === "string") return batasWaktu(x);
    const o = this.operand(x);
    if (o.jenis === "waktu" && o.mulai === o.akhir) return o.mulai;
    throw kendalaTidakValid("Batas interval harus berupa tanggal, {\"timestamp\": …}, {\"date\": …} atau '..'.");
  }
}

const angka = (xs: unknown[]): number[] => {
  if (!xs.every((x) => typeof x === "number" && Number.isFinite(x))) throw kendalaTidakValid("Koordinat geometri harus berupa angka.");
  return xs as number[];
};

function kotak(b: unknown[]): Geometri {
  const n = angka(b);
  if (n.length === 6) return buatKotak([n[0]!, n[1]!], [n[3]!, n[4]!], undefined);
  if (n.length !== 4) throw kendalaTidakValid("bbox memerlukan 4 (atau 6) angka: barat, selatan, timur, utara.");
  return buatKotak([n[0]!, n[1]!], [n[2]!, n[3]!], undefined);
}

const posisi = (p: unknown): [number, number] => {
  if (!Array.isArray(p) || p.length < 2) throw kendalaTidakValid("Posisi GeoJSON harus berupa [bujur, lintang].");
  const [x, y] = angka(p.slice(0, 2));
  return [x!, y!];
};

/** GeoJSON Point or Polygon (exterior ring; holes do not change the envelope we search by). */
function geojson(g: Record<string, unknown>): Geometri {
  if (g.type === "Point") return buatTitik(posisi(g.coordinates), undefined);
  if (g.type === "Polygon" && Array.isArray(g.coordinates) && Array.isArray(g.coordinates[0])) {
    const cincin = g.coordinates[0] as unknown[];
    if (cincin.length > BATAS_FILTER.titikPoligon + 1) throw kendalaTidakValid(`Poligon memiliki ${cincin.length} titik; batasnya ${BATAS_FILTER.titikPoligon} titik.`);
    return buatPoligon(cincin.map(posisi), undefined);
  }
  throw kendalaTidakValid(`Geometri GeoJSON '${String(g.type).slice(0, 30)}' tidak didukung; gunakan Point, Polygon atau bbox.`);
}
