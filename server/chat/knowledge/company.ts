/** Who the studio is: the company, its leaders, its inclusive-design commitments, and this assistant. */
import { ESCALATION_PHRASES } from "../../../core/chat.ts";
import { COMPANY, LEADERSHIP } from "../../../core/company.ts";
import type { Language } from "../../../core/language.ts";
import { COUNTERS } from "../../../core/motion.ts";
import { MESSAGES } from "../../../locales/index.ts";
import { formatList, sitePath } from "./format.ts";
import { defineEntry, pick, type KnowledgeEntry } from "./types.ts";

/** The target of a home-page counter (30+ years, 300+ projects, 100+ clients). */
function counter(key: (typeof COUNTERS)[number]["key"]): number {
  return COUNTERS.find((item) => item.key === key)?.target ?? 0;
}

function leaders(language: Language): string {
  const members = MESSAGES[language].about.team.members;
  return formatList(
    LEADERSHIP.map((leader) => `${leader.name} (${members[leader.id].role})`),
    language,
  );
}

export const companyEntries: KnowledgeEntry[] = [
  defineEntry("about", {
    context: (m) => [
      ...pick(m.about.hero, "title", "titleHighlight", "subtitle"),
      ...Object.values(m.about.pillars).flatMap((pillar) => [pillar.title, pillar.text]),
      ...pick(m.home.stats, "title", "subtitle"),
      ...Object.values(m.home.stats.counters),
      m.home.metaDescription,
    ],
    "fr-CA": () => ({
      title: "À propos de nous",
      answer: `${COMPANY.name} est un studio de conseil en IA et de création numérique établi à Ottawa, qui crée des expériences inclusives et bilingues pour la culture, l’éducation et les espaces publics. Notre équipe fondatrice cumule plus de ${counter("years")} ans d’expérience, avec plus de ${counter("projects")} projets réalisés pour plus de ${counter("clients")} clients.`,
    }),
    "en-CA": () => ({
      title: "About us",
      answer: `${COMPANY.name} is an AI consulting and creative digital studio in Ottawa that builds inclusive, bilingual experiences for culture, education and public spaces. Our founders bring over ${counter("years")} years of combined experience, with over ${counter("projects")} projects delivered for more than ${counter("clients")} clients.`,
    }),
  }),

  defineEntry("team", {
    context: (m) => [
      ...pick(m.about.team, "title", "subtitle"),
      ...LEADERSHIP.flatMap((leader) => [
        leader.name,
        m.about.team.members[leader.id].role,
        m.about.team.members[leader.id].bio,
      ]),
    ],
    "fr-CA": () => ({
      title: "Équipe de direction",
      answer: `Le studio est dirigé par ${leaders("fr-CA")}. Leurs biographies sont sur notre page À propos (${sitePath("/about", "fr-CA")}).`,
    }),
    "en-CA": () => ({
      title: "Leadership team",
      answer: `The studio is led by ${leaders("en-CA")}. You can read their bios on our About page (${sitePath("/about", "en-CA")}).`,
    }),
  }),

  defineEntry("accessibility", {
    context: (m) => [
      ...pick(m.inclusive, "title", "subtitle"),
      m.inclusive.items.accessibility.title,
      m.inclusive.items.inclusivity.text,
      m.home.stats.cards.second.text,
    ],
    "fr-CA": (m) => ({
      title: "Accessibilité",
      answer: `${m.inclusive.items.accessibility.text} Nous offrons aussi des audits et des correctifs d’accessibilité pour les sites existants.`,
    }),
    "en-CA": (m) => ({
      title: "Accessibility",
      answer: `${m.inclusive.items.accessibility.text} We also offer accessibility audits and fixes for existing sites.`,
    }),
  }),

  defineEntry("languages", {
    context: (m) => [...pick(m.inclusive.items.multilingualism, "title", "text"), m.home.stats.cards.second.text],
    "fr-CA": (m) => ({
      title: "Langues et bilinguisme",
      answer: `Nous travaillons en français et en anglais : notre site, cet assistant et nos projets sont bilingues. ${m.inclusive.items.multilingualism.text}`,
    }),
    "en-CA": (m) => ({
      title: "Languages",
      answer: `We work in English and French: our website, this assistant and our projects are bilingual. ${m.inclusive.items.multilingualism.text}`,
    }),
  }),

  defineEntry(
    "chatbot",
    {
      "fr-CA": () => ({
        title: "L’assistant virtuel",
        answer: `Je suis l’assistant automatisé de ${COMPANY.name} : je réponds aux questions sur nos services, nos projets, nos postes et la façon de nous joindre, en français ou en anglais. Mes réponses peuvent être incomplètes ; pour une question importante, je peux vous ${ESCALATION_PHRASES["fr-CA"]}.`,
      }),
      "en-CA": () => ({
        title: "This assistant",
        answer: `I’m ${COMPANY.name}’s automated assistant: I answer questions about our services, projects, openings and how to reach us, in English or French. My answers can be incomplete, so for anything important I can ${ESCALATION_PHRASES["en-CA"]}.`,
      }),
    },
    { offersTeam: true },
  ),
];
