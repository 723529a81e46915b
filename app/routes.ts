import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import { LANGUAGES, localizedPath, shortLanguage } from "../core/language.ts";
import { SCREENS } from "../core/routes.ts";

/** Every screen of the route table, once per language (`/about` and `/fr/about`), inside the site layout. */
export default [
  layout("components/layout/site-layout.tsx", [
    ...LANGUAGES.flatMap((language) =>
      SCREENS.map((screen) =>
        route(localizedPath(screen.path, language), `routes/${screen.key}.tsx`, {
          id: `${shortLanguage(language)}-${screen.key}`,
        }),
      ),
    ),
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
