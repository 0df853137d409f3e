import { afterAll, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan } from "@/tests/helpers/lingkungan";
import { mulaiCswUji, rekamanUnik, type RekamanStub } from "@/tests/helpers/panen";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { rekamanContoh } from "@/tests/helpers/stub-pycsw";

export type DuniaPanen = {
  h: DatabaseHandle;
  orgId: string;
  csw: Awaited<ReturnType<typeof mulaiCswUji>>;
  /** What the loopback CSW serves: 12 fresh valid ISO records before each test, which a test may change. */
  rekaman: RekamanStub[];
};

/**
 * The world of a harvest engine test file, made by vitest hooks of the file that calls it: harvesting from
 * loopback allowed, a fresh database with organisation `kode` and its Walidata, and a loopback CSW serving
 * `rekaman`; before each test new records (identifiers no earlier test used) and a stub without faults; all torn
 * down after the file. Its fields are set once the file's hooks have run.
 */
export function duniaPanenUji(kode: string): DuniaPanen {
  const d = { rekaman: [] } as unknown as DuniaPanen;
  const contoh = rekamanContoh(1)[0]!;
  let pulihkan: (() => void) | undefined;
  beforeAll(async () => {
    pulihkan = aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" });
    d.h = await createTestDatabase();
    d.orgId = (await buatOrganisasi(d.h.db, kode)).id;
    await buatAkun(d.h.db, "Walidata", d.orgId, `walidata-${kode.toLowerCase()}`);
    d.csw = await mulaiCswUji(() => d.rekaman);
  });
  afterAll(async () => {
    await d.csw?.tutup();
    await d.h?.close();
    pulihkan?.();
  });
  beforeEach(() => {
    d.rekaman = rekamanUnik(12, contoh);
    d.csw.gangguan = () => undefined;
    d.csw.diminta.length = 0;
  });
  return d;
}
