import type { Ctx } from "@/lib/context";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { bacaBadan } from "@/lib/http/badan";
import { renderCapabilities } from "./capabilities";
import { bacaPengaturanCsw } from "./pengaturan";
import { NS, parseXmlTree, type XmlElement } from "./xml-tree";

/** A provider that takes longer than this to give its capabilities is reported as unhealthy. */
export const BATAS_PROBE_MS = 5_000;
/** Capabilities documents of real catalogues are tens of KB; a probe reads no more than this. */
const UKURAN_PROBE_MAKS = 4 * 1024 * 1024;

export type StatusCsw = { provider: "builtin" | "external"; healthy: boolean };
export type HasilProbe = StatusCsw & { capabilities?: XmlElement };
export type SectionCapabilities = "ServiceIdentification" | "ServiceProvider" | "OperationsMetadata";

/**
 * A real GetCapabilities through the configured provider: for the built-in one the capabilities rendered from
 * the service identity in the database (the cache is bypassed: a cached answer would prove nothing), for an
 * external one an HTTP request to CSW_EXTERNAL_URL. Healthy when a csw:Capabilities document comes back within
 * 5 s; the document is returned for callers that show what it says.
 */
export async function probeCapabilities(sections: SectionCapabilities[], db?: Ctx["db"]): Promise<HasilProbe> {
  const e = env();
  const provider = e.CSW_PROVIDER;
  let waktu: NodeJS.Timeout | undefined;
  try {
    const batas = new Promise<never>((_, tolak) => {
      waktu = setTimeout(() => tolak(new Error("batas waktu")), BATAS_PROBE_MS);
    });
    const teks = await Promise.race([provider === "external" ? capabilitiesEksternal(e.CSW_EXTERNAL_URL!, sections) : capabilitiesBawaan(sections, db), batas]);
    const akar = parseXmlTree(teks, { maxBytes: UKURAN_PROBE_MAKS, maxDepth: 64, maxElements: 200_000 });
    const ok = akar.uri === NS.csw && akar.local === "Capabilities";
    return ok ? { provider, healthy: true, capabilities: akar } : { provider, healthy: false };
  } catch (err) {
    console.error(`[csw] probe GetCapabilities (${provider}) gagal:`, err instanceof Error ? err.message : err);
    return { provider, healthy: false };
  } finally {
    clearTimeout(waktu);
  }
}

/** The CSW component of the admin status (spec 2.8). */
export async function statusCsw(db?: Ctx["db"]): Promise<StatusCsw> {
  const { provider, healthy } = await probeCapabilities(["ServiceIdentification"], db);
  return { provider, healthy };
}

async function capabilitiesBawaan(sections: SectionCapabilities[], db?: Ctx["db"]): Promise<string> {
  const dasar = env().PUBLIC_BASE_URL.replace(/\/+$/, "");
  const pengaturan = await bacaPengaturanCsw({ db: db ?? (await getDb()) });
  return renderCapabilities({ input: { operasi: "GetCapabilities", sections: new Set(sections) }, pengaturan, url: `${dasar}/csw`, dasar, updateSequence: "probe" });
}

async function capabilitiesEksternal(url: string, sections: SectionCapabilities[]): Promise<string> {
  const u = new URL(url);
  u.hash = "";
  u.searchParams.set("service", "CSW");
  u.searchParams.set("request", "GetCapabilities");
  u.searchParams.set("sections", sections.join(","));
  const res = await fetch(u, { headers: { accept: "application/xml" }, signal: AbortSignal.timeout(BATAS_PROBE_MS) });
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new Error(`HTTP ${res.status}`);
  }
  const bita = await bacaBadan(res, UKURAN_PROBE_MAKS, () => new Error(`jawaban melebihi ${UKURAN_PROBE_MAKS} bita`));
  return new TextDecoder().decode(bita);
}
