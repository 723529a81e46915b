/** What the studio does, how a project runs, what it costs and who it is for. */
import { ESCALATION_PHRASES } from "../../../core/chat.ts";
import type { Language } from "../../../core/language.ts";
import { MESSAGES, type Messages } from "../../../locales/index.ts";
import { formatList, lowerFirst, sitePath } from "./format.ts";
import { defineEntriesByKey, defineEntry, pick, type KnowledgeEntry } from "./types.ts";

type ServiceKey = "aiConsulting" | "webApps" | "creativeStudio";

/** The site's card of one service: its title, badge, description and list of services. */
function serviceContext(key: ServiceKey, m: Messages): string[] {
  const card = m.services.cards[key];
  const home = m.home.services.items[key];
  return [card.title, card.badge, card.description, ...card.items, home.description];
}

/** "AI Consulting: <home description> It includes <the card's list>." */
function serviceAnswer(key: ServiceKey, language: Language): string {
  const m = MESSAGES[language];
  const { title, description } = m.home.services.items[key];
  const items = formatList(m.services.cards[key].items.map(lowerFirst), language);
  return language === "fr-CA"
    ? `${title} : ${lowerFirst(description)} Au programme : ${items}.`
    : `${title}: ${lowerFirst(description)} It includes ${items}.`;
}

/** The three services' names, as a list in running text. */
function serviceTitles(m: Messages, language: Language): string {
  const items = m.home.services.items;
  return formatList([items.aiConsulting.title, items.webApps.title, items.creativeStudio.title], language);
}

/** The sectors of the About page, in the page's order. */
function sectors(m: Messages): string {
  const items = m.about.market.items;
  return [items.museums, items.heritage, items.education, items.events, items.showrooms, items.publicSector]
    .map((item) => lowerFirst(item.title))
    .join(", ");
}

/** The client projects of the portfolio page. */
function clientProjects(m: Messages) {
  const stories = m.portfolio.stories;
  return [...stories.aiConsulting.projects, ...stories.creativeStudio.projects];
}

function projectTitles(m: Messages, language: Language): string {
  return formatList(
    clientProjects(m).map((project) => lowerFirst(project.title)),
    language,
  );
}

export const servicesEntries: KnowledgeEntry[] = [
  defineEntry("services", {
    context: (m) => [
      ...pick(m.services.hero, "title", "subtitle"),
      ...pick(m.home.services, "title", "subtitle"),
      m.about.whatWeDo.text,
    ],
    "fr-CA": (m) => ({
      title: "Nos services",
      answer: `Nous offrons trois services : ${serviceTitles(m, "fr-CA")}. Vous pouvez en choisir un ou les combiner : une seule équipe suit votre projet, de la stratégie au lancement (détails : ${sitePath("/services", "fr-CA")}).`,
    }),
    "en-CA": (m) => ({
      title: "Our services",
      answer: `We offer three services: ${serviceTitles(m, "en-CA")}. You can pick one or combine them, and one team follows your project from strategy to launch (details: ${sitePath("/services", "en-CA")}).`,
    }),
  }),

  ...defineEntriesByKey(
    {
      "ai-consulting": {
        key: "aiConsulting",
        "fr-CA": "Conseil en intelligence artificielle",
        "en-CA": "AI consulting",
      },
      "web-apps": { key: "webApps", "fr-CA": "Applications Web sur mesure", "en-CA": "Custom web apps" },
      "creative-studio": { key: "creativeStudio", "fr-CA": "Studio de création", "en-CA": "Creative studio" },
    },
    { answer: serviceAnswer, context: serviceContext },
  ),

  defineEntry("engagement-process", {
    context: (m) => [
      ...pick(m.about.whatWeDo, "title", "text"),
      ...pick(m.home.stats.cards.first, "title", "text"),
      m.services.cta.text,
    ],
    "fr-CA": () => ({
      title: "Déroulement d’un mandat",
      answer: `Tout commence par un appel de présentation gratuit, à réserver depuis notre page Nous joindre (${sitePath("/contact", "fr-CA")}), puis un atelier pour comprendre votre public et vos objectifs ; nous vous proposons ensuite un plan, nous réalisons le projet par étapes courtes que vous validez et nous restons à vos côtés jusqu’au lancement. Une seule équipe vous accompagne du début à la fin.`,
    }),
    "en-CA": () => ({
      title: "How an engagement works",
      answer: `It starts with a free introductory call, which you can book from our Contact page (${sitePath("/contact", "en-CA")}), then a workshop to understand your visitors and goals; we then propose a plan, build in short steps you review, and stay with you through launch. One team follows your project from start to finish.`,
    }),
  }),

  defineEntry(
    "pricing",
    {
      "fr-CA": () => ({
        title: "Prix et soumissions",
        answer: `Chaque projet est chiffré selon sa portée, alors nous n’affichons pas de tarifs fixes ; nous commençons souvent petit, avec un atelier ou un prototype qui démontre la valeur avant un plus gros budget. Je peux vous ${ESCALATION_PHRASES["fr-CA"]} pour obtenir une soumission.`,
      }),
      "en-CA": () => ({
        title: "Pricing and quotes",
        answer: `Each project is priced on its scope, so we don’t publish fixed rates; we often start small, with a workshop or prototype that proves value before a bigger budget. I can ${ESCALATION_PHRASES["en-CA"]} to get a quote.`,
      }),
    },
    { offersTeam: true },
  ),

  defineEntry("timeline", {
    "fr-CA": () => ({
      title: "Échéancier et délais d’un projet",
      answer:
        "Cela dépend de la portée : un atelier ou un prototype peut se faire en quelques semaines, une application complète ou une installation prend plutôt quelques mois. Nous fixons avec vous un échéancier réaliste après une première conversation.",
    }),
    "en-CA": () => ({
      title: "Project timeline",
      answer:
        "It depends on scope: a workshop or prototype can take a few weeks, while a full application or an installation usually takes a few months. We set a realistic schedule with you after a first conversation.",
    }),
  }),

  defineEntry("clients", {
    context: (m) => [
      ...pick(m.about.market, "title", "subtitle"),
      ...Object.values(m.about.market.items).flatMap((item) => [item.title, item.text]),
    ],
    "fr-CA": (m) => ({
      title: "Clientèle et secteurs",
      answer: `Nous travaillons partout au Canada avec des clients de ces secteurs : ${sectors(m)}. ${m.about.market.subtitle}`,
    }),
    "en-CA": (m) => ({
      title: "Clients and sectors",
      answer: `We work across Canada with clients in these sectors: ${sectors(m)}. ${m.about.market.subtitle}`,
    }),
  }),

  defineEntry("portfolio", {
    context: (m) => [
      ...pick(m.portfolio.stories, "title", "subtitle"),
      ...clientProjects(m).flatMap((project) => [project.title, project.text]),
    ],
    "fr-CA": (m) => ({
      title: "Réalisations et projets clients",
      answer: `Parmi nos projets récents : ${projectTitles(m, "fr-CA")}. Les détails se trouvent dans notre portfolio (${sitePath("/portfolio", "fr-CA")}).`,
    }),
    "en-CA": (m) => ({
      title: "Portfolio and client stories",
      answer: `Recent client work includes: ${projectTitles(m, "en-CA")}. You can read more in our portfolio (${sitePath("/portfolio", "en-CA")}).`,
    }),
  }),
];
