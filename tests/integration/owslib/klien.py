"""Drive /csw with OWSLib as QGIS MetaSearch, CKAN, GeoNetwork and Esri clients do; print the findings as JSON.

Usage: python3 klien.py <csw url> <parameters as JSON>   (Debian: apt-get install -y python3-owslib)
The parameters (boxes, dates) come from the test, which computes the expected answers from the database.
"""
import json
import warnings
import sys
from urllib.parse import urlencode
from urllib.request import urlopen

from owslib.csw import CatalogueServiceWeb, CswRecord
from owslib.etree import etree
from owslib.fes import (And, BBox, PropertyIsGreaterThanOrEqualTo, PropertyIsLessThan, PropertyIsLessThanOrEqualTo,
                        PropertyIsLike, SortBy, SortProperty)
from owslib.ows import ExceptionReport

warnings.simplefilter("ignore", FutureWarning)

GMD = "http://www.isotc211.org/2005/gmd"
CSW = "http://www.opengis.net/cat/csw/2.0.2"
url = sys.argv[1]
param = json.loads(sys.argv[2])
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

# QGIS MetaSearch: POST getrecords2, csw:Record full, AnyText LIKE with the typed word (no wildcard) and a lat/lon
# BBOX, pages of 10.
like = PropertyIsLike("csw:AnyText", param["kata_umum"], wildCard="%", singleChar="_", escapeChar="\\")
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

# MetaSearch exactly as its code sends a search: the words as typed, the map's box in lat/lon, the first 10, full.
hasil["metasearch"] = []
for cari in param["metasearch"]:
    minx, miny, maxx, maxy = cari["kotak"]
    csw.getrecords2(constraints=[[BBox([miny, minx, maxy, maxx], crs="urn:ogc:def:crs:EPSG::4326"), PropertyIsLike("csw:AnyText", cari["kata"])]],
                    esn="full", maxrecords=10)
    hasil["metasearch"].append({"cocok": csw.results["matches"], "ids": list(csw.records.keys()),
                                "judul": [r.title for r in csw.records.values()]})

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

# GeoNetwork harvester: KVP GetRecords with NAMESPACE, csw:Record summary, pages of 20, AnyText LIKE and a BBOX
# without srsName (lon/lat); it keeps each dct:modified, then fetches new records by id in gmd full.
minx, miny, maxx, maxy = param["kotak"]
filter_gn = ('<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml"><ogc:And>'
             '<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>AnyText</ogc:PropertyName>'
             f'<ogc:Literal>%{param["kata_umum"]}%</ogc:Literal></ogc:PropertyIsLike><ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName>'
             f'<gml:Envelope><gml:lowerCorner>{minx} {miny}</gml:lowerCorner><gml:upperCorner>{maxx} {maxy}</gml:upperCorner>'
             '</gml:Envelope></ogc:BBOX></ogc:And></ogc:Filter>')
mulai, gn_ids, gn_modified, gn_halaman = 1, [], {}, 0
while True:
    q = urlencode({"SERVICE": "CSW", "VERSION": "2.0.2", "REQUEST": "GetRecords",
                   "NAMESPACE": f"xmlns(csw={CSW}),xmlns(ows=http://www.opengis.net/ows)", "typeNames": "csw:Record",
                   "resultType": "results", "outputSchema": CSW, "elementSetName": "summary", "maxRecords": "20",
                   "startPosition": str(mulai), "constraintLanguage": "FILTER", "constraint_language_version": "1.1.0",
                   "constraint": filter_gn})
    with urlopen(f"{url}?{q}", timeout=10) as r:
        doc = etree.fromstring(r.read())
    sr = doc.find(f"{{{CSW}}}SearchResults")
    gn_halaman += 1
    for el in sr.findall(f"{{{CSW}}}SummaryRecord"):
        rek = CswRecord(el)
        gn_ids.append(rek.identifier)
        gn_modified[rek.identifier] = rek.modified
    if int(sr.get("nextRecord")) == 0:
        break
    mulai = int(sr.get("nextRecord"))
gn_iso = []
for i in gn_ids[:3]:
    csw.getrecordbyid([i], outputschema=GMD, esn="full")
    iso = csw.records[i]
    gn_iso.append({"id": iso.identifier, "datestamp": iso.datestamp,
                   "judul": iso.identification[0].title if isinstance(iso.identification, list) else iso.identification.title})
hasil["geonetwork"] = {"ids": gn_ids, "halaman": gn_halaman, "modified": gn_modified, "iso": gn_iso}


# Esri Geoportal / ArcGIS: its own wildcard characters on apiso:AnyText, Intersects/Within with a gml:Envelope
# (no srsName: lon/lat), temporal extent and modification date ranges; every match on one page of 500.
def esri(constraints=None, xml=None):
    if xml is not None:
        csw.getrecords2(xml=xml)  # parsed as the default summary element set, which the raw request asks for
    else:
        csw.getrecords2(constraints=constraints, typenames="csw:Record", esn="brief", maxrecords=500)
    return {"cocok": csw.results["matches"], "ids": list(csw.records.keys())}


def spasial(op, kotak):
    a, b, c, d = kotak
    return (f'<csw:GetRecords xmlns:csw="{CSW}" xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml" '
            'xmlns:apiso="http://www.opengis.net/cat/csw/apiso/1.0" service="CSW" version="2.0.2" resultType="results" '
            f'maxRecords="500" outputSchema="{CSW}"><csw:Query typeNames="csw:Record"><csw:ElementSetName>summary</csw:ElementSetName>'
            f'<csw:Constraint version="1.1.0"><ogc:Filter><ogc:{op}><ogc:PropertyName>apiso:BoundingBox</ogc:PropertyName>'
            f'<gml:Envelope><gml:lowerCorner>{a} {b}</gml:lowerCorner><gml:upperCorner>{c} {d}</gml:upperCorner></gml:Envelope>'
            f'</ogc:{op}></ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>')


def like_esri(pola):
    return [PropertyIsLike("apiso:AnyText", pola, wildCard="*", singleChar="#", escapeChar="!")]


awal, akhir = param["temporal"]
dari, sampai = param["diubah"]
hasil["esri"] = {
    "satu_huruf": esri(like_esri("*jal#n*")),
    "lolos": esri(like_esri("*jal!#n*")),
    "intersects": esri(xml=spasial("Intersects", param["kotak"])),
    "within": esri(xml=spasial("Within", param["dalam"])),
    "temporal": esri([And([PropertyIsGreaterThanOrEqualTo("apiso:TempExtent_begin", awal),
                           PropertyIsLessThanOrEqualTo("apiso:TempExtent_end", akhir)])]),
    "diubah": esri([And([PropertyIsGreaterThanOrEqualTo("apiso:Modified", dari), PropertyIsLessThan("apiso:Modified", sampai)])]),
}

# An exception report reaches the client as ExceptionReport with its code.
try:
    csw.getrecords2(outputschema="http://example.org/tidak-ada", maxrecords=1)
    hasil["pengecualian"] = None
except ExceptionReport as e:
    hasil["pengecualian"] = {"kode": e.code, "locator": e.locator}

print(json.dumps(hasil))
