import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const tersimpan = new Map<string, string>();

/**
 * The AUTH_SECRET of an installation that sets none (development and the demo; production requires one): 32
 * random bytes made once into `dir` (SIGNING_KEY_DIR, beside the development signing key, mode 600) and kept. Every
 * process of the installation reads the same one, so tokens of documents signed by one process (the seed) are
 * derived again by another (the server), and sessions survive a restart.
 */
export function rahasiaTersimpan(dir: string): string {
  const berkas = path.resolve(dir, "auth-secret");
  const ada = tersimpan.get(berkas);
  if (ada) return ada;
  if (!fs.existsSync(berkas)) {
    fs.mkdirSync(path.dirname(berkas), { recursive: true, mode: 0o700 });
    // `wx`: two processes starting together cannot both write; the loser reads the winner's key.
    try {
      fs.writeFileSync(berkas, `${crypto.randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  const rahasia = fs.readFileSync(berkas, "utf8").trim();
  tersimpan.set(berkas, rahasia);
  return rahasia;
}
