import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Renders a page whole, in the order it reads. Every page is prerendered at build time (and `npm run dev`
 * renders the same way), so nothing is gained by streaming: React would otherwise send a large Suspense
 * boundary (the contact form) after the rest of the page and reveal it with a script once the page had
 * painted, moving everything below it by a quarter of the phone's screen (CLS 0.25 in Lighthouse).
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Set before rendering starts, so that no callback can run ahead of it.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // No boundary is ever written apart from its place in the page (the default outlines any boundary
      // past 12.8 KB of the document).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        // An error in the shell rejects, and React Router logs it.
        if (shellRendered) console.error(error);
      },
    });
  });
}
