import type { NextConfig } from "next";
import { env } from "./lib/env";

// Fail at start, not on the first request, when the environment is wrong.
env();

const nextConfig: NextConfig = {
  output: "standalone",
  // Benchmarks build and serve from their own directory so they never race a developer's `next build`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
};

export default nextConfig;
