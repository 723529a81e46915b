import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import {
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_SUGGESTION_STORAGE_KEY,
  detectLanguage,
  languageFromPath,
  switchLanguagePath,
} from "../../../core/language.ts";
import { Button, buttonVariants, CloseButton } from "~/components/ui/button";
import { loadPageTranslations, translatorFor } from "~/i18n";
import { readStorage, writeStorage } from "~/lib/storage";

/**
 * The language this browser read the site in before this page, read before the page stores its own (the
 * layout does so once hydrated).
 */
const storedBeforeThisPage = typeof window === "undefined" ? null : readStorage(LANGUAGE_STORAGE_KEY);

/**
 * On an English page, a visitor whose stored choice or browser language is French is offered the French page
 * (ADR 001): a small prompt in both languages, never a redirect, so crawlers and shared links keep the
 * language of their address. The answer is remembered; the prompt never asks again. It appears once the page
 * has hydrated, over the page (no layout shift), and loads the French strings it shows only then.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation();
  const english = languageFromPath(pathname) === "en-CA";
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    if (!english || readStorage(LANGUAGE_SUGGESTION_STORAGE_KEY) !== null) return;
    const preferred = detectLanguage({ stored: storedBeforeThisPage, browser: navigator.languages });
    if (preferred !== "fr-CA") return;
    let current = true;
    // The French page's strings: what the prompt shows, and what the page needs if the visitor accepts.
    void loadPageTranslations(switchLanguagePath({ pathname }, "fr-CA")).then(() => {
      if (current) setOffered(true);
    });
    return () => {
      current = false;
    };
  }, [english, pathname]);

  if (!english || !offered) return null;
  const en = translatorFor("en-CA");
  const fr = translatorFor("fr-CA");
  const answer = (value: "accepted" | "declined") => {
    writeStorage(LANGUAGE_SUGGESTION_STORAGE_KEY, value);
    setOffered(false);
  };
  return (
    <section
      aria-label={`${en("common.languageSuggestion.label")} · ${fr("common.languageSuggestion.label")}`}
      data-testid="language-suggestion"
      className="fixed inset-x-3 top-20 z-30 mx-auto max-w-sm rounded-2xl border border-line bg-surface p-4 pr-12 shadow-xl sm:right-6 sm:left-auto"
    >
      <p lang="fr-CA" className="font-semibold">
        {fr("common.languageSuggestion.text")}
      </p>
      <p lang="en-CA" className="text-sm text-muted">
        {en("common.languageSuggestion.text")}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={switchLanguagePath({ pathname, search, hash }, "fr-CA")}
          replace
          lang="fr-CA"
          onClick={() => answer("accepted")}
          className={buttonVariants()}
        >
          {fr("common.languageSuggestion.accept")}
        </Link>
        <Button type="button" variant="outline" onClick={() => answer("declined")}>
          {en("common.languageSuggestion.decline")}
        </Button>
      </div>
      <CloseButton
        label={`${en("common.languageSuggestion.decline")} · ${fr("common.languageSuggestion.decline")}`}
        className="absolute top-1 right-1"
        onClick={() => answer("declined")}
      />
    </section>
  );
}
