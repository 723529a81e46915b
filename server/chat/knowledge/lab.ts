/** The Innovation Lab and its two concept products, with the links of core/company.ts. */
import { COMPANY, type LabProjectKey } from "../../../core/company.ts";
import type { Language } from "../../../core/language.ts";
import { MESSAGES } from "../../../locales/index.ts";
import { sitePath } from "./format.ts";
import { defineEntry, terms, type KnowledgeEntry } from "./types.ts";

function projectContext(key: LabProjectKey, language: Language): string[] {
  const m = MESSAGES[language];
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
  defineEntry("innovation-lab", (language, m) => {
    const twin = m.lab.projects.digitalTwin.title;
    const touring = m.lab.projects.touringExperience.title;
    const context = [
      m.home.lab.badge,
      m.home.lab.title,
      m.home.lab.subtitle,
      m.portfolio.lab.title,
      m.portfolio.lab.subtitle,
    ];
    return language === "fr-CA"
      ? {
          title: "Laboratoire d’innovation",
          answer: `Notre Laboratoire d’innovation développe deux concepts de produits pour explorer ce que l’IA peut apporter à l’expérience de visite : la ${twin} et l’${touring}. Vous les trouverez dans notre portfolio (${sitePath("/portfolio", language)}).`,
          questions: [
            "C’est quoi votre Laboratoire d’innovation ?",
            "Avez-vous vos propres produits ?",
            "Sur quels projets de recherche travaillez-vous ?",
            "Quels sont les projets du labo ?",
            "Développez-vous des concepts internes ?",
          ],
          keywords: terms(`
            laboratoire, labo, lab, innovation, produits, concepts, recherche, R-D, expérimentation, projets internes,
            partenaires, deux projets
          `),
          context,
        }
      : {
          title: "Innovation Lab",
          answer: `Our Innovation Lab develops two concept products that test what AI can do for visitor experiences: the ${twin} and the ${touring}. You’ll find both in our portfolio (${sitePath("/portfolio", language)}).`,
          questions: [
            "What is your Innovation Lab?",
            "Do you have your own products?",
            "What research projects are you working on?",
            "What are the lab projects?",
            "Do you build in-house concepts?",
          ],
          keywords: terms(`
            lab, laboratory, innovation, innovation lab, products, concepts, research, R&D, experiments, in-house,
            partners, two projects
          `),
          context,
        };
  }),

  defineEntry("digital-twin", (language) =>
    language === "fr-CA"
      ? {
          title: "Plateforme de jumeau numérique",
          answer: projectAnswer("digitalTwin", language),
          questions: [
            "C’est quoi la plateforme de jumeau numérique ?",
            "Comment fonctionne votre jumeau numérique ?",
            "Peut-on faire une copie 3D de notre bâtiment ?",
            "Peut-on poser des questions sur notre édifice à une IA ?",
            "Pouvez-vous modéliser notre collection en 3D ?",
          ],
          keywords: terms(`
            jumeau, jumeau numérique, double numérique, bâtiment, édifice, collection, modèle 3D, maquette,
            temps réel, simulation, scénarios, circulation des visiteurs, espaces, plateforme
          `),
          context: projectContext("digitalTwin", language),
        }
      : {
          title: "Digital twin platform",
          answer: projectAnswer("digitalTwin", language),
          questions: [
            "What is the digital twin platform?",
            "How does your digital twin work?",
            "Can you make a 3D copy of our building?",
            "Can an AI answer questions about our building?",
            "Can you model our collection in 3D?",
          ],
          keywords: terms(`
            digital twin, twin, building, collection, 3D model, model, real-time, simulation, scenario, visitor flow,
            spaces, floor plan, platform, facility
          `),
          context: projectContext("digitalTwin", language),
        },
  ),

  defineEntry("touring-experience", (language) =>
    language === "fr-CA"
      ? {
          title: "Expérience IA itinérante",
          answer: projectAnswer("touringExperience", language),
          questions: [
            "C’est quoi l’expérience IA itinérante ?",
            "Notre musée peut-il accueillir votre exposition itinérante ?",
            "L’exposition voyage-t-elle d’une ville à l’autre ?",
            "Comment louer votre exposition interactive ?",
            "Qu’est-ce que le guide IA de l’exposition ?",
          ],
          keywords: terms(`
            itinérante, itinérant, tournée, voyage, exposition itinérante, accueillir, héberger, location, saison,
            centre d’interprétation, guide IA, multisensoriel, modulaire, lieu d’accueil
          `),
          context: projectContext("touringExperience", language),
        }
      : {
          title: "Touring AI experience",
          answer: projectAnswer("touringExperience", language),
          questions: [
            "What is the touring AI experience?",
            "Can our museum host your travelling exhibit?",
            "Does the exhibit travel between cities?",
            "How do we book the touring exhibition?",
            "What is the AI guide in the exhibit?",
          ],
          keywords: terms(`
            touring, tour, travelling, traveling, travel, travels, travelling exhibit, host, hosting, rent, season,
            visitor centre, AI guide, multisensory, modular, venue, exhibition
          `),
          context: projectContext("touringExperience", language),
        },
  ),
];
