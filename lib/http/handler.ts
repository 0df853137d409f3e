import type { NextRequest, NextResponse } from "next/server";
import { handleApiError } from "./respond";

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export type PublicHandlerArgs<P> = {
  req: NextRequest;
  params: P;
  searchParams: URLSearchParams;
};

/**
 * Wrap a public route handler: awaits `params`, and turns every thrown error into the spec's `{error}` body.
 */
export function withPublic<P extends Record<string, string> = Record<string, string>>(
  handler: (args: PublicHandlerArgs<P>) => Promise<Response | NextResponse>,
) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const params = ((await context?.params) ?? {}) as P;
      return await handler({ req, params, searchParams: req.nextUrl.searchParams });
    } catch (err) {
      return handleApiError(err);
    }
  };
}
