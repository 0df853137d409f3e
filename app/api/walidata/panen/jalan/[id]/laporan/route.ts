// GET /api/walidata/panen/jalan/{id}/laporan?format=json|csv – the run's report: counts and every rejected, retired or failed item
// The Admin's handlers: the service limits a Walidata to their own organisation (other organisations' items are 404).
export { GET } from "@/app/api/admin/panen/jalan/[id]/laporan/route";
