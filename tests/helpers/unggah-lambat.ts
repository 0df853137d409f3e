import http from "node:http";

/**
 * A POST /csw (to `url`, the endpoint itself) whose XML body arrives in two parts: the first 100 bytes at once, the
 * rest only when `kirimSisa()` is called (or never). A request held in flight, for shutdown and drain tests.
 */
export function unggahLambat(url: string) {
  const badan = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<csw:GetRecords xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" service="CSW" version="2.0.2" resultType="results" maxRecords="10">
  <csw:Query typeNames="csw:Record"><csw:ElementSetName>brief</csw:ElementSetName></csw:Query>
</csw:GetRecords>`);
  const req = http.request(url, { method: "POST", agent: false, headers: { "content-type": "application/xml", "content-length": badan.length } });
  const selesai = new Promise<{ status: number; teks: string; utuh: boolean }>((ok) => {
    req.on("response", (res) => {
      let teks = "";
      res.on("data", (b: Buffer) => (teks += b.toString()));
      res.on("end", () => ok({ status: res.statusCode ?? 0, teks, utuh: true }));
      res.on("aborted", () => ok({ status: res.statusCode ?? 0, teks, utuh: false }));
    });
    req.on("error", () => ok({ status: 0, teks: "", utuh: false }));
  });
  req.write(badan.subarray(0, 100));
  return { req, kirimSisa: () => void req.end(badan.subarray(100)), selesai };
}
