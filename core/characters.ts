/** Characters no person types into a form, shared by the form and chat schemas (browser and server). */

/**
 * Control characters other than tab and line breaks are never typed, and PostgreSQL cannot store NUL. Lone
 * surrogates are not text either, and U+FFFD is what bytes that were not UTF-8 became on the way in.
 */
export const UNUSABLE_TEXT_CHARACTERS = /(?![\t\n\r])[\p{Cc}\p{Cs}\uFFFD]/u;

/**
 * A name shows in the team's inbox and in greetings: besides controls, no invisible formatting characters
 * (bidi overrides that reorder what follows, zero-width spaces and joiners, soft hyphens) or line separators.
 */
export const INVISIBLE_NAME_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\uFFFD]/u;
