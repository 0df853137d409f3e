// GET /api/walidata/panen/jalan/{id} – a run's state and progress (counts, position, total, rate, time left)
// The Admin's handlers: the service limits a Walidata to their own organisation (other organisations' items are 404).
export { GET } from "@/app/api/admin/panen/jalan/[id]/route";
