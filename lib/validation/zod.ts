import { z } from "zod";

// Every validation message the service sends is Indonesian; zod ships the "id" locale.
z.config(z.locales.id());
// A missing required field reads as "diharapkan string, diterima undefined" in the locale: say what a person means.
z.config({
  customError: (iss) => (iss.code === "invalid_type" && iss.input === undefined ? "Wajib diisi." : undefined),
});

export { z };
