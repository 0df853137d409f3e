/**
 * One production server process: Next's standalone server.js beside this file (bundled as pekerja.mjs by
 * scripts/server/standalone.ts and scripts/bangun-standalone.sh), with every response going out through the shim of
 * scripts/server/respons-hemat.ts. server.js creates its HTTP server with http.createServer; the shim is placed as
 * the first `request` listener of that server, so it is on the response before Next writes anything. Next's own
 * listener is wrapped so that routes registered for it (scripts/server/jalur-langsung.ts) skip Next's router.
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bungkusPendengar } from "./jalur-langsung";
import { pasangResponsHemat } from "./respons-hemat";

const buatServerAsli = http.createServer;
http.createServer = ((...args: Parameters<typeof http.createServer>) => {
  const i = args.findIndex((a) => typeof a === "function");
  if (i >= 0) args[i] = bungkusPendengar(args[i] as http.RequestListener);
  const server = buatServerAsli(...args);
  server.prependListener("request", pasangResponsHemat);
  return server;
}) as typeof http.createServer;

await import(pathToFileURL(path.join(import.meta.dirname, "server.js")).href);
