/**
 * The chatbot's knowledge base: every topic it can answer, in both languages. Replies are built from the
 * site's translations and core constants where they exist, so that the chat and the pages never disagree.
 */
import { careersEntries } from "./careers.ts";
import { companyEntries } from "./company.ts";
import { contactEntries } from "./contact.ts";
import { labEntries } from "./lab.ts";
import { legalEntries } from "./legal.ts";
import { servicesEntries } from "./services.ts";
import type { KnowledgeEntry } from "./types.ts";

export type { EntryText, KnowledgeEntry } from "./types.ts";

export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...servicesEntries,
  ...labEntries,
  ...careersEntries,
  ...contactEntries,
  ...companyEntries,
  ...legalEntries,
];
