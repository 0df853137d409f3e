import { and, or, sql, type SQL } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import wilayah from "@/lib/data/wilayah.json";
import { barisHasil } from "@/lib/db/baris";
import { metadata, organisasi } from "@/lib/db/schema";
import { adaQaMassal, kondisiDasar, kondisiGrup } from "./filter";
import { GRUP_FASET, type GrupFaset } from "./grup";
import type { KueriDaftarPublik } from "./query";

export { GRUP_FASET, type GrupFaset };

/** One value of a facet: what goes in the URL, what a person reads (codes are labelled by the page), how many. */
export type NilaiFaset = { nilai: string; label?: string; jumlah: number };
export type FasetPublik = Record<GrupFaset, NilaiFaset[]>;

/** Values kept per group: a year or format list can grow long, and nobody scans 200 links beside the results. */
export const MAKS_NILAI_FASET = 50;

export type KueriFaset = Omit<KueriDaftarPublik, "page" | "pageSize" | "urut">;

const NAMA_PROVINSI = new Map<string, string>([["ID", "Nasional"], ...wilayah.provinsi.map((p) => [p.kode, p.nama] as [string, string])]);

/** A chosen group's flag column in the CTE (a constant name per group, lower case as Postgres folds it). */
const bendera = (g: GrupFaset) => sql.raw(`f_${g.toLowerCase()}`);

/**
 * Counts of every facet value for the current search, multi-select style: each group's values are counted with
 * every OTHER group's choice applied but not its own, so beside a chosen organisation the others still say how
 * many records they would add (OR within a group). One statement: the rows any count needs — those matching the
 * search and every chosen group but at most one, written as an OR of ANDs so each arm can use its indexes — are
 * selected once into a CTE with one boolean column per chosen group, then grouped per facet, each branch keeping
 * the rows whose other groups' flags hold. With nothing chosen that is the matching rows, as the list reads them.
 * Unexecuted, so a benchmark can EXPLAIN exactly this statement.
 */
export function kueriFaset(input: KueriFaset): SQL {
  const { syarat } = kondisiDasar(input);
  const kondisi = kondisiGrup(input);
  const kolom = kondisiGrup(input, adaQaMassal);
  const dipilih = GRUP_FASET.filter((g) => kondisi[g]);
  const kecuali = (g: GrupFaset) => dipilih.filter((h) => h !== g);
  if (dipilih.length > 1) syarat.push(or(...dipilih.map((g) => and(...kecuali(g).map((h) => kondisi[h]!)) as SQL)) as SQL);
  const kolomBendera = dipilih.map((g) => sql`, ${kolom[g]!} as ${bendera(g)}`);
  const saringLain = (g: GrupFaset) => sql.join([sql`true`, ...kecuali(g).map(bendera)], sql` and `);
  return sql`
      with cocok as materialized (
        select ${metadata.id} as id, ${metadata.topikKategori} as kategori, ${metadata.tipeData} as tipe, ${metadata.organisasiId} as org,
               ${metadata.tahun} as tahun, ${metadata.format} as format, ${metadata.provinsi} as provinsi, ${adaQaMassal} as qa${sql.join(kolomBendera, sql``)}
        from ${metadata} where ${and(...syarat)}
      ),
      hitung as (
        select 'kategori' as grup, k as nilai, null::text as label, count(*) as jumlah from cocok, unnest(kategori) k where ${saringLain("kategori")} group by k
        union all select 'tipeData', tipe, null, count(*) from cocok where ${saringLain("tipeData")} group by tipe
        union all select 'organisasi', o.kode, o.nama, count(*) from cocok join ${organisasi} o on o.id = cocok.org where ${saringLain("organisasi")} group by o.kode, o.nama
        union all select 'tahun', tahun::text, null, count(*) from cocok where tahun is not null and ${saringLain("tahun")} group by tahun
        union all select 'format', f, null, count(*) from cocok, unnest(format) f where ${saringLain("format")} group by f
        union all select 'provinsi', p, null, count(*) from cocok, unnest(provinsi) p where ${saringLain("provinsi")} group by p
        union all select 'kualitas', case when qa then 'qa' else 'tanpa-qa' end, null, count(*) from cocok where ${saringLain("kualitas")} group by qa
      )
      select grup, nilai, label, jumlah::int as jumlah from hitung`;
}

/** The facet counts of a search (kueriFaset, executed), each group sorted and cut to MAKS_NILAI_FASET values. */
export async function hitungFaset({ ctx, input }: { ctx: Ctx; input: KueriFaset }): Promise<FasetPublik> {
  const baris = barisHasil<{ grup: GrupFaset; nilai: string; label: string | null; jumlah: number }>(await ctx.db.execute(kueriFaset(input)));
  const hasil = Object.fromEntries(GRUP_FASET.map((g) => [g, [] as NilaiFaset[]])) as FasetPublik;
  for (const b of baris) {
    const label = b.grup === "provinsi" ? NAMA_PROVINSI.get(b.nilai) : (b.label ?? undefined);
    hasil[b.grup].push({ nilai: b.nilai, ...(label ? { label } : {}), jumlah: Number(b.jumlah) });
  }
  for (const g of GRUP_FASET) {
    // Years read newest first; everything else most frequent first, then alphabetically for a stable order.
    hasil[g].sort(g === "tahun" ? (a, b) => Number(b.nilai) - Number(a.nilai) : (a, b) => b.jumlah - a.jumlah || a.nilai.localeCompare(b.nilai));
    hasil[g] = hasil[g].slice(0, MAKS_NILAI_FASET);
  }
  return hasil;
}
