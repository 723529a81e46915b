/**
 * The site as the chat's knowledge (issue 28, ADR 018): every section of every page, in both languages, made
 * from the same strings the pages render (the locales and `core/`), each with its page and the topic it
 * answers. Nothing is written twice: a copy change on a page changes its passage, the model's fingerprint
 * (training/index.ts) and so the next build's model.
 *
 * A passage is a title and sentences. The few words that join a page's strings into sentences ("the … button
 * at the top of every page") are the only text written here, in `JOINERS`.
 */
import { COMPANY, LEADERSHIP, type LabProjectKey } from "../../../core/company.ts";
import { JOB_KEYS, JOBS } from "../../../core/jobs.ts";
import type { Language } from "../../../core/language.ts";
import { LEGAL_LAST_UPDATED } from "../../../core/legal.ts";
import { COUNTERS } from "../../../core/motion.ts";
import { LEGAL_SCREENS, type LegalScreenKey, type ScreenKey } from "../../../core/routes.ts";
import { MESSAGES, type Messages } from "../../../locales/index.ts";
import { fill } from "../../../locales/translate.ts";
import { formatList, lowerFirst } from "../knowledge/format.ts";

export interface PassageText {
  /** The section's heading as the page shows it (or the element's name). */
  title: string;
  /** The section's text, a sentence or a short line an item. */
  sentences: string[];
}

export interface Passage {
  /** The page and the section: `cookies/section-3`, `about/team/claireDubois`. */
  id: string;
  /** The page it is on, for its link (core/routes.ts). */
  screen: ScreenKey;
  /** The topic it answers: a knowledge entry id, as the evaluation labels questions. */
  topic: string;
  /** A section that only says what its topic's reply says (a page's introduction): it gives no detail. */
  overview?: boolean;
  text: Record<Language, PassageText>;
}

/** How one section is read from a language's messages. */
interface Section {
  id: string;
  screen: ScreenKey;
  topic: string;
  overview?: boolean;
  read: (m: Messages, language: Language) => PassageText;
}

/** The words that join a page's strings where the page itself shows them side by side, not in a sentence. */
const JOINERS: Record<Language, { toggle: (label: string, name: string) => string }> = {
  "en-CA": { toggle: (label, name) => `The “${label}” button at the top of every page: ${name}.` },
  "fr-CA": { toggle: (label, name) => `Le bouton «\u00a0${label}\u00a0» en haut de chaque page\u00a0: ${name}.` },
};

/** A page's text in sentences: a paragraph is cut after each . ! or ? that a capital letter follows. */
export function sentencesOf(...texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    text
      .split(/(?<=[.!?])\s+(?=[\p{Lu}«“"(])/u)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence !== ""),
  );
}

/** "Label: text", with the French non-breaking space before the colon. */
function labelled(label: string, text: string, language: Language): string {
  return `${label}${language === "fr-CA" ? "\u00a0:" : ":"} ${text}`;
}

/**
 * "Label: a, b and c." — a list as a page shows it under its heading; `lower` for items that are words rather
 * than names ("AI readiness assessments" stays, "Team training" becomes "team training").
 */
function listed(label: string, items: readonly string[], language: Language, lower = false): string {
  return labelled(label, `${formatList(lower ? items.map(lowerFirst) : items, language)}.`, language);
}

function titled(title: string, ...texts: string[]): PassageText {
  return { title, sentences: sentencesOf(...texts) };
}

/** The legal pages' last-updated line, as the page writes the date (app/features/legal/legal-page.tsx). */
function lastUpdated(m: Messages): string {
  const [year, month, day] = LEGAL_LAST_UPDATED.split("-").map(Number) as [number, number, number];
  const date = fill(m.legal.date, { year, month: m.legal.months[month - 1] ?? "", day });
  return fill(m.legal.lastUpdated, { date });
}

const LEGAL_TOPIC: Record<LegalScreenKey, string> = { privacy: "privacy", terms: "terms", cookies: "cookies" };
const SERVICE_TOPIC = {
  aiConsulting: "ai-consulting",
  webApps: "web-apps",
  creativeStudio: "creative-studio",
} as const;
const LAB_TOPIC: Record<LabProjectKey, string> = {
  digitalTwin: "digital-twin",
  touringExperience: "touring-experience",
};
const STORY_KEYS = ["aiConsulting", "creativeStudio"] as const;

/** A form's fields as the form labels them ("First name *": the asterisk marks a required one). */
function fieldList(labels: readonly string[], language: Language): string {
  return `${formatList(labels, language)}.`;
}

const SECTIONS: Section[] = [
  // Home
  {
    id: "home/hero",
    overview: true,
    screen: "home",
    topic: "about",
    read: (m) =>
      titled(m.home.hero.badge, `${m.home.hero.headlineStart}${m.home.hero.headlineHighlight}.`, m.home.hero.subtitle),
  },
  {
    id: "home/services",
    overview: true,
    screen: "home",
    topic: "services",
    read: (m, language) =>
      titled(
        m.home.services.title,
        m.home.services.subtitle,
        ...Object.values(m.home.services.items).map((item) => labelled(item.title, item.description, language)),
      ),
  },
  {
    id: "home/lab",
    overview: true,
    screen: "home",
    topic: "innovation-lab",
    read: (m, language) => titled(labelled(m.home.lab.badge, m.home.lab.title, language), m.home.lab.subtitle),
  },
  {
    id: "home/stats",
    screen: "home",
    topic: "about",
    read: (m) =>
      titled(
        m.home.stats.title,
        m.home.stats.subtitle,
        ...COUNTERS.map((counter) => `${counter.target}${counter.suffix} ${m.home.stats.counters[counter.key]}.`),
      ),
  },
  {
    id: "home/strategy",
    screen: "home",
    topic: "engagement-process",
    read: (m) => titled(m.home.stats.cards.first.title, m.home.stats.cards.first.text),
  },
  {
    id: "home/inclusive",
    screen: "home",
    topic: "accessibility",
    read: (m) => titled(m.home.stats.cards.second.title, m.home.stats.cards.second.text),
  },
  // About
  {
    id: "about/hero",
    overview: true,
    screen: "about",
    topic: "about",
    read: (m) =>
      titled(m.about.hero.badge, `${m.about.hero.title} ${m.about.hero.titleHighlight}.`, m.about.hero.subtitle),
  },
  ...(["mission", "vision", "values"] as const).map((key): Section => ({
    id: `about/${key}`,
    screen: "about",
    topic: "about",
    read: (m) => titled(m.about.pillars[key].title, m.about.pillars[key].text),
  })),
  {
    id: "about/what-we-do",
    overview: true,
    screen: "about",
    topic: "services",
    read: (m) => titled(m.about.whatWeDo.title, m.about.whatWeDo.text),
  },
  {
    id: "about/team",
    overview: true,
    screen: "about",
    topic: "team",
    read: (m, language) =>
      titled(
        m.about.team.title,
        m.about.team.subtitle,
        listed(
          m.about.team.badge,
          LEADERSHIP.map((leader) => `${leader.name} (${m.about.team.members[leader.id].role})`),
          language,
        ),
      ),
  },
  ...LEADERSHIP.map((leader): Section => ({
    id: `about/team/${leader.id}`,
    screen: "about",
    topic: "team",
    read: (m) => {
      const member = m.about.team.members[leader.id];
      return titled(`${leader.name}, ${member.role}`, member.bio);
    },
  })),
  {
    id: "about/join",
    screen: "about",
    topic: "careers",
    read: (m) => titled(m.about.join.title, m.about.join.text),
  },
  {
    id: "about/inclusive",
    overview: true,
    screen: "about",
    topic: "accessibility",
    read: (m) => titled(m.inclusive.title, m.inclusive.subtitle),
  },
  ...(
    [
      ["accessibility", "accessibility"],
      ["multilingualism", "languages"],
      ["inclusivity", "accessibility"],
    ] as const
  ).map(([key, topic]): Section => ({
    id: `about/inclusive/${key}`,
    screen: "about",
    topic,
    read: (m) => titled(m.inclusive.items[key].title, m.inclusive.items[key].text),
  })),
  {
    id: "about/market",
    screen: "about",
    topic: "clients",
    read: (m, language) =>
      titled(
        m.about.market.title,
        m.about.market.subtitle,
        ...Object.values(m.about.market.items).map((item) => labelled(item.title, item.text, language)),
      ),
  },
  // Services
  {
    id: "services/hero",
    overview: true,
    screen: "services",
    topic: "services",
    read: (m) => titled(m.services.hero.title, m.services.hero.subtitle),
  },
  ...(Object.keys(SERVICE_TOPIC) as (keyof typeof SERVICE_TOPIC)[]).map((key): Section => ({
    id: `services/${key}`,
    screen: "services",
    topic: SERVICE_TOPIC[key],
    read: (m, language) => {
      const card = m.services.cards[key];
      return {
        title: card.title,
        sentences: [...sentencesOf(card.description), listed(card.badge, card.items, language, true)],
      };
    },
  })),
  {
    id: "services/start",
    screen: "services",
    topic: "engagement-process",
    read: (m) => titled(m.services.cta.title, m.services.cta.text),
  },
  // Portfolio
  {
    id: "portfolio/lab",
    overview: true,
    screen: "portfolio",
    topic: "innovation-lab",
    read: (m, language) =>
      titled(
        labelled(m.portfolio.lab.badge, m.portfolio.lab.title, language),
        m.portfolio.lab.subtitle,
        listed(
          m.portfolio.lab.title,
          Object.values(m.lab.projects).map((project) => project.title),
          language,
        ),
      ),
  },
  ...(Object.keys(LAB_TOPIC) as LabProjectKey[]).map((key): Section => ({
    id: `portfolio/lab/${key}`,
    screen: "portfolio",
    topic: LAB_TOPIC[key],
    read: (m, language) => {
      const project = m.lab.projects[key];
      return {
        title: `${project.title} (${project.badge})`,
        sentences: [
          ...sentencesOf(project.description),
          listed(project.title, m.portfolio.lab.features[key], language, true),
          labelled(fill(m.portfolio.lab.visit, { project: project.title }), COMPANY.labProjects[key].url, language),
        ],
      };
    },
  })),
  {
    id: "portfolio/stories",
    overview: true,
    screen: "portfolio",
    topic: "portfolio",
    read: (m) => titled(m.portfolio.stories.title, m.portfolio.stories.subtitle, m.portfolio.hero.subtitle),
  },
  ...STORY_KEYS.flatMap((story) =>
    MESSAGES["en-CA"].portfolio.stories[story].projects.map((_, index): Section => ({
      id: `portfolio/stories/${story}/${index}`,
      screen: "portfolio",
      topic: "portfolio",
      read: (m, language) => {
        const group = m.portfolio.stories[story];
        const project = group.projects[index];
        return titled(labelled(group.title, project?.title ?? "", language), project?.text ?? "");
      },
    })),
  ),
  // Careers and the application
  {
    id: "careers/openings",
    overview: true,
    screen: "careers",
    topic: "careers",
    read: (m, language) =>
      titled(
        m.careers.openings.title,
        m.careers.hero.subtitle,
        m.careers.openings.subtitle,
        listed(
          m.careers.openings.title,
          JOB_KEYS.map((key) => m.jobs[key].title),
          language,
        ),
      ),
  },
  ...JOB_KEYS.map((key): Section => ({
    id: `careers/${key}`,
    screen: "careers",
    topic: "careers",
    read: (m, language) => {
      const job = m.jobs[key];
      const { type, location } = JOBS[key];
      return {
        title: `${job.title} (${m.careers.types[type]}, ${m.careers.locations[location]})`,
        sentences: [
          ...sentencesOf(job.description),
          listed(m.careers.openings.skillsLabel, job.skills, language, true),
        ],
      };
    },
  })),
  {
    id: "careers/why",
    screen: "careers",
    topic: "careers",
    read: (m, language) =>
      titled(
        labelled(m.careers.why.badge, m.careers.why.title, language),
        ...Object.values(m.careers.why.items).map((item) => labelled(item.title, item.text, language)),
      ),
  },
  {
    id: "careers/other-roles",
    screen: "careers",
    topic: "careers",
    read: (m) => titled(m.careers.cta.title, m.careers.cta.text),
  },
  {
    id: "application/form",
    screen: "application",
    topic: "how-to-apply",
    read: (m, language) => {
      const fields = m.application.fields;
      return titled(
        m.application.formTitle,
        m.application.hero.subtitle,
        m.application.formDescription,
        fieldList(
          [
            fields.position,
            fields.firstName,
            fields.lastName,
            fields.email,
            fields.phone,
            fields.portfolioUrl,
            fields.motivation,
            fields.availableStart,
            fields.coverLetter,
            fields.resume,
          ],
          language,
        ),
      );
    },
  },
  {
    id: "application/files",
    screen: "application",
    topic: "how-to-apply",
    read: (m, language) =>
      titled(
        formatList([m.application.fields.coverLetter, m.application.fields.resume], language),
        `${m.application.fields.fileHint}.`,
        m.toasts.fileTooLarge.description,
        m.toasts.fileWrongType.description,
      ),
  },
  {
    id: "application/experience",
    screen: "application",
    topic: "how-to-apply",
    read: (m, language) =>
      titled(
        m.application.formTitle,
        ...JOB_KEYS.map((key) => labelled(m.jobs[key].title, m.application.fields.experience[key], language)),
      ),
  },
  {
    id: "application/availability",
    screen: "application",
    topic: "how-to-apply",
    read: (m) =>
      titled(
        m.application.fields.availableStart,
        m.application.fields.availableStartHint,
        m.application.fields.motivation,
      ),
  },
  {
    id: "application/after",
    screen: "application",
    topic: "application-response-time",
    read: (m) => titled(m.toasts.applicationSuccess.title, m.toasts.applicationSuccess.description),
  },
  // Contact
  {
    id: "contact/form",
    screen: "contact",
    topic: "contact-form",
    read: (m, language) => {
      const form = m.contact.form;
      return titled(
        form.title,
        form.description,
        fieldList([form.firstName, form.lastName, form.email, form.company, form.service, form.message], language),
        form.messagePlaceholder,
      );
    },
  },
  {
    id: "contact/form/services",
    screen: "contact",
    topic: "contact-form",
    read: (m, language) => {
      const choices = Object.entries(m.serviceChoices).filter(([key]) => key !== "none");
      return titled(
        m.contact.form.service,
        listed(
          m.serviceChoices.none,
          choices.map(([, label]) => label),
          language,
        ),
      );
    },
  },
  {
    id: "contact/form/sent",
    screen: "contact",
    topic: "contact-form",
    read: (m) => titled(m.contact.form.submit, m.toasts.contactSuccess.title, m.toasts.contactSuccess.description),
  },
  {
    id: "contact/email",
    overview: true,
    screen: "contact",
    topic: "contact-email",
    read: (m, language) =>
      titled(
        m.contact.info.title,
        labelled(m.contact.info.emailLabel, COMPANY.email, language),
        m.contact.hero.subtitle,
      ),
  },
  {
    id: "contact/location",
    overview: true,
    screen: "contact",
    topic: "location",
    read: (m) => titled(m.contact.info.locationLabel, `${m.contact.info.location}.`),
  },
  {
    id: "contact/response",
    overview: true,
    screen: "contact",
    topic: "response-time",
    read: (m) => titled(m.contact.response.title, m.contact.response.text, m.common.projectCta.text),
  },
  {
    id: "contact/hours",
    overview: true,
    screen: "contact",
    topic: "hours",
    read: (m) => titled(m.contact.response.hoursLabel, `${m.contact.response.hours}.`),
  },
  {
    id: "contact/meeting",
    screen: "contact",
    topic: "meeting",
    read: (m, language) =>
      titled(
        m.contact.meeting.title,
        m.contact.meeting.text,
        labelled(m.contact.meeting.button, COMPANY.schedulingUrl, language),
      ),
  },
  {
    id: "contact/chat",
    overview: true,
    screen: "contact",
    topic: "chatbot",
    read: (m) => titled(m.chat.title, m.chat.subtitle, m.chat.greeting),
  },
  // On every page: the language toggle, the cookie banner, the footer.
  {
    id: "layout/language",
    screen: "home",
    topic: "languages",
    read: (m, language) =>
      titled(
        m.common.languageToggle.name,
        JOINERS[language].toggle(m.common.languageToggle.label, m.common.languageToggle.name),
      ),
  },
  {
    id: "layout/cookie-banner",
    screen: "cookies",
    topic: "cookies",
    read: (m, language) => {
      const banner = m.common.cookieBanner;
      return {
        title: labelled(banner.label, banner.title, language),
        sentences: [
          ...sentencesOf(banner.text),
          listed(banner.label, [banner.accept, banner.decline, banner.close], language),
        ],
      };
    },
  },
  {
    id: "layout/social",
    overview: true,
    screen: "home",
    topic: "social-media",
    read: (m, language) =>
      titled(m.common.footer.follow, listed(m.common.footer.follow, Object.values(m.common.footer.social), language)),
  },
  {
    id: "layout/tagline",
    overview: true,
    screen: "home",
    topic: "about",
    read: (m) => titled(COMPANY.name, m.common.footer.tagline),
  },
  // The legal pages: the introduction, each section, and the last-updated line.
  ...LEGAL_SCREENS.flatMap((page): Section[] => [
    {
      id: `${page}/intro`,
      overview: true,
      screen: page,
      topic: LEGAL_TOPIC[page],
      read: (m) => titled(m[page].title, m[page].intro),
    },
    ...MESSAGES["en-CA"][page].sections.map((_, index): Section => ({
      id: `${page}/section-${index + 1}`,
      screen: page,
      topic: LEGAL_TOPIC[page],
      read: (m) => {
        const section = m[page].sections[index];
        return titled(section?.title ?? "", ...(section?.paragraphs ?? []));
      },
    })),
    {
      id: `${page}/updated`,
      screen: page,
      topic: LEGAL_TOPIC[page],
      read: (m) => titled(m[page].title, `${lastUpdated(m)}.`),
    },
  ]),
];

/** The passages of the site as these messages word it (the site's own, or a test's changed copy). */
export function buildPassages(messages: Record<Language, Messages>): Passage[] {
  return SECTIONS.map((section) => ({
    id: section.id,
    screen: section.screen,
    topic: section.topic,
    ...(section.overview ? { overview: true } : {}),
    text: {
      "en-CA": section.read(messages["en-CA"], "en-CA"),
      "fr-CA": section.read(messages["fr-CA"], "fr-CA"),
    },
  }));
}

/** Every passage of the site in both languages. `{{placeholders}}` stay as written (filled when answering). */
export const SITE_PASSAGES: readonly Passage[] = buildPassages(MESSAGES);
