// GET /api/walidata/panen/sumber – harvest sources the caller manages, each with its last run, next run and health
// POST /api/walidata/panen/sumber – create a harvest source
// The Admin's handlers: the service limits a Walidata to their own organisation (other organisations' items are 404).
export { GET, POST } from "@/app/api/admin/panen/sumber/route";
