import { sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import wilayah from "@/lib/data/wilayah.json";
import { barisHasil } from "@/lib/db/baris";
import { metadata, organisasi } from "@/lib/db/schema";
import { adaQaMassal, kondisiPublik } from "./filter";
import type { KueriDaftarPublik } from "./query";

/** The facet groups of /katalog, each named by the query parameter its values set. */
export const GRUP_FASET = ["kategori", "tipeData", "organisasi", "tahun", "format", "provinsi", "kualitas"] as const;
export type GrupFaset = (typeof GRUP_FASET)[number];

/** One value of a facet: what goes in the URL, what a person reads (codes are labelled by the page), how many. */
export type NilaiFaset = { nilai: string; label?: string; jumlah: number };
export type FasetPublik = Record<GrupFaset, NilaiFaset[]>;

/** Values kept per group: a year or format list can grow long, and nobody scans 200 links beside the results. */
export const MAKS_NILAI_FASET = 50;

export type KueriFaset = Omit<KueriDaftarPublik, "page" | "pageSize" | "urut">;

const NAMA_PROVINSI = new Map<string, string>([["ID", "Nasional"], ...wilayah.provinsi.map((p) => [p.kode, p.nama] as [string, string])]);

/**
 * Counts of every facet value among the records matching the current search, in one statement: the matching rows
 * are selected once with the list's own WHERE (same indexes, same filters) into a CTE, then grouped per facet.
 * Each count therefore answers "how many results if I also pick this", since groups hold one value each.
 */
export async function hitungFaset({ ctx, input }: { ctx: Ctx; input: KueriFaset }): Promise<FasetPublik> {
  const { where } = kondisiPublik(input);
  const baris = barisHasil<{ grup: GrupFaset; nilai: string; label: string | null; jumlah: number }>(
    await ctx.db.execute(sql`
      with cocok as materialized (
        select ${metadata.id} as id, ${metadata.topikKategori} as kategori, ${metadata.tipeData} as tipe, ${metadata.organisasiId} as org,
               ${metadata.tahun} as tahun, ${metadata.format} as format, ${metadata.provinsi} as provinsi, ${adaQaMassal} as qa
        from ${metadata} where ${where}
      ),
      hitung as (
        select 'kategori' as grup, k as nilai, null::text as label, count(*) as jumlah from cocok, unnest(kategori) k group by k
        union all select 'tipeData', tipe, null, count(*) from cocok group by tipe
        union all select 'organisasi', o.kode, o.nama, count(*) from cocok join ${organisasi} o on o.id = cocok.org group by o.kode, o.nama
        union all select 'tahun', tahun::text, null, count(*) from cocok where tahun is not null group by tahun
        union all select 'format', f, null, count(*) from cocok, unnest(format) f group by f
        union all select 'provinsi', p, null, count(*) from cocok, unnest(provinsi) p group by p
        union all select 'kualitas', case when qa then 'qa' else 'tanpa-qa' end, null, count(*) from cocok group by qa
      )
      select grup, nilai, label, jumlah::int as jumlah from hitung`),
  );
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
