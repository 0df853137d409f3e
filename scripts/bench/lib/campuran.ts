import crypto from "node:crypto";
import type { Permintaan } from "./terjadwal";

export type Jenis = "daftar dan cari" | "detail" | "CSW GetRecords" | "verifikasi";

const KATA = ["batas", "hutan", "rawan bencana", "jalan", "sungai", "peta", "tanah", "pantai", "geologi", "banjir", "desa", "lahan"];
const KATEGORI = ["boundaries", "elevation", "environment", "transportation", "inlandWaters", "oceans", "geoscientificInformation", "farming"];
const KOTAK = Array.from({ length: 40 }, (_, i) => {
  const barat = 95 + ((i * 7.3) % 44);
  const selatan = -10 + ((i * 3.7) % 14);
  return { utara: selatan + 2, selatan, timur: barat + 2, barat };
});

export type Sampel = { ids: string[] };

/** Ids of published records to ask for (pages spread over the catalogue). */
export async function siapkanSampel(dasar: string): Promise<Sampel> {
  const ids: string[] = [];
  for (const page of [1, 5, 20, 60, 150, 300, 450]) {
    const r = (await (await fetch(`${dasar}/api/public/metadata?pageSize=100&page=${page}`)).json()) as { records: { id: string }[] };
    ids.push(...r.records.map((x) => x.id));
  }
  if (!ids.length) throw new Error("tidak ada rekaman publik untuk diminta");
  return { ids };
}

/** Deterministic pseudo-random pick per request index. */
const pilih = <T>(xs: readonly T[], i: number, garam: number) => xs[Math.abs((i * 2654435761 + garam * 40503) | 0) % xs.length]!;

/**
 * The public mix of issue 8: list and search 60% (first pages, words, categories, boxes, deeper pages), detail 20%,
 * CSW GetRecords 15% (QGIS-like: words and boxes, 10 summary records), verify 5% (well-formed tokens).
 */
export function campuran(dasar: string, s: Sampel): (i: number) => Permintaan<Jenis> {
  return (i) => {
    const r = (i * 7919) % 100;
    if (r < 60) {
      const k = pilih(KOTAK, i, 1);
      const varian = [
        `q=${encodeURIComponent(pilih(KATA, i, 2))}`,
        `kategori=${pilih(KATEGORI, i, 3)}`,
        `bboxN=${k.utara}&bboxS=${k.selatan}&bboxE=${k.timur}&bboxW=${k.barat}`,
        `page=${1 + (i % 50)}`,
        `q=${encodeURIComponent(pilih(KATA, i, 4))}&page=${1 + (i % 5)}`,
      ];
      return { jenis: "daftar dan cari", url: `${dasar}/api/public/metadata?${pilih(varian, i, 5)}` };
    }
    if (r < 80) return { jenis: "detail", url: `${dasar}/api/public/metadata/${pilih(s.ids, i, 6)}` };
    if (r < 95) {
      const k = pilih(KOTAK, i, 7);
      const filter = i % 2 ? `q=${encodeURIComponent(pilih(KATA, i, 8))}` : `bbox=${k.barat},${k.selatan},${k.timur},${k.utara}`;
      return { jenis: "CSW GetRecords", url: `${dasar}/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&elementSetName=summary&resultType=results&maxRecords=10&startPosition=${1 + (i % 3) * 10}&${filter}` };
    }
    return { jenis: "verifikasi", url: `${dasar}/api/verify/${crypto.randomBytes(32).toString("base64url").slice(0, 43)}` };
  };
}
