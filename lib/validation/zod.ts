import { z } from "zod";

// Every validation message the service sends is Indonesian; zod ships the "id" locale.
z.config(z.locales.id());

export { z };
