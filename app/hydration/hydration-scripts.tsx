import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from "react-router";
import bootScript from "./boot.ts?inline-script";
import { HYDRATION_PLAN_ID, type HydrationPlan } from "./early-actions";

/**
 * React Router's `<Scripts>` without anything fetched before the first paint (ADR 011). It writes the same
 * hand-off React Router's client entry reads (the router context and its data stream), but where `<Scripts>`
 * lists every module as a high-priority `modulepreload` and imports them at once, this writes the list as
 * data (a `HydrationPlan`) that the boot script imports once the page has painted or the visitor reaches
 * for it.
 *
 * It follows `<Scripts>` of react-router 8.5 (components.js): if an upgrade changes that contract, the
 * browser tests, which wait for hydration on every page, fail.
 */
export function HydrationScripts() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  if (!framework) throw new Error("HydrationScripts renders inside React Router's framework mode only.");
  const { manifest, serverHandoffString, renderMeta, isSpaMode, routeDiscovery, ssr } = framework;
  if (routeDiscovery.mode === "lazy" && ssr) throw new Error("HydrationScripts does not support lazy route discovery.");
  if (manifest.sri) throw new Error("HydrationScripts does not write subresource integrity.");
  // React Router writes its data stream (the <script>s after the app) only for a document that has its scripts,
  // which its `<Scripts>` records in this very object.
  // eslint-disable-next-line react-hooks/immutability -- React Router's own contract, as `<Scripts>` does it
  if (renderMeta) renderMeta.didRenderScripts = true;

  const routes = (isSpaMode ? matches.slice(0, 1) : matches).map(({ id }) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in React Router's manifest.`);
    const modules = [
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
      route.module,
    ].filter((module): module is string => module !== undefined);
    return { id, modules, imports: route.imports ?? [] };
  });
  const plan: HydrationPlan = {
    // The development server's hot-reload runtime must run before any route module.
    modules: [
      ...new Set([
        ...(manifest.hmr ? [manifest.hmr.runtime] : []),
        ...manifest.entry.imports,
        ...routes.flatMap(({ imports }) => imports),
        ...routes.flatMap(({ modules }) => modules),
        manifest.url,
      ]),
    ],
    routes: routes.map(({ id, modules }) => [id, ...modules]),
    entry: manifest.entry.module,
  };

  // Prerendering writes the hand-off; in the browser these elements are hydrated as they are. The route
  // modules are filled in by the boot script when it has imported them.
  const context = import.meta.env.SSR
    ? `window.__reactRouterContext = ${serverHandoffString ?? "{}"};window.__reactRouterRouteModules = {};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
    : " ";
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
      <script
        id={HYDRATION_PLAN_ID}
        type="application/json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: JSON.stringify(plan).replace(/</g, "\\u003c") }}
      />
    </>
  );
}

/**
 * The boot script (boot.ts), in the head so that it hears the visitor's first tap. Only prerendering writes
 * its text: hydration leaves the element as it is, and the browser's bundle does not carry it a second time.
 */
export function HydrationBoot() {
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? bootScript : "" }} />
  );
}
