/**
 * Cross-site posts are refused: a page elsewhere must not make a visitor's browser submit our forms (spam
 * in their name, a flood of confirmation emails). The browser says where a request comes from:
 * `Sec-Fetch-Site` in every current browser, `Origin` on every POST. Clients that send neither (curl, other
 * servers) are not browsers acting for someone, and go on to the usual checks.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { ApiError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function refuseCrossSitePosts(publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin;
  const isCrossSite = (request: FastifyRequest): boolean => {
    if (SAFE_METHODS.has(request.method)) return false;
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site") return true;
    const origin = request.headers.origin;
    // The browser vouches for its own site (same-origin, or a sibling such as www. for same-site).
    if (origin === undefined || fetchSite === "same-origin" || fetchSite === "same-site") return false;
    // Without Sec-Fetch-Site, the Origin must be this site: as configured, or as this request addressed it.
    const addressed = `${request.protocol}://${request.host}`;
    return origin !== siteOrigin && origin !== addressed;
  };
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (isCrossSite(request)) done(new ApiError(403, "crossSite"));
    else done();
  };
}
