// GET /api/walidata/panen/sumber/{id}/jalan – runs of a source, newest first
// POST /api/walidata/panen/sumber/{id}/jalan – run now (queued; 409 when a run is already queued or running)
// The Admin's handlers: the service limits a Walidata to their own organisation (other organisations' items are 404).
export { GET, POST } from "@/app/api/admin/panen/sumber/[id]/jalan/route";
