// GET /api/walidata/panen/sumber/{id} – one source (credentials: user name only, never the password)
// PATCH /api/walidata/panen/sumber/{id} – change a source; kredensial: null removes the credentials
// DELETE /api/walidata/panen/sumber/{id} – delete a source and its runs (its records stay)
// The Admin's handlers: the service limits a Walidata to their own organisation (other organisations' items are 404).
export { GET, PATCH, DELETE } from "@/app/api/admin/panen/sumber/[id]/route";
