import "./peta.css";
import wilayah from "@/lib/data/wilayah.json";
import { formatBujur, formatLintang } from "@/lib/web/format";
import { labelPeta } from "@/lib/web/label-peta";
import { gabungKotak, INDONESIA, type KotakPeta } from "@/lib/web/peta";
import type { KotakBatas } from "@/lib/metadata/schema";

const PROVINSI: KotakBatas[] = wilayah.provinsi.map((p) => p.bbox);
const LANGKAH = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 45];

type Props = {
  kotak: readonly KotakPeta[];
  /** The search box, drawn dashed. */
  filter?: KotakBatas;
  /** Zoom to the boxes (a record's page) instead of showing all of Indonesia. */
  dekat?: boolean;
  label: string;
};

/**
 * A map without JavaScript or tiles: the boxes over faint province extents and a graticule, in plate carrée.
 * It is what the page shows first and what stays when the interactive map cannot load.
 */
export function PetaSvg({ kotak, filter, dekat = false, label }: Props) {
  const isi = gabungKotak(filter ? [...kotak, filter] : [...kotak]);
  const dasar = dekat && isi ? isi : gabungKotak(isi ? [isi, INDONESIA] : [INDONESIA])!;
  const lebarAsli = dasar.timur - dasar.barat;
  const tinggiAsli = dasar.utara - dasar.selatan;
  const jeda = Math.max(dekat ? 0.5 : 1, lebarAsli * 0.15, tinggiAsli * 0.15);
  let [b, t] = [dasar.barat - jeda, dasar.timur + jeda];
  const [s, u] = [dasar.selatan - jeda, dasar.utara + jeda];
  // Keep the picture no taller than wide, as the map frame is.
  const kurang = (u - s) * 1.6 - (t - b);
  if (kurang > 0) [b, t] = [b - kurang / 2, t + kurang / 2];
  const lebar = t - b;
  const tinggi = u - s;
  const langkah = LANGKAH.find((l) => lebar / l <= 8) ?? 60;
  const garisBujur = rentang(Math.ceil(b / langkah) * langkah, t, langkah);
  const garisLintang = rentang(Math.ceil(s / langkah) * langkah, u, langkah);
  const huruf = lebar / 40;
  const minimum = lebar / 150;
  return (
    <svg className="peta-svg" viewBox={`${b} ${-u} ${lebar} ${tinggi}`} preserveAspectRatio="xMidYMid meet" role="img" aria-label={label}>
      <rect x={b} y={-u} width={lebar} height={tinggi} className="peta-svg-laut" />
      {PROVINSI.map((p, i) => (
        <rect key={i} x={p.barat} y={-p.utara} width={p.timur - p.barat} height={p.utara - p.selatan} className="peta-svg-darat" />
      ))}
      {garisBujur.map((x) => (
        <g key={`x${x}`}>
          <line x1={x} x2={x} y1={-u} y2={-s} className="peta-svg-grid" />
          <text x={x + huruf * 0.3} y={-s - huruf * 0.4} fontSize={huruf} className="peta-svg-teks">
            {formatBujur(x)}
          </text>
        </g>
      ))}
      {garisLintang.map((y) => (
        <g key={`y${y}`}>
          <line x1={b} x2={t} y1={-y} y2={-y} className="peta-svg-grid" />
          <text x={b + huruf * 0.3} y={-y - huruf * 0.3} fontSize={huruf} className="peta-svg-teks">
            {formatLintang(y)}
          </text>
        </g>
      ))}
      {kotak.map((k, i) => {
        const w = k.timur - k.barat;
        const h = k.utara - k.selatan;
        const judul = k.judul ? <title>{k.judul}</title> : null;
        if (w < minimum && h < minimum) {
          return (
            <circle key={k.id ?? i} cx={k.barat + w / 2} cy={-(k.selatan + h / 2)} r={minimum * 1.5} className="peta-svg-kotak">
              {judul}
            </circle>
          );
        }
        return (
          <rect key={k.id ?? i} x={k.barat} y={-k.utara} width={Math.max(w, minimum)} height={Math.max(h, minimum)} className="peta-svg-kotak">
            {judul}
          </rect>
        );
      })}
      {tataLabel(kotak, huruf * 1.1, minimum, t).map((l) => (
        <text key={l.kunci} x={l.x} y={l.y} fontSize={huruf * 1.1} textAnchor={l.anchor} className="peta-svg-label" aria-hidden="true">
          {l.teks}
        </text>
      ))}
      {filter && filter.barat <= filter.timur ? (
        <rect x={filter.barat} y={-filter.utara} width={filter.timur - filter.barat} height={filter.utara - filter.selatan} className="peta-svg-filter" />
      ) : null}
    </svg>
  );
}

type Label = { kunci: string; x: number; y: number; anchor: "start" | "end"; teks: string };

/**
 * Each box's short title inside its top-left corner (beside the dot of a tiny box), kept inside the picture: one
 * that would run off the right edge ends at the box's east side instead. A label that would cover an earlier one
 * is left out (boxes come in rank order; national records share one box). Decorative for screen readers: the
 * map's label and each shape's <title> already name the records.
 */
function tataLabel(kotak: readonly KotakPeta[], huruf: number, minimum: number, kanan: number): Label[] {
  const hasil: Label[] = [];
  const terpakai: { b: number; t: number; a: number; u: number }[] = [];
  kotak.forEach((k, i) => {
    if (!k.judul) return;
    const teks = labelPeta(k.judul);
    const lebar = teks.length * huruf * 0.55;
    const kecil = k.timur - k.barat < minimum && k.utara - k.selatan < minimum;
    const y = kecil ? -(k.selatan + k.utara) / 2 + huruf * 0.35 : -k.utara + huruf * 1.2;
    let x = kecil ? k.timur + minimum * 2 : k.barat + huruf * 0.4;
    let anchor: Label["anchor"] = "start";
    if (x + lebar > kanan) {
      x = kecil ? k.barat - minimum * 2 : k.timur - huruf * 0.4;
      anchor = "end";
    }
    const r = { b: anchor === "start" ? x : x - lebar, t: anchor === "start" ? x + lebar : x, a: y - huruf, u: y + huruf * 0.25 };
    if (terpakai.some((s) => r.b < s.t && r.t > s.b && r.a < s.u && r.u > s.a)) return;
    terpakai.push(r);
    hasil.push({ kunci: `l${k.id ?? i}`, x, y, anchor, teks });
  });
  return hasil;
}

function rentang(mulai: number, akhir: number, langkah: number): number[] {
  const hasil: number[] = [];
  for (let v = mulai; v <= akhir + 1e-9 && hasil.length < 40; v += langkah) hasil.push(Math.round(v * 1000) / 1000);
  return hasil;
}
