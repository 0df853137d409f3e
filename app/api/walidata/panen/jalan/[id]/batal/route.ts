// POST /api/walidata/panen/jalan/{id}/batal – cancel a run (a running one stops within seconds, keeping its pages)
// The Admin's handlers: the service limits a Walidata to their own organisation (other organisations' items are 404).
export { POST } from "@/app/api/admin/panen/jalan/[id]/batal/route";
