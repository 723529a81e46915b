import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { withPageCss } from "./hydration/page-css.server";
import { SITE_STYLESHEET_KEY } from "./lib/site-stylesheet";

/**
 * Renders a page whole, in the order it reads. Every page is prerendered at build time (and `npm run dev`
 * renders the same way), so nothing is gained by streaming: React would otherwise send a large Suspense
 * boundary (the contact form) after the rest of the page and reveal it with a script once the page had
 * painted, moving everything below it by a quarter of the phone's screen (CLS 0.25 in Lighthouse). The built
 * pages then keep only the CSS they use (ADR 011).
 */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { html, status } = await renderWhole(request, responseStatusCode, routerContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(import.meta.env.PROD ? await withPageCss(html, SITE_STYLESHEET_KEY) : html, {
    headers: responseHeaders,
    status,
  });
}

function renderWhole(
  request: Request,
  responseStatusCode: number,
  routerContext: EntryContext,
): Promise<{ html: string; status: number }> {
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
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), status }));
        body.on("error", reject);
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
