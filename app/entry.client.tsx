import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageTranslations } from "./i18n";
import { readPageMessages } from "./page-messages";

// The first render must match the HTML: the page's strings come with it (prerendered pages), or are loaded.
readPageMessages(window.location.pathname);
await loadPageTranslations(window.location.pathname);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
