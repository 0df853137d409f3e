// POST /api/walidata/panen/tes-koneksi – "Tes koneksi": GetCapabilities + hits (CSW) or the listing (WAF), from the form or a saved source
// The Admin's handlers: the service limits a Walidata to their own organisation (other organisations' items are 404).
export { POST } from "@/app/api/admin/panen/tes-koneksi/route";
