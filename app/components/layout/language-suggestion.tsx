import { switchLanguagePath } from "../../../core/language.ts";
import { buttonVariants, Button, CloseButton } from "~/components/ui/button";
import { useLanguage, usePagePath } from "~/i18n";
import { translatorFor } from "../../../locales/index.ts";

/**
 * On an English page, a visitor whose stored choice or browser language is French is offered the French page
 * (ADR 001): a small prompt in both languages, never a redirect, so crawlers and shared links keep the
 * language of their address. Every English page carries it, hidden; the site script shows it to such a
 * visitor (app/scripts/site.ts), over the page (no layout shift), and remembers the answer: it never asks again.
 */
export function LanguageSuggestion() {
  const path = usePagePath();
  if (useLanguage() !== "en-CA") return null;
  const en = translatorFor("en-CA");
  const fr = translatorFor("fr-CA");
  return (
    <section
      hidden
      aria-label={`${en("common.languageSuggestion.label")} · ${fr("common.languageSuggestion.label")}`}
      data-testid="language-suggestion"
      data-language-suggestion=""
      className="fixed inset-x-3 top-20 z-30 mx-auto max-w-sm rounded-2xl border border-line bg-surface p-4 pr-12 shadow-xl sm:right-6 sm:left-auto"
    >
      <p lang="fr-CA" className="font-semibold">
        {fr("common.languageSuggestion.text")}
      </p>
      <p lang="en-CA" className="text-sm text-muted">
        {en("common.languageSuggestion.text")}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={switchLanguagePath({ pathname: path }, "fr-CA")}
          hrefLang="fr-CA"
          lang="fr-CA"
          data-language-switch="offer"
          data-suggestion-answer="accepted"
          className={buttonVariants()}
        >
          {fr("common.languageSuggestion.accept")}
        </a>
        <Button type="button" variant="outline" data-suggestion-answer="declined">
          {en("common.languageSuggestion.decline")}
        </Button>
      </div>
      <CloseButton
        label={`${en("common.languageSuggestion.decline")} · ${fr("common.languageSuggestion.decline")}`}
        className="absolute top-1 right-1"
        data-suggestion-answer="declined"
      />
    </section>
  );
}
