/** The Innovation Lab and its two concept products, with the links of core/company.ts. */
import { COMPANY, type LabProjectKey } from "../../../core/company.ts";
import type { Language } from "../../../core/language.ts";
import { MESSAGES, type Messages } from "../../../locales/index.ts";
import { sitePath } from "./format.ts";
import { defineEntriesByKey, defineEntry, pick, type KnowledgeEntry } from "./types.ts";

function projectContext(key: LabProjectKey, m: Messages): string[] {
  const project = m.lab.projects[key];
  return [project.title, project.badge, project.description, ...m.portfolio.lab.features[key]];
}

/** The French article before each project's title ("la Plateforme…", "l’Expérience…"). */
const FRENCH_ARTICLE: Record<LabProjectKey, string> = { digitalTwin: "La ", touringExperience: "L’" };

/** "The <title> is one of our Innovation Lab projects. <description> Learn more at <link>" */
function projectAnswer(key: LabProjectKey, language: Language): string {
  const project = MESSAGES[language].lab.projects[key];
  const url = COMPANY.labProjects[key].url;
  return language === "fr-CA"
    ? `${FRENCH_ARTICLE[key]}${project.title} est un projet de notre Laboratoire d’innovation. ${project.description} Pour en savoir plus : ${url}`
    : `The ${project.title} is one of our Innovation Lab projects. ${project.description} Learn more at ${url}`;
}

export const labEntries: KnowledgeEntry[] = [
  defineEntry("innovation-lab", {
    context: (m) => [...pick(m.home.lab, "badge", "title", "subtitle"), ...pick(m.portfolio.lab, "title", "subtitle")],
    "fr-CA": (m) => ({
      title: "Laboratoire d’innovation",
      answer: `Notre Laboratoire d’innovation développe deux concepts de produits pour explorer ce que l’IA peut apporter à l’expérience de visite : la ${m.lab.projects.digitalTwin.title} et l’${m.lab.projects.touringExperience.title}. Vous les trouverez dans notre portfolio (${sitePath("/portfolio", "fr-CA")}).`,
    }),
    "en-CA": (m) => ({
      title: "Innovation Lab",
      answer: `Our Innovation Lab develops two concept products that test what AI can do for visitor experiences: the ${m.lab.projects.digitalTwin.title} and the ${m.lab.projects.touringExperience.title}. You’ll find both in our portfolio (${sitePath("/portfolio", "en-CA")}).`,
    }),
  }),

  ...defineEntriesByKey(
    {
      "digital-twin": {
        key: "digitalTwin",
        "fr-CA": "Plateforme de jumeau numérique",
        "en-CA": "Digital twin platform",
      },
      "touring-experience": {
        key: "touringExperience",
        "fr-CA": "Expérience IA itinérante",
        "en-CA": "Touring AI experience",
      },
    },
    { answer: projectAnswer, context: projectContext },
  ),
];
