"""Drive /ogcapi with OWSLib's OGC API - Records client as QGIS and pygeoapi/pycsw clients do; print findings as JSON.

Usage: python3 ogcapi.py <ogcapi root url> <parameters as JSON>   (Debian: apt-get install -y python3-owslib)
"""
import json
import sys
from urllib.parse import parse_qs, urlparse

from owslib.ogcapi.records import Records

url = sys.argv[1]
param = json.loads(sys.argv[2])
hasil = {}

r = Records(url, timeout=30)
hasil["kesesuaian"] = r.conformance()["conformsTo"]
hasil["koleksi_rekaman"] = r.records()
koleksi = r.collection("metadata")
hasil["koleksi"] = {"id": koleksi["id"], "itemType": koleksi["itemType"], "bbox": koleksi["extent"]["spatial"]["bbox"][0]}
hasil["queryables"] = sorted(r.collection_queryables("metadata")["properties"].keys())


def semua(**kwargs):
    """Every record of a search, following the next links (their parameters, as a client resubmits them)."""
    ids, halaman, cocok = [], 0, None
    while True:
        j = r.collection_items("metadata", **kwargs)
        cocok = j.get("numberMatched")
        ids += [f["id"] for f in j["features"]]
        halaman += 1
        nxt = next((l["href"] for l in j["links"] if l["rel"] == "next"), None)
        if not nxt or halaman > 500:
            break
        kwargs = {k: v[0] for k, v in parse_qs(urlparse(nxt).query).items()}
        if "bbox" in kwargs:  # collection_items joins a list itself
            kwargs["bbox"] = kwargs["bbox"].split(",")
    return {"ids": ids, "halaman": halaman, "cocok": cocok}


hasil["semua"] = semua(limit=50)
hasil["bbox"] = semua(bbox=param["kotak"], limit=20)
hasil["q"] = semua(q=param["kata"], limit=20)
hasil["datetime"] = semua(datetime=param["datetime"], limit=20)
hasil["filter"] = semua(filter=param["filter"], limit=20)
hasil["cql_json"] = r.collection_items("metadata", cql=param["cql_json"], limit=500)["numberMatched"]
satu = r.collection_item("metadata", hasil["semua"]["ids"][0])
hasil["satu"] = {"id": satu["id"], "judul": satu["properties"]["title"], "tautan": [l["rel"] for l in satu["links"]]}
try:
    r.collection_item("metadata", "00000000-0000-0000-0000-000000000000")
    hasil["tidak_ada"] = None
except RuntimeError as e:
    hasil["tidak_ada"] = json.loads(str(e))["status"]
print(json.dumps(hasil))
