import type { NextConfig } from "next";
import { env } from "./lib/env";

// Fail at start, not on the first request, when the environment is wrong.
env();

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
};

export default nextConfig;
