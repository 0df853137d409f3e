/**
 * One production server process: Next's standalone server.js beside this file (bundled as pekerja.mjs by
 * scripts/server/standalone.ts and scripts/bangun-standalone.sh), with every response going out through the shim of
 * scripts/server/respons-hemat.ts. server.js creates its HTTP server with http.createServer; the shim is placed as
 * the first `request` listener of that server, so it is on the response before Next writes anything.
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pasangResponsHemat } from "./respons-hemat";

const buatServerAsli = http.createServer;
http.createServer = ((...args: Parameters<typeof http.createServer>) => {
  const server = buatServerAsli(...args);
  server.prependListener("request", pasangResponsHemat);
  return server;
}) as typeof http.createServer;

await import(pathToFileURL(path.join(import.meta.dirname, "server.js")).href);
