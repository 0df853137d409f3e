import crypto from "node:crypto";
import type { Redis } from "ioredis";

/**
 * The two commands @upstash/ratelimit sends (its limiters are Lua scripts run by EVALSHA, falling back to EVAL
 * on NOSCRIPT), mapped from the @upstash/redis call shape `(script, keys[], args[])` onto ioredis. Analytics,
 * deny lists and multi-region limits, which need more commands, are not used.
 *
 * Its scripts start with `#!lua flags=allow-key-locking`, a flag Redis before 7.4 refuses ("Unexpected flag in
 * script shebang"); the line is dropped, which runs the script in classic EVAL mode on any Redis ≥ 6. The
 * library's EVALSHA uses the hash of its own text, so we remember which of our hashes stands for it.
 */
export type UpstashScriptClient = {
  evalsha: (sha: string, keys: string[], args: unknown[]) => Promise<unknown>;
  eval: (script: string, keys: string[], args: unknown[]) => Promise<unknown>;
};

const arg = (v: unknown): string | number => (typeof v === "number" ? v : v == null ? "" : String(v));
const sha1 = (s: string) => crypto.createHash("sha1").update(s).digest("hex");
const tanpaShebang = (s: string) => s.replace(/^\s*#![^\n]*\n/, "");

export function upstashDariIoredis(redis: Redis): UpstashScriptClient {
  /** Library's script hash → hash of the script as we load it. */
  const hashKami = new Map<string, string>();
  return {
    evalsha: async (sha, keys, args) => {
      const milikKami = hashKami.get(sha);
      // Unknown to us: make the library send the text (it retries with EVAL on this message).
      if (!milikKami) throw new Error("NOSCRIPT No matching script (not yet loaded by this client)");
      return redis.evalsha(milikKami, keys.length, ...keys, ...args.map(arg));
    },
    eval: async (script, keys, args) => {
      const teks = tanpaShebang(script);
      const hasil = await redis.eval(teks, keys.length, ...keys, ...args.map(arg));
      hashKami.set(sha1(script), sha1(teks));
      return hasil;
    },
  };
}
