/** Who the studio is: the company, its leaders, its inclusive-design commitments, and this assistant. */
import { ESCALATION_PHRASES } from "../../../core/chat.ts";
import { COMPANY, LEADERSHIP } from "../../../core/company.ts";
import type { Language } from "../../../core/language.ts";
import { COUNTERS } from "../../../core/motion.ts";
import { MESSAGES } from "../../../locales/index.ts";
import { formatList, sitePath } from "./format.ts";
import { defineEntry, terms, type KnowledgeEntry } from "./types.ts";

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
  defineEntry("about", (language, m) => {
    const context = [
      m.about.hero.title,
      m.about.hero.titleHighlight,
      m.about.hero.subtitle,
      ...Object.values(m.about.pillars).flatMap((pillar) => [pillar.title, pillar.text]),
      m.home.stats.title,
      m.home.stats.subtitle,
      ...Object.values(m.home.stats.counters),
      m.home.metaDescription,
    ];
    return language === "fr-CA"
      ? {
          title: "À propos de nous",
          answer: `${COMPANY.name} est un studio de conseil en IA et de création numérique établi à Ottawa, qui crée des expériences inclusives et bilingues pour la culture, l’éducation et les espaces publics. Notre équipe fondatrice cumule plus de ${counter("years")} ans d’expérience, avec plus de ${counter("projects")} projets réalisés pour plus de ${counter("clients")} clients.`,
          questions: [
            "Qui êtes-vous ?",
            "Parlez-moi de votre entreprise.",
            "Depuis combien de temps existez-vous ?",
            "Quelle est votre mission ?",
            "Quelles sont vos valeurs ?",
            "Combien de projets avez-vous réalisés ?",
            "Pourquoi choisir Northlight ?",
          ],
          keywords: terms(`
            entreprise, compagnie, studio, agence, Northlight, à propos, histoire, mission, vision, valeurs,
            expérience, années, taille, employés, projets réalisés, pourquoi vous, présentation, choisir, différence,
            distingue, avantage
          `),
          context,
        }
      : {
          title: "About us",
          answer: `${COMPANY.name} is an AI consulting and creative digital studio in Ottawa that builds inclusive, bilingual experiences for culture, education and public spaces. Our founders bring over ${counter("years")} years of combined experience, with over ${counter("projects")} projects delivered for more than ${counter("clients")} clients.`,
          questions: [
            "Who are you?",
            "Tell me about your company.",
            "How long have you been in business?",
            "What is your mission?",
            "What are your values?",
            "How many projects have you delivered?",
            "Why choose Northlight?",
          ],
          keywords: terms(`
            company, business, studio, agency, firm, Northlight, about, history, story, mission, vision, values,
            experience, experienced, years, size, employees, background, why you, overview, pick, choose, different, stand out,
            advantage
          `),
          context,
        };
  }),

  defineEntry("team", (language, m) => {
    const context = [
      m.about.team.title,
      m.about.team.subtitle,
      ...LEADERSHIP.flatMap((leader) => [
        leader.name,
        m.about.team.members[leader.id].role,
        m.about.team.members[leader.id].bio,
      ]),
    ];
    return language === "fr-CA"
      ? {
          title: "Équipe de direction",
          answer: `Le studio est dirigé par ${leaders(language)}. Leurs biographies sont sur notre page À propos (${sitePath("/about", language)}).`,
          questions: [
            "Qui dirige le studio ?",
            "Qui sont les fondateurs ?",
            "Qui fait partie de votre équipe ?",
            "Qui est responsable de l’IA chez vous ?",
            "Qui est la designer UX ?",
            "Combien de personnes travaillent chez vous ?",
          ],
          keywords: terms(`
            équipe, direction, dirigeants, fondateurs, fondatrice, fondé, fondée, cofondateur, cofondatrice, PDG,
            patron, responsable, leaders, personnes, employés, membres, designer, UX, UI, Claire, Marc, Aisha, Daniel,
            Dubois, Lefebvre, Rahman, Chen
          `),
          context,
        }
      : {
          title: "Leadership team",
          answer: `The studio is led by ${leaders(language)}. You can read their bios on our About page (${sitePath("/about", language)}).`,
          questions: [
            "Who runs the studio?",
            "Who are the founders?",
            "Who is on your team?",
            "Who leads AI at your company?",
            "Who is your UX designer?",
            "How many people work there?",
          ],
          keywords: terms(`
            team, leadership, leaders, founders, founder, founded, co-founder, CEO, owner, boss, lead, people, staff,
            employees, members, designer, UX, UI, Claire, Marc, Aisha, Daniel, Dubois, Lefebvre, Rahman, Chen,
            management
          `),
          context,
        };
  }),

  defineEntry("accessibility", (language, m) => {
    const context = [
      m.inclusive.title,
      m.inclusive.subtitle,
      m.inclusive.items.accessibility.title,
      m.inclusive.items.inclusivity.text,
      m.home.stats.cards.second.text,
    ];
    return language === "fr-CA"
      ? {
          title: "Accessibilité",
          answer: `${m.inclusive.items.accessibility.text} Nous offrons aussi des audits et des correctifs d’accessibilité pour les sites existants.`,
          questions: [
            "Vos sites sont-ils accessibles ?",
            "Respectez-vous les normes WCAG ?",
            "Pensez-vous aux personnes handicapées ?",
            "Faites-vous des audits d’accessibilité ?",
            "Vos projets fonctionnent-ils avec un lecteur d’écran ?",
          ],
          keywords: terms(`
            accessibilité, accessible, WCAG, AODA, LAPHO, handicap, handicapées, déficience visuelle, lecteur d’écran,
            aveugle, utilisateurs, malvoyant, sourd, clavier, loupe, inclusion, inclusif, conformité, normes, audit
          `),
          context,
        }
      : {
          title: "Accessibility",
          answer: `${m.inclusive.items.accessibility.text} We also offer accessibility audits and fixes for existing sites.`,
          questions: [
            "Are your websites accessible?",
            "Do you follow WCAG?",
            "Do you design for people with disabilities?",
            "Do you do accessibility audits?",
            "Do your projects work with screen readers?",
          ],
          keywords: terms(`
            accessibility, accessible, a11y, WCAG, AODA, ADA, disability, disabilities, impaired, visually impaired,
            low vision, screen reader, keyboard only, keyboard navigation, users, blind, deaf, keyboard, magnifier,
            inclusive, inclusion, compliance, standards, audit
          `),
          context,
        };
  }),

  defineEntry("languages", (language, m) => {
    const context = [
      m.inclusive.items.multilingualism.title,
      m.inclusive.items.multilingualism.text,
      m.home.stats.cards.second.text,
    ];
    return language === "fr-CA"
      ? {
          title: "Langues et bilinguisme",
          answer: `Nous travaillons en français et en anglais : notre site, cet assistant et nos projets sont bilingues. ${m.inclusive.items.multilingualism.text}`,
          questions: [
            "Travaillez-vous en français ?",
            "Êtes-vous bilingues ?",
            "Pouvez-vous faire un site en français et en anglais ?",
            "Offrez-vous d’autres langues ?",
            "Pouvez-vous traduire notre contenu ?",
            "Le service est-il offert en anglais ?",
          ],
          keywords: terms(`
            français, anglais, bilingue, bilingues, bilinguisme, langue, langues, multilingue, multilinguisme,
            traduction, traduire, langues officielles, espagnol, autochtones, localisation, parlez, parler
          `),
          context,
        }
      : {
          title: "Languages",
          answer: `We work in English and French: our website, this assistant and our projects are bilingual. ${m.inclusive.items.multilingualism.text}`,
          questions: [
            "Do you work in French?",
            "Are you bilingual?",
            "Can you build a site in English and French?",
            "Do you support other languages?",
            "Can you translate our content?",
            "Is your service available in English?",
          ],
          keywords: terms(`
            French, English, bilingual, language, languages, multilingual, multilingualism, translation, translate,
            francais, official languages, Spanish, Indigenous, localization, speak
          `),
          context,
        };
  }),

  defineEntry(
    "chatbot",
    (language) =>
      language === "fr-CA"
        ? {
            title: "L’assistant virtuel",
            answer: `Je suis l’assistant automatisé de ${COMPANY.name} : je réponds aux questions sur nos services, nos projets, nos postes et la façon de nous joindre, en français ou en anglais. Mes réponses peuvent être incomplètes ; pour une question importante, je peux vous ${ESCALATION_PHRASES[language]}.`,
            questions: [
              "Es-tu un robot ?",
              "Suis-je en train de parler à une IA ?",
              "Qu’est-ce que tu peux faire ?",
              "Comment fonctionne ce clavardage ?",
              "Es-tu une vraie personne ?",
            ],
            keywords: terms(`
              robot, bot, agent conversationnel, assistant, assistant virtuel, clavardage, chat, IA, machine,
              automatique, automatisé, vrai, humain
            `),
          }
        : {
            title: "This assistant",
            answer: `I’m ${COMPANY.name}’s automated assistant: I answer questions about our services, projects, openings and how to reach us, in English or French. My answers can be incomplete, so for anything important I can ${ESCALATION_PHRASES[language]}.`,
            questions: [
              "Are you a bot?",
              "Am I chatting with an AI?",
              "What can you do?",
              "How does this chat work?",
              "Are you a real person?",
            ],
            keywords: terms(`
              bot, robot, chatbot, assistant, virtual assistant, chat, AI, machine, automated, real, human
            `),
          },
    { offersTeam: true },
  ),
];
