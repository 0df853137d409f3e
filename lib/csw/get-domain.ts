import { sql } from "drizzle-orm";
import { nilaiTidakValid } from "@/lib/csw/exception";
import { cariQueryable } from "@/lib/csw/queryables";
import { NS } from "@/lib/csw/xml-tree";
import type { Ctx } from "@/lib/context";
import { barisHasil } from "@/lib/db/baris";
import { metadata } from "@/lib/db/schema";
import { escapeTeks } from "@/lib/xml/sink";
import { NILAI_PARAMETER } from "./capabilities-operasi";
import { ringkas } from "./mentah";
import type { PermintaanGetDomain } from "./permintaan";
import { DEKLARASI, LOKASI_CSW } from "./xml";

/** Distinct values listed per property: enough for a client's pick list, bounded for large catalogues. */
const NILAI_MAKS = 1000;

const daftarNilai = (vs: readonly string[]) => `<csw:ListOfValues>${vs.map((v) => `<csw:Value>${escapeTeks(v)}</csw:Value>`).join("")}</csw:ListOfValues>`;

/** GetDomain (conformance H): allowed values of an operation parameter, or the values a queryable takes. */
export async function getDomain({ ctx, input: p }: { ctx: Ctx; input: PermintaanGetDomain }): Promise<string> {
  let isi: string;
  if (p.propertyName) {
    const q = cariQueryable(p.propertyName);
    if (!q || q.tipe === "geometri" || q.tipe === "teks-bebas") {
      throw nilaiTidakValid(`Properti '${ringkas(p.propertyName.teks)}' tidak memiliki domain nilai di katalog ini.`, "propertyname");
    }
    const publik = sql`${metadata.status} = 'PUBLISHED'`;
    let domain: string;
    if (q.tipe === "tanggal") {
      const rentang = await ctx.db.execute(
        sql`select to_char(min(v) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as min, to_char(max(v) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as max from (select ${q.sql} as v from ${metadata} where ${publik}) t`,
      );
      const r = barisHasil<{ min: string | null; max: string | null }>(rentang)[0];
      domain = r?.min && r.max ? `<csw:RangeOfValues><csw:MinValue>${r.min}</csw:MinValue><csw:MaxValue>${r.max}</csw:MaxValue></csw:RangeOfValues>` : "";
    } else {
      const nilai = q.tipe === "teks-larik" ? sql`unnest(${q.sql})` : sql`(${q.sql})::text`;
      const hasil = await ctx.db.execute(
        sql`select distinct v from (select ${nilai} as v from ${metadata} where ${publik}) t where v is not null order by v limit ${NILAI_MAKS}`,
      );
      domain = daftarNilai(barisHasil<{ v: string }>(hasil).map((r) => r.v));
    }
    isi = `<csw:DomainValues type="csw:Record"><csw:PropertyName>${escapeTeks(p.propertyName.teks)}</csw:PropertyName>${domain}</csw:DomainValues>`;
  } else {
    const nama = p.parameterName!;
    const nilai = NILAI_PARAMETER.get(nama.toLowerCase());
    if (!nilai) throw nilaiTidakValid(`Parameter '${ringkas(nama)}' tidak dikenal. Gunakan bentuk Operasi.parameter, misalnya GetRecords.resultType.`, "parametername");
    isi = `<csw:DomainValues type="csw:Record"><csw:ParameterName>${escapeTeks(nama)}</csw:ParameterName>${daftarNilai(nilai)}</csw:DomainValues>`;
  }
  return `${DEKLARASI}<csw:GetDomainResponse xmlns:csw="${NS.csw}" xmlns:xsi="${NS.xsi}" xsi:schemaLocation="${LOKASI_CSW}">${isi}</csw:GetDomainResponse>`;
}
