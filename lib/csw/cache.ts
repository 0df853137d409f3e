import { PgDialect } from "drizzle-orm/pg-core";
import { compileFilter } from "@/lib/csw/filter";
import { BATAS_HALAMAN_UTUH } from "./get-records";
import type { PermintaanCsw } from "./permintaan";

/** Spec 4.4 "Caching": capabilities 10 minutes, everything that reads records 60 seconds. */
export const TTL_CAPABILITIES = 600;
export const TTL_REKAMAN = 60;

const dialek = new PgDialect();

/**
 * The normalised request a cached answer is keyed by: the validated request with its filter compiled to SQL
 * text and parameters, so KVP and XML spellings of one query (prefixes, whitespace, `q` vs AnyText) share an
 * entry. `dasar` is the public base URL the answer's links are built from.
 */
export function kunciPermintaan(p: PermintaanCsw, dasar: string): unknown {
  switch (p.operasi) {
    case "GetCapabilities":
      return { o: p.operasi, s: p.sections === "semua" ? "semua" : [...p.sections].sort(), dasar };
    case "GetRecords": {
      const { filter, urut, gema, typeNames, ...sisa } = p;
      const f = filter ? dialek.sqlToQuery(compileFilter(filter)) : null;
      return {
        ...sisa,
        t: typeNames.map((t) => t.uri),
        f: f && [f.sql, f.params],
        u: urut.map((u) => [u.queryable.nama[0], u.turun]),
        g: p.resultType === "validate" ? gema : undefined,
      };
    }
    default:
      return p;
  }
}

/** A weak ETag for an answer: the data generation and the normalised request (its sidikKunci) decide its content. */
export function etagUntuk(generasi: number, sidik: string): string {
  return `W/"${generasi}-${sidik.slice(0, 27)}"`;
}

/** Seconds shared caches may keep an answer (Cache-Control s-maxage). */
export function ttlUntuk(p: PermintaanCsw): number {
  return p.operasi === "GetCapabilities" || p.operasi === "DescribeRecord" ? TTL_CAPABILITIES : TTL_REKAMAN;
}

/**
 * Whether the answer goes into the shared text cache: not large GetRecords pages (they stream, see
 * BATAS_HALAMAN_UTUH), not resultType=validate and DescribeRecord (no database work to save).
 */
export function masukCache(p: PermintaanCsw): boolean {
  if (p.operasi === "DescribeRecord") return false;
  if (p.operasi !== "GetRecords") return true;
  return p.resultType === "hits" || (p.resultType === "results" && p.maxRecords <= BATAS_HALAMAN_UTUH);
}
