/**
 * Inline after the application form, so it runs while the page is being read: `?job=ai-engineer` (the Apply
 * links of the careers page) chooses that position in the form, and its question shows (CSS), before the
 * visitor does anything and before the form's code has arrived. An unknown value chooses nothing.
 */
(() => {
  const job = new URLSearchParams(location.search).get("job");
  const select = document.querySelector<HTMLSelectElement>("select[data-position]");
  if (job && select && [...select.options].some((option) => option.value === job)) select.value = job;
})();
