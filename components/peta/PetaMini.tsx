import type { KotakBatas } from "@/lib/metadata/schema";
import { formatBujur, formatLintang } from "@/lib/web/format";
import { angka, ID_DASAR_PETA_MINI, pandanganPetaMini, PERSEGI_PROVINSI } from "@/lib/web/peta-mini";

/**
 * The province outline every small map shares, once per page: a <g> in <defs> of a hidden SVG. A <g>, not a
 * <symbol>: a <use>d symbol gets its own viewport at the origin and would clip the outline, drawn here in
 * longitude/latitude, while a <g> is drawn in the referencing map's coordinates, which each card zooms with its
 * viewBox. Render it before the cards whenever one of them may draw PetaMini.
 */
export function DasarPetaMini() {
  return (
    <svg className="peta-mini-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {/* Filled, not stroked: a stroke here would scale with each card's zoom (vector-effect is not inherited into every rect). */}
        <g id={ID_DASAR_PETA_MINI} fill="#f4f1e8">
          {PERSEGI_PROVINSI.map((p, i) => (
            <rect key={i} x={p.x} y={p.y} width={p.w} height={p.h} />
          ))}
        </g>
      </defs>
    </svg>
  );
}

/**
 * A result card's thumbnail when the record has no browse graphic: its box drawn on the shared province outline,
 * zoomed to the box. Server-drawn, no JavaScript and no tiles; named for screen readers by its extent.
 */
export function PetaMini({ kotak, lebar, tinggi, className }: { kotak: KotakBatas; lebar: number; tinggi: number; className: string }) {
  const v = pandanganPetaMini(kotak);
  const label = `Cakupan wilayah: ${formatLintang(kotak.selatan)} – ${formatLintang(kotak.utara)}, ${formatBujur(kotak.barat)} – ${formatBujur(kotak.timur)}`;
  const w = kotak.timur - kotak.barat;
  const h = kotak.utara - kotak.selatan;
  const minimum = v.w / 40;
  const bagian = kotak.barat <= kotak.timur ? [[kotak.barat, kotak.timur]] : [[kotak.barat, 180], [-180, kotak.timur]];
  return (
    <svg className={`${className} peta-mini`} width={lebar} height={tinggi} viewBox={`${angka(v.x)} ${angka(v.y)} ${angka(v.w)} ${angka(v.h)}`} role="img" aria-label={label}>
      <title>{label}</title>
      <rect x={angka(v.x)} y={angka(v.y)} width={angka(v.w)} height={angka(v.h)} className="peta-svg-laut" />
      <use href={`#${ID_DASAR_PETA_MINI}`} />
      {w < minimum && h < minimum && kotak.barat <= kotak.timur ? (
        <circle cx={angka(kotak.barat + w / 2)} cy={angka(-(kotak.selatan + h / 2))} r={angka(minimum)} className="peta-svg-kotak" />
      ) : (
        bagian.map(([b, t]) => (
          <rect key={b} x={angka(b!)} y={angka(-kotak.utara)} width={angka(Math.max(t! - b!, minimum))} height={angka(Math.max(h, minimum))} className="peta-svg-kotak" />
        ))
      )}
    </svg>
  );
}
