"""Drive /csw with OWSLib as QGIS MetaSearch, CKAN, GeoNetwork and Esri clients do; print the findings as JSON.

Usage: python3 klien.py <csw url>   (Debian: apt-get install -y python3-owslib)
"""
import json
import warnings
import sys

from owslib.csw import CatalogueServiceWeb
from owslib.fes import And, BBox, PropertyIsLike, SortBy, SortProperty
from owslib.ows import ExceptionReport

warnings.simplefilter("ignore", FutureWarning)

GMD = "http://www.isotc211.org/2005/gmd"
url = sys.argv[1]
hasil = {}

# Capabilities (GET, no version), as every client starts.
csw = CatalogueServiceWeb(url, timeout=10)
hasil["capabilities"] = {
    "judul": csw.identification.title,
    "versi": csw.version,
    "penyedia": csw.provider.name,
    "operasi": [op.name for op in csw.operations],
    "post": [m["url"] for m in csw.get_operation_by_name("GetRecords").methods if m["type"] == "Post"],
    "skema": csw.get_operation_by_name("GetRecords").parameters["outputSchema"]["values"],
    "bahasa_kendala": csw.get_operation_by_name("GetRecords").parameters["CONSTRAINTLANGUAGE"]["values"],
}

# QGIS MetaSearch: POST getrecords2, csw:Record full, AnyText LIKE and a lat/lon BBOX, pages of 10.
like = PropertyIsLike("csw:AnyText", "%an%", wildCard="%", singleChar="_", escapeChar="\\")
kotak = BBox([-11, 95, 6, 141], crs="urn:ogc:def:crs:EPSG::4326")
mulai, ids, halaman = 1, [], []
while True:
    csw.getrecords2(constraints=[And([like, kotak])], esn="full", maxrecords=10, startposition=mulai, typenames="csw:Record")
    halaman.append(dict(csw.results))
    ids += list(csw.records.keys())
    if csw.results["nextrecord"] == 0 or csw.results["returned"] == 0:
        break
    mulai = csw.results["nextrecord"]
rek = next(iter(csw.records.values())) if csw.records else None
hasil["qgis"] = {
    "cocok": halaman[0]["matches"],
    "ids": ids,
    "halaman": len(halaman),
    "contoh": rek and {"judul": rek.title, "tipe": rek.type, "bbox": [rek.bbox.minx, rek.bbox.miny, rek.bbox.maxx, rek.bbox.maxy] if rek.bbox else None,
                       "referensi": [r.get("scheme") for r in rek.references]},
}

# QGIS then shows one record in ISO: GetRecordById in gmd, parsed by owslib.iso.
csw.getrecordbyid([ids[0]], outputschema=GMD)
iso = csw.records[ids[0]]
hasil["qgis_iso"] = {"id": iso.identifier, "judul": iso.identification[0].title if isinstance(iso.identification, list) else iso.identification.title}

# CKAN (ckanext-spatial): gmd brief pages of 10 sorted by identifier until numberOfRecordsMatched, then each by id in gmd full.
urut = SortBy([SortProperty("dc:identifier", "ASC")])
mulai, semua_id, cocok = 1, [], None
while True:
    csw.getrecords2(typenames="gmd:MD_Metadata", outputschema=GMD, esn="brief", maxrecords=10, startposition=mulai, sortby=urut)
    cocok = csw.results["matches"]
    semua_id += list(csw.records.keys())
    if csw.results["nextrecord"] == 0:
        break
    mulai = csw.results["nextrecord"]
penuh = []
for i in semua_id[:5]:
    csw.getrecordbyid([i], outputschema=GMD, esn="full")
    penuh.append(csw.records[i].identifier)
hasil["ckan"] = {"cocok": cocok, "ids": semua_id, "penuh": penuh}

# CKAN with CQL.
csw.getrecords2(cql="dc:title LIKE '%Jalan%'", typenames="csw:Record", esn="brief", maxrecords=50, resulttype="hits")
hasil["cql_hits"] = csw.results["matches"]

# GeoNetwork: csw:Record summary, pages of 20, AnyText LIKE and a BBOX without srsName (lon/lat).
csw.getrecords2(constraints=[And([PropertyIsLike("AnyText", "%an%"), BBox([95, -11, 141, 6])])], esn="summary", maxrecords=20)
hasil["geonetwork"] = {"cocok": csw.results["matches"], "modified": [r.modified for r in csw.records.values()][:3]}

# Esri Geoportal: other wildcard characters on apiso:AnyText.
csw.getrecords2(constraints=[PropertyIsLike("apiso:AnyText", "*an*", wildCard="*", singleChar="#", escapeChar="!")], esn="brief", maxrecords=1)
hasil["esri"] = csw.results["matches"]

# An exception report reaches the client as ExceptionReport with its code.
try:
    csw.getrecords2(outputschema="http://example.org/tidak-ada", maxrecords=1)
    hasil["pengecualian"] = None
except ExceptionReport as e:
    hasil["pengecualian"] = {"kode": e.code, "locator": e.locator}

print(json.dumps(hasil))
