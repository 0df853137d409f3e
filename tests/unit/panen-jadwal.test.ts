import { describe, expect, it } from "vitest";
import { jadwalBerikutnya, labelJadwal } from "@/lib/panen/jadwal";
import { dukungInkremental, kendalaCql, perluPenuh } from "@/lib/panen/kendala";
import { daftarJaringan } from "@/lib/panen/jaringan";
import { tautanXml } from "@/lib/panen/waf";
import { laporanCsv } from "@/lib/panen/jalan";

const t = (s: string) => new Date(s);

describe("jadwal panen (WIB, UTC+7 tanpa musim panas)", () => {
  it("manual tidak pernah terjadwal", () => {
    expect(jadwalBerikutnya({ jenis: "manual" }, t("2026-03-01T00:00:00Z"))).toBeNull();
  });

  it("setiap N jam dihitung dari saat terakhir", () => {
    expect(jadwalBerikutnya({ jenis: "jam", setiap: 6 }, t("2026-03-01T22:30:00Z"))).toEqual(t("2026-03-02T04:30:00Z"));
  });

  it("harian pada HH:MM WIB: hari yang sama bila belum lewat, besok bila sudah atau tepat", () => {
    // 2026-03-01 08:00 WIB = 01:00 UTC; 09:30 WIB today is 02:30 UTC
    expect(jadwalBerikutnya({ jenis: "harian", pukul: "09:30" }, t("2026-03-01T01:00:00Z"))).toEqual(t("2026-03-01T02:30:00Z"));
    expect(jadwalBerikutnya({ jenis: "harian", pukul: "09:30" }, t("2026-03-01T02:30:00Z"))).toEqual(t("2026-03-02T02:30:00Z"));
    // 02:00 WIB is 19:00 UTC of the previous UTC day; at 18:00 UTC (01:00 WIB) it is still ahead
    expect(jadwalBerikutnya({ jenis: "harian", pukul: "02:00" }, t("2026-03-01T18:00:00Z"))).toEqual(t("2026-03-01T19:00:00Z"));
    // 23:59 WIB on 2026-03-01 (16:59 UTC) → 00:00 WIB next day is 17:00 UTC
    expect(jadwalBerikutnya({ jenis: "harian", pukul: "00:00" }, t("2026-03-01T16:59:00Z"))).toEqual(t("2026-03-01T17:00:00Z"));
  });

  it("tidak ada musim panas: hari-hari pergantian DST Eropa dan Amerika tetap 24 jam", () => {
    for (const hari of ["2026-03-08", "2026-03-29", "2026-10-25", "2026-11-01"]) {
      const a = jadwalBerikutnya({ jenis: "harian", pukul: "03:15" }, t(`${hari}T00:00:00Z`))!;
      const b = jadwalBerikutnya({ jenis: "harian", pukul: "03:15" }, a)!;
      expect(b.getTime() - a.getTime()).toBe(86_400_000);
      expect(a.getUTCHours() * 60 + a.getUTCMinutes()).toBe(20 * 60 + 15);
    }
  });

  it("label", () => {
    expect(labelJadwal({ jenis: "harian", pukul: "02:00" })).toBe("setiap hari pukul 02:00 WIB");
    expect(labelJadwal({ jenis: "jam", setiap: 12 })).toBe("setiap 12 jam");
  });
});

describe("kendala per jenis sumber", () => {
  const sejak = t("2026-03-01T00:00:00.000Z");
  it("tanggal ubah: nama queryable tiap jenis; Esri dan WAF tanpa inkremental", () => {
    expect(kendalaCql("csw-geonetwork", {}, sejak)).toEqual({ cql: "Modified >= '2026-03-01T00:00:00.000Z'" });
    expect(kendalaCql("csw-geoserver", {}, sejak)?.cql).toBe("Modified >= '2026-03-01T00:00:00.000Z'");
    expect(kendalaCql("csw-pycsw", {}, sejak)).toMatchObject({ cql: "apiso:Modified >= '2026-03-01T00:00:00.000Z'", namespace: expect.stringContaining("xmlns(apiso=http://www.opengis.net/cat/csw/apiso/1.0)") });
    expect(kendalaCql("csw-geokatalog", {}, sejak)?.cql).toBe("apiso:Modified >= '2026-03-01T00:00:00.000Z'");
    expect(kendalaCql("csw-esri", {}, sejak)).toBeUndefined();
    expect(kendalaCql("waf", { kataKunci: ["x"] }, sejak)).toBeUndefined();
    expect([dukungInkremental("csw-esri"), dukungInkremental("waf"), dukungInkremental("csw-pycsw")]).toEqual([false, false, true]);
  });

  it("batasan sumber: CQL apa adanya, kata kunci di-OR, kotak, tanda kutip digandakan", () => {
    expect(kendalaCql("csw-pycsw", { cql: "dc:type = 'dataset'", kataKunci: ["air", "O'Hara"], bbox: [95, -11, 141, 6] }, sejak)?.cql).toBe(
      "(dc:type = 'dataset') AND (csw:AnyText LIKE '%air%' OR csw:AnyText LIKE '%O''Hara%') AND BBOX(ows:BoundingBox, 95, -11, 141, 6) AND apiso:Modified >= '2026-03-01T00:00:00.000Z'",
    );
    expect(kendalaCql("csw-geonetwork", {})).toBeUndefined();
  });

  it("jalan penuh: sebelum sukses pertama, setelah seminggu, dan selalu untuk jenis tanpa inkremental", () => {
    const kini = t("2026-03-10T00:00:00Z");
    expect(perluPenuh({ jenis: "csw-pycsw", suksesTerakhirAt: null, penuhTerakhirAt: null }, kini)).toBe(true);
    expect(perluPenuh({ jenis: "csw-pycsw", suksesTerakhirAt: t("2026-03-09T00:00:00Z"), penuhTerakhirAt: t("2026-03-05T00:00:00Z") }, kini)).toBe(false);
    expect(perluPenuh({ jenis: "csw-pycsw", suksesTerakhirAt: t("2026-03-09T00:00:00Z"), penuhTerakhirAt: t("2026-03-03T00:00:00Z") }, kini)).toBe(true);
    expect(perluPenuh({ jenis: "csw-esri", suksesTerakhirAt: t("2026-03-09T00:00:00Z"), penuhTerakhirAt: t("2026-03-09T00:00:00Z") }, kini)).toBe(true);
  });
});

describe("daftar WAF", () => {
  it("hanya tautan .xml di dalam folder, tanpa duplikat, terurut", () => {
    const html = `<a href="b.xml">b</a><a href='a.XML'>a</a><a href="sub/c.xml">c</a><a href="../luar.xml">x</a>
      <a href="http://lain.example/d.xml">d</a><a href="b.xml#x">b lagi</a><a href="catatan.txt">t</a><a href=/waf/e.xml>e</a>`;
    expect(tautanXml(html, "http://simpul.example/waf")).toEqual([
      "http://simpul.example/waf/a.XML",
      "http://simpul.example/waf/b.xml",
      "http://simpul.example/waf/e.xml",
      "http://simpul.example/waf/sub/c.xml",
    ]);
  });
});

describe("HARVEST_ALLOWED_NETWORKS", () => {
  it("rentang CIDR IPv4 dan IPv6; yang bukan CIDR ditolak", () => {
    const d = daftarJaringan("10.20.0.0/16, fd00:1::/32");
    expect(d.check("10.20.3.4", "ipv4")).toBe(true);
    expect(d.check("10.21.0.1", "ipv4")).toBe(false);
    expect(d.check("fd00:1::5", "ipv6")).toBe(true);
    expect(() => daftarJaringan("10.0.0.0/33")).toThrow(/bukan rentang CIDR/);
  });
});

describe("laporan CSV", () => {
  it("sel yang akan dijalankan spreadsheet sebagai rumus diberi ' dan dikutip", () => {
    const csv = laporanCsv({ jalan: {} as never, butir: [{ jenis: "ditolak", pengenal: "=HYPERLINK(1)", metadataId: null, alasan: ["a, b", 'kutip "x"'], waktu: "2026-03-01T00:00:00.000Z" }] });
    expect(csv.split("\r\n")[1]).toBe(`ditolak,"'=HYPERLINK(1)",,"a, b | kutip ""x""",2026-03-01T00:00:00.000Z`);
  });
});
