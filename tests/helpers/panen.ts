import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import type { Db } from "@/lib/db/client";
import { jalanPanen } from "@/lib/db/schema";
import { antrekanJalan, buatSumber, jalankanJalan, klaimJalan, OPSI_MESIN_BAWAAN, type OpsiMesin, type SumberInput } from "@/lib/panen";
import { getSumberOrThrow } from "@/lib/panen/sumber";

export const CTX_SISTEM = (db: Db): Ctx => ({ db, actor: { jenis: "sistem", nama: "uji" } });

/** Engine options for tests: short retries and timeouts, a fast heartbeat. */
export const opsiUji = (pemegang: string, lain: Partial<OpsiMesin> = {}): OpsiMesin => ({
  ...OPSI_MESIN_BAWAAN,
  pemegang,
  detakMs: 50,
  sewaMs: 30_000,
  ukuranHalaman: 5,
  ukuranHalamanWaf: 4,
  ambil: { percobaan: 2, jedaMs: 10, batasWaktuMs: 3_000 },
  ...lain,
});

export async function sumberUji(db: Db, organisasiId: string, input: Partial<SumberInput> & Pick<SumberInput, "url">) {
  return buatSumber({ ctx: CTX_SISTEM(db), input: { nama: "Sumber uji", jenis: "csw-geonetwork", batasan: {}, skemaKeluaran: "gmd", jadwal: { jenis: "manual" }, modeTerbit: "DRAFT", kebijakanHilang: "pensiun", aktif: true, organisasiId, ...input } });
}

/** Queue a run of the source, claim it as `pemegang` and run it to its end; the run row after. */
export async function panenSekali(db: Db, sumberId: string, opsi: Partial<OpsiMesin> & { penuh?: boolean } = {}) {
  const s = await getSumberOrThrow(CTX_SISTEM(db), sumberId);
  const id = await antrekanJalan(db, s, { pemicu: "manual", penuh: opsi.penuh });
  if (!id) throw new Error("jalan tidak diantrekan");
  const pemegang = opsi.pemegang ?? "uji-a";
  if ((await klaimJalan(db, pemegang, 30_000, id)) !== id) throw new Error("jalan tidak diklaim");
  await jalankanJalan(db, id, opsiUji(pemegang, opsi));
  const [j] = await db.select().from(jalanPanen).where(eq(jalanPanen.id, id));
  return j!;
}

export type RekamanStub = { id: string; xml: string };

/**
 * A CSW 2.0.2 on loopback answering GetRecords pages out of `rekaman` (startPosition/maxRecords), with hooks for
 * faults per page: `gangguan(mulai)` may return an answer to send instead (status, body) or "gantung" to hang.
 */
export async function mulaiCswUji(rekaman: () => RekamanStub[]) {
  const soket = new Set<Socket>();
  const s = {
    url: "",
    diminta: [] as URLSearchParams[],
    /** Authorization header of each request ("" when none). */
    otorisasi: [] as string[],
    gangguan: (() => undefined) as (mulai: number, q: URLSearchParams) => { status: number; body: string } | "gantung" | { nextRecord: number } | { tunda: Promise<void> } | undefined,
    tutup: async () => {},
  };
  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url!, "http://x");
    const q = new URLSearchParams([...u.searchParams].map(([k, v]) => [k.toLowerCase(), v]));
    s.diminta.push(q);
    s.otorisasi.push(req.headers.authorization ?? "");
    if (q.get("request") === "GetCapabilities") {
      res.writeHead(200, { "content-type": "application/xml" });
      return res.end(
        `<csw:Capabilities xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ows="http://www.opengis.net/ows" version="2.0.2"><ows:ServiceIdentification><ows:Title>CSW Uji</ows:Title></ows:ServiceIdentification>` +
          `<ows:OperationsMetadata><ows:Operation name="GetRecords"><ows:Parameter name="outputSchema"><ows:Value>http://www.opengis.net/cat/csw/2.0.2</ows:Value><ows:Value>http://www.isotc211.org/2005/gmd</ows:Value></ows:Parameter></ows:Operation></ows:OperationsMetadata></csw:Capabilities>`,
      );
    }
    const mulai = Number(q.get("startposition") ?? 1);
    const maks = Number(q.get("maxrecords") ?? 10);
    let g = s.gangguan(mulai, q);
    if (g === "gantung") return;
    if (g && "tunda" in g) {
      await g.tunda;
      g = undefined;
    }
    if (g && "status" in g) {
      res.writeHead(g.status, { "content-type": "application/xml" });
      return res.end(g.body);
    }
    const semua = rekaman();
    const isi = q.get("resulttype") === "hits" ? [] : semua.slice(mulai - 1, mulai - 1 + maks);
    const berikut = g && "nextRecord" in g ? g.nextRecord : mulai - 1 + isi.length >= semua.length ? 0 : mulai + isi.length;
    res.writeHead(200, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" version="2.0.2"><csw:SearchResults numberOfRecordsMatched="${semua.length}" numberOfRecordsReturned="${isi.length}" nextRecord="${berikut}" elementSet="full">${isi.map((r) => r.xml).join("")}</csw:SearchResults></csw:GetRecordsResponse>`,
    );
  });
  server.on("connection", (c) => {
    soket.add(c);
    c.on("close", () => soket.delete(c));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  s.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/csw`;
  s.tutup = async () => {
    for (const c of soket) c.destroy();
    await new Promise((ok) => server.close(ok));
  };
  return s;
}

let seri = 0;
/** `jumlah` valid ISO records (a real GeoNetwork record) whose fileIdentifiers no earlier call used. */
export function rekamanUnik(jumlah: number, dasar: RekamanStub): RekamanStub[] {
  seri++;
  return Array.from({ length: jumlah }, (_, i) => {
    const id = `${dasar.id.slice(0, -12)}${String(seri).padStart(6, "0")}${String(i + 1).padStart(6, "0")}`;
    return { id, xml: dasar.xml.replaceAll(dasar.id, id) };
  });
}
