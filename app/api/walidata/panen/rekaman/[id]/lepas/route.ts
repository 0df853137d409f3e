// POST /api/walidata/panen/rekaman/{id}/lepas – detach a harvested record: editable, never overwritten by a later run
// The Admin's handlers: the service limits a Walidata to their own organisation (other organisations' items are 404).
export { POST } from "@/app/api/admin/panen/rekaman/[id]/lepas/route";
