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
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite === "cross-site") return done(new ApiError(403, "crossSite"));
    const origin = request.headers.origin;
    // The browser vouches for its own site (same-origin, or a sibling such as www. for same-site).
    if (origin === undefined || fetchSite === "same-origin" || fetchSite === "same-site") return done();
    // Without Sec-Fetch-Site, the Origin must be this site: as configured, or as this request addressed it.
    const addressed = `${request.protocol}://${request.host}`;
    if (origin === siteOrigin || origin === addressed) return done();
    done(new ApiError(403, "crossSite"));
  };
}
