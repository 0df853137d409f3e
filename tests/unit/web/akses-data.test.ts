import { describe, expect, it } from "vitest";
import { alamatLayanan, daftarAkses, jenisSumber, klasifikasiSumber, lapisanPratinjau } from "@/lib/web/akses-data";

describe("jenisSumber", () => {
  it("takes the kind from a service protocol", () => {
    expect(jenisSumber({ protokol: "OGC:WMS", url: "https://peta.example/wms" })).toBe("wms");
    expect(jenisSumber({ protokol: "OGC:WFS", url: "https://peta.example/ows" })).toBe("wfs");
    expect(jenisSumber({ protokol: "OGC:WCS", url: "https://peta.example/ows" })).toBe("wcs");
    expect(jenisSumber({ protokol: "ESRI:ArcGIS:FeatureServer", url: "https://peta.example/x" })).toBe("arcgis");
    expect(jenisSumber({ protokol: "OGC:OGC-API-Features-items", url: "https://peta.example/collections/a/items" })).toBe("ogcapi");
  });

  it("reads service=WMS from the URL of a link or download, in any case", () => {
    expect(jenisSumber({ protokol: "WWW:LINK-1.0-http--link", url: "https://peta.example/geoserver/ows?Service=wms&request=GetCapabilities" })).toBe("wms");
    expect(jenisSumber({ protokol: "WWW:DOWNLOAD-1.0-http--download", url: "https://peta.example/ows?SERVICE=WFS" })).toBe("wfs");
    // A specific protocol is not overruled by the URL.
    expect(jenisSumber({ protokol: "OGC:WFS", url: "https://peta.example/ows?service=WMS" })).toBe("wfs");
  });

  it("recognises ArcGIS REST endpoints by path, and downloads by protocol or function", () => {
    expect(jenisSumber({ protokol: "WWW:LINK-1.0-http--link", url: "https://gis.example/arcgis/rest/services/Batas/MapServer" })).toBe("arcgis");
    expect(jenisSumber({ protokol: "FILE:GEO", url: "https://data.example/a.zip" })).toBe("unduh");
    expect(jenisSumber({ protokol: "WWW:LINK-1.0-http--link", url: "https://data.example/a.zip", fungsi: "download" })).toBe("unduh");
    expect(jenisSumber({ protokol: "WWW:LINK-1.0-http--link", url: "https://data.example/tentang" })).toBe("tautan");
  });
});

describe("alamatLayanan", () => {
  it("drops the OGC request parameters and keeps vendor ones", () => {
    expect(alamatLayanan("https://peta.example/cgi-bin/mapserv?map=/data/a.map&SERVICE=WMS&REQUEST=GetMap&LAYERS=x&bbox=1,2,3,4#peta")).toBe(
      "https://peta.example/cgi-bin/mapserv?map=%2Fdata%2Fa.map",
    );
    expect(alamatLayanan("https://peta.example/geoserver/ows?service=WMS")).toBe("https://peta.example/geoserver/ows");
  });
});

describe("klasifikasiSumber", () => {
  it("gives an https WMS with a layer name a map preview, a legend, QGIS and capabilities", () => {
    const a = klasifikasiSumber({ protokol: "OGC:WMS", url: "https://geoservice.big.example/geoserver/ows?service=WMS", nama: "batas_desa_32_2024" });
    expect(a.jenis).toBe("wms");
    expect(a.layanan).toBe("https://geoservice.big.example/geoserver/ows");
    expect(a.buka).toBe("https://geoservice.big.example/geoserver/ows?SERVICE=WMS&REQUEST=GetCapabilities");
    expect(a.pratinjau).toEqual({
      url: "https://geoservice.big.example/geoserver/ows",
      lapisan: "batas_desa_32_2024",
      judul: "batas_desa_32_2024",
      legenda: "https://geoservice.big.example/geoserver/ows?SERVICE=WMS&VERSION=1.1.1&REQUEST=GetLegendGraphic&FORMAT=image%2Fpng&LAYER=batas_desa_32_2024",
    });
    expect(a.tanpaPratinjau).toBeUndefined();
  });

  it("takes the layer from LAYERS= in the URL before the name", () => {
    const a = klasifikasiSumber({ protokol: "WWW:LINK-1.0-http--link", url: "https://peta.example/wms?service=WMS&request=GetMap&LAYERS=ws:jalan", nama: "Peta jalan" });
    expect(a.pratinjau?.lapisan).toBe("ws:jalan");
    expect(a.pratinjau?.judul).toBe("Peta jalan");
  });

  it("keeps an http WMS or one without a layer off the map, saying why", () => {
    const http = klasifikasiSumber({ protokol: "OGC:WMS", url: "http://peta.example/wms", nama: "jalan" });
    expect(http.pratinjau).toBeUndefined();
    expect(http.tanpaPratinjau).toMatch(/http/);
    expect(http.layanan).toBe("http://peta.example/wms");
    const tanpaNama = klasifikasiSumber({ protokol: "OGC:WMS", url: "https://peta.example/wms" });
    expect(tanpaNama.pratinjau).toBeUndefined();
    expect(tanpaNama.tanpaPratinjau).toMatch(/lapisan/);
  });

  it("offers QGIS and capabilities for WFS/WCS, the endpoint for ArcGIS, a download for files", () => {
    expect(klasifikasiSumber({ protokol: "OGC:WFS", url: "https://p.example/ows?service=WFS" })).toMatchObject({
      layanan: "https://p.example/ows",
      buka: "https://p.example/ows?SERVICE=WFS&REQUEST=GetCapabilities",
    });
    expect(klasifikasiSumber({ protokol: "OGC:WCS", url: "https://p.example/ows" }).buka).toBe("https://p.example/ows?SERVICE=WCS&REQUEST=GetCapabilities");
    const arc = "https://gis.example/arcgis/rest/services/Batas/FeatureServer";
    expect(klasifikasiSumber({ protokol: "ESRI:ArcGIS:FeatureServer", url: arc })).toMatchObject({ jenis: "arcgis", layanan: arc, buka: arc });
    const berkas = klasifikasiSumber({ protokol: "WWW:DOWNLOAD-1.0-http--download", url: "https://d.example/a.zip", nama: "a.zip" });
    expect(berkas).toMatchObject({ jenis: "unduh", unduh: "https://d.example/a.zip", nama: "a.zip" });
    expect(berkas.layanan).toBeUndefined();
  });

  it("gives unsafe URLs no action", () => {
    const a = klasifikasiSumber({ protokol: "WWW:LINK-1.0-http--link", url: "javascript:alert(1)", nama: "x" });
    expect([a.unduh, a.tautan, a.buka, a.layanan]).toEqual([undefined, undefined, undefined, undefined]);
    expect(klasifikasiSumber({ protokol: "OGC:WMS", url: "javascript:alert(1)//?service=WMS", nama: "x" }).pratinjau).toBeUndefined();
  });
});

describe("daftarAkses and lapisanPratinjau", () => {
  const sumber = [
    { protokol: "WWW:LINK-1.0-http--link", url: "https://d.example/tentang" },
    { protokol: "OGC:WFS", url: "https://p.example/ows?service=WFS" },
    { protokol: "WWW:DOWNLOAD-1.0-http--download", url: "https://d.example/a.zip" },
    { protokol: "OGC:WMS", url: "https://p.example/ows?service=WMS", nama: "a" },
    { protokol: "OGC:WMS", url: "http://q.example/wms", nama: "b" },
  ];

  it("orders map previews, downloads, services, links", () => {
    expect(daftarAkses(sumber).map((a) => a.jenis)).toEqual(["wms", "wms", "unduh", "wfs", "tautan"]);
  });

  it("lists only the layers the map can draw", () => {
    expect(lapisanPratinjau(sumber).map((l) => l.lapisan)).toEqual(["a"]);
  });
});
