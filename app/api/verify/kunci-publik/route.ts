import { withPublic } from "@/lib/http";
import { daftarKunciPublik } from "@/lib/quality";

export const dynamic = "force-dynamic";

// GET /api/verify/kunci-publik – the public keys that check document signatures offline
export const GET = withPublic(async () =>
  Response.json(
    {
      kunci: daftarKunciPublik(),
      cara:
        "signedPayload (JSON kanonik: kunci diurutkan, tanpa spasi, UTF-8) ditandatangani dengan kunci `kid`: Ed25519, atau ECDSA P-256/SHA-256 dalam bentuk r||s (IEEE P1363). Tanda tangan dikodekan base64.",
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  ),
);
