/** What the studio does, how a project runs, what it costs and who it is for. */
import { ESCALATION_PHRASES } from "../../../core/chat.ts";
import type { Language } from "../../../core/language.ts";
import { MESSAGES } from "../../../locales/index.ts";
import { formatList, lowerFirst, sitePath } from "./format.ts";
import { defineEntry, terms, type KnowledgeEntry } from "./types.ts";

type ServiceKey = "aiConsulting" | "webApps" | "creativeStudio";

/** The site's card of one service: its title, badge, description and list of services. */
function serviceContext(key: ServiceKey, language: Language): string[] {
  const m = MESSAGES[language];
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

export const servicesEntries: KnowledgeEntry[] = [
  defineEntry("services", (language, m) => {
    const titles = formatList(
      [
        m.home.services.items.aiConsulting.title,
        m.home.services.items.webApps.title,
        m.home.services.items.creativeStudio.title,
      ],
      language,
    );
    const context = [
      m.services.hero.title,
      m.services.hero.subtitle,
      m.home.services.title,
      m.home.services.subtitle,
      m.about.whatWeDo.text,
    ];
    return language === "fr-CA"
      ? {
          title: "Nos services",
          answer: `Nous offrons trois services : ${titles}. Vous pouvez en choisir un ou les combiner : une seule équipe suit votre projet, de la stratégie au lancement (détails : ${sitePath("/services", language)}).`,
          questions: [
            "Quels services offrez-vous ?",
            "Que faites-vous exactement ?",
            "Qu’est-ce que votre studio propose ?",
            "Dans quoi êtes-vous spécialisés ?",
            "Quelle est votre offre ?",
            "Comment pouvez-vous nous aider ?",
            "Vous faites quoi comme travail ?",
          ],
          keywords: terms(`
            services, offre, expertises, domaines, spécialités, prestations, faire, aider, activités, solutions,
            liste, fournissez
          `),
          context,
        }
      : {
          title: "Our services",
          answer: `We offer three services: ${titles}. You can pick one or combine them, and one team follows your project from strategy to launch (details: ${sitePath("/services", language)}).`,
          questions: [
            "What services do you offer?",
            "What does your studio do?",
            "What kind of work do you do?",
            "What are your areas of expertise?",
            "How can you help my organization?",
            "What do you specialize in?",
            "What can you do for us?",
          ],
          keywords: terms(`
            services, offer, offerings, expertise, specialize, specialty, help, solutions, capabilities, practices,
            list, provide
          `),
          context,
        };
  }),

  defineEntry("ai-consulting", (language) =>
    language === "fr-CA"
      ? {
          title: "Conseil en intelligence artificielle",
          answer: serviceAnswer("aiConsulting", language),
          questions: [
            "Offrez-vous du conseil en intelligence artificielle ?",
            "Pouvez-vous nous aider à adopter l’IA ?",
            "Faites-vous des stratégies d’IA ?",
            "Pouvez-vous évaluer si notre organisme est prêt pour l’IA ?",
            "Donnez-vous de la formation sur l’IA à nos équipes ?",
            "Faites-vous des preuves de concept en IA ?",
            "Pouvez-vous nous conseiller sur l’IA responsable ?",
          ],
          keywords: terms(`
            IA, intelligence artificielle, conseil, consultation, consultant, stratégie, adoption, maturité,
            cas d’utilisation, atelier, prototype, preuve de concept, formation, IA responsable, ChatGPT,
            IA générative, apprentissage automatique, automatisation, feuille de route, politique, gouvernance,
            lignes directrices, éthique, outils
          `),
          context: serviceContext("aiConsulting", language),
        }
      : {
          title: "AI consulting",
          answer: serviceAnswer("aiConsulting", language),
          questions: [
            "Do you offer AI consulting?",
            "Can you help us adopt artificial intelligence?",
            "Do you do AI strategy?",
            "Can you assess whether our organization is ready for AI?",
            "Do you train staff on AI?",
            "Can you build an AI proof of concept for us?",
            "Can you advise us on responsible AI?",
          ],
          keywords: terms(`
            AI, artificial intelligence, consulting, consultant, consultancy, advice, advisory, strategy, adoption,
            readiness, assessment, use cases, workshop, prototype, proof of concept, POC, training, responsible AI,
            ChatGPT, generative AI, machine learning, ML, automation, roadmap, LLM, policy, governance, guidelines,
            ethics, tools
          `),
          context: serviceContext("aiConsulting", language),
        },
  ),

  defineEntry("web-apps", (language) =>
    language === "fr-CA"
      ? {
          title: "Applications Web sur mesure",
          answer: serviceAnswer("webApps", language),
          questions: [
            "Développez-vous des applications Web sur mesure ?",
            "Pouvez-vous créer notre site Web ?",
            "Faites-vous du développement de logiciels ?",
            "Pouvez-vous bâtir un portail pour nos archives ?",
            "Créez-vous des systèmes de réservation pour les visiteurs ?",
            "Pouvez-vous refaire notre plateforme en ligne ?",
          ],
          keywords: terms(`
            application, applications, appli, app, intranet, extranet, Web, site, site Web, sur mesure, développement, programmation,
            logiciel, plateforme, portail, archives, réservation, billetterie, intégration, gestion de contenu, CMS,
            moteur de recherche, assistant, mobile, en ligne, système, outil, base de données
          `),
          context: serviceContext("webApps", language),
        }
      : {
          title: "Custom web apps",
          answer: serviceAnswer("webApps", language),
          questions: [
            "Do you build custom web applications?",
            "Can you make a website for us?",
            "Do you do software development?",
            "Can you build a portal for our archives?",
            "Do you create booking tools for visitors?",
            "Can you rebuild our online platform?",
          ],
          keywords: terms(`
            web app, web apps, intranet, extranet, application, applications, app, website, site, custom, development, developer,
            programming, software, platform, portal, archive, booking, ticketing, integration, CMS,
            content management, search, assistant, mobile, build, engineering, online, system, tool, database
          `),
          context: serviceContext("webApps", language),
        },
  ),

  defineEntry("creative-studio", (language) =>
    language === "fr-CA"
      ? {
          title: "Studio de création",
          answer: serviceAnswer("creativeStudio", language),
          questions: [
            "Faites-vous des installations interactives ?",
            "Produisez-vous des vidéos ou de l’animation ?",
            "Pouvez-vous créer une expérience immersive pour notre musée ?",
            "Faites-vous des projections ou de la réalité virtuelle ?",
            "Pouvez-vous concevoir le contenu d’une exposition ?",
            "Offrez-vous des visites virtuelles en 3D ?",
          ],
          keywords: terms(`
            création, créatif, studio de création, design, installation, hologramme, holographique, interactif, immersif, projection, vidéo,
            animation, motion design, visite virtuelle, 3D, réalité virtuelle, réalité augmentée, exposition, expo,
            salle immersive, contenu, narration, médias, multimédia, graphisme, écrans, écran tactile, bornes,
            affichage
          `),
          context: serviceContext("creativeStudio", language),
        }
      : {
          title: "Creative studio",
          answer: serviceAnswer("creativeStudio", language),
          questions: [
            "Do you make interactive installations?",
            "Do you produce video or motion graphics?",
            "Can you create an immersive experience for our museum?",
            "Do you do projection mapping or VR?",
            "Can you design the content of an exhibit?",
            "Do you offer virtual tours in 3D?",
          ],
          keywords: terms(`
            creative, creative studio, design, installation, hologram, holographic, interactive, immersive, projection, projection mapping,
            video, animation, motion design, motion graphics, virtual tour, 3D, VR, AR, virtual reality,
            augmented reality, exhibit, exhibition, expo, immersive room, content, storytelling, media, screens,
            touchscreen, displays, kiosk, multimedia, graphics
          `),
          context: serviceContext("creativeStudio", language),
        },
  ),

  defineEntry("engagement-process", (language, m) => {
    const context = [
      m.about.whatWeDo.title,
      m.about.whatWeDo.text,
      m.home.stats.cards.first.title,
      m.home.stats.cards.first.text,
      m.services.cta.text,
    ];
    return language === "fr-CA"
      ? {
          title: "Déroulement d’un mandat",
          answer:
            "Tout commence par un appel de présentation gratuit, puis un atelier pour comprendre votre public et vos objectifs ; nous vous proposons ensuite un plan, nous réalisons le projet par étapes courtes que vous validez et nous restons à vos côtés jusqu’au lancement. Une seule équipe vous accompagne du début à la fin.",
          questions: [
            "Comment se déroule un projet avec vous ?",
            "Quelles sont les étapes pour travailler ensemble ?",
            "Comment fonctionne votre processus ?",
            "Par où commence-t-on ?",
            "Comment vous travaillez avec vos clients ?",
            "Quelle est votre méthode de travail ?",
          ],
          keywords: terms(`
            processus, démarche, méthode, première étape, méthodologie, étapes, déroulement, fonctionnement, mandat, se passe,
            ensuite, suite, après, prochaines étapes, habituellement, d’habitude, phases, collaboration, collaborer,
            travailler ensemble, commencer, démarrer, atelier, lancement, suivi, accompagnement, approche
          `),
          context,
        }
      : {
          title: "How an engagement works",
          answer:
            "It starts with a free introductory call, then a workshop to understand your visitors and goals; we then propose a plan, build in short steps you review, and stay with you through launch. One team follows your project from start to finish.",
          questions: [
            "How does working with you work?",
            "What are the steps of a project?",
            "What is your process?",
            "How do we get started with you?",
            "How do you work with clients?",
            "What does an engagement look like?",
          ],
          keywords: terms(`
            process, approach, method, first step, step one, methodology, steps, stages, phases, workflow, engagement, collaborate,
            collaboration, work together, get started, start, kickoff, onboarding, workshop, happens, next, then,
            after, usually, typically, launch, support
          `),
          context,
        };
  }),

  defineEntry(
    "pricing",
    (language) =>
      language === "fr-CA"
        ? {
            title: "Prix et soumissions",
            answer: `Chaque projet est chiffré selon sa portée, alors nous n’affichons pas de tarifs fixes ; nous commençons souvent petit, avec un atelier ou un prototype qui démontre la valeur avant un plus gros budget. Je peux vous ${ESCALATION_PHRASES[language]} pour obtenir une soumission.`,
            questions: [
              "Combien coûtent vos services ?",
              "Quels sont vos tarifs ?",
              "Pouvez-vous me faire une soumission ?",
              "C’est combien pour un site Web ?",
              "Quel budget faut-il prévoir ?",
              "Avez-vous une grille de prix ?",
              "Quel est votre taux horaire ?",
            ],
            keywords: terms(`
              prix, tarif, tarifs, tarification, coût, coûts, coûter, combien, soumission, devis, estimation, budget,
              cher, dispendieux, abordable, frais, taux horaire, facturation, payer, argent, dollars, forfait
            `),
          }
        : {
            title: "Pricing and quotes",
            answer: `Each project is priced on its scope, so we don’t publish fixed rates; we often start small, with a workshop or prototype that proves value before a bigger budget. I can ${ESCALATION_PHRASES[language]} to get a quote.`,
            questions: [
              "How much do your services cost?",
              "What are your rates?",
              "Can I get a quote?",
              "How much would a website cost?",
              "What budget should we plan for?",
              "Do you have a price list?",
              "What is your hourly rate?",
            ],
            keywords: terms(`
              price, prices, pricing, cost, costs, how much, quote, quotation, estimate, budget, expensive, cheap,
              affordable, afford, fees, rates, hourly, billing, pay, money, dollars, charge, package
            `),
          },
    { offersTeam: true },
  ),

  defineEntry("timeline", (language) =>
    language === "fr-CA"
      ? {
          title: "Échéancier et délais d’un projet",
          answer:
            "Cela dépend de la portée : un atelier ou un prototype peut se faire en quelques semaines, une application complète ou une installation prend plutôt quelques mois. Nous fixons avec vous un échéancier réaliste après une première conversation.",
          questions: [
            "Combien de temps prend un projet ?",
            "Quels sont vos délais de réalisation ?",
            "En combien de semaines pouvez-vous livrer ?",
            "Pouvez-vous respecter une échéance serrée ?",
            "Quand le projet serait-il terminé ?",
            "Quelle est la durée d’un mandat ?",
          ],
          keywords: terms(`
            délai, délais, échéancier, échéance, durée, temps, semaines, mois, livraison, livrer, date limite, urgent,
            rapidement, vite, terminé, calendrier, planning, prend, prendre, faisable, finir, terminer, prêt, avant,
            réaliste, janvier, février, mars, avril, mai, juin, juillet, août, septembre, octobre, novembre, décembre
          `),
        }
      : {
          title: "Project timeline",
          answer:
            "It depends on scope: a workshop or prototype can take a few weeks, while a full application or an installation usually takes a few months. We set a realistic schedule with you after a first conversation.",
          questions: [
            "How long does a project take?",
            "What is your typical turnaround?",
            "How many weeks to deliver?",
            "Can you meet a tight deadline?",
            "When would the project be done?",
            "How long is an engagement?",
          ],
          keywords: terms(`
            timeline, timeframe, time, duration, long, weeks, months, turnaround, deadline, deliver, delivery, fast,
            quickly, rush, urgent, done, finish, launch date, lead time, take, takes, doable, feasible, realistic,
            before, finish, ready, January, February, March, April, May, June, July, August, September, October,
            November, December
          `),
        },
  ),

  defineEntry("clients", (language, m) => {
    const items = m.about.market.items;
    const sectors = [items.museums, items.heritage, items.education, items.events, items.showrooms, items.publicSector]
      .map((item) => lowerFirst(item.title))
      .join(", ");
    const context = [
      m.about.market.title,
      m.about.market.subtitle,
      ...Object.values(items).flatMap((item) => [item.title, item.text]),
    ];
    return language === "fr-CA"
      ? {
          title: "Clientèle et secteurs",
          answer: `Nous travaillons partout au Canada avec des clients de ces secteurs : ${sectors}. ${m.about.market.subtitle}`,
          questions: [
            "Avec quels types de clients travaillez-vous ?",
            "Travaillez-vous avec des musées ?",
            "Quels secteurs servez-vous ?",
            "Faites-vous affaire avec le gouvernement ?",
            "Travaillez-vous avec des écoles ou des petites entreprises ?",
            "Qui sont vos clients ?",
          ],
          keywords: terms(`
            clients, clientèle, secteurs, industries, domaines, musées, patrimoine, sites patrimoniaux, éducation,
            écoles, universités, collèges, événements, festivals, salles d’exposition, espaces publics,
            secteur public, gouvernement, municipalités, ministères, organismes, OBNL, entreprises, galeries,
            organisations, genres, types, servez
          `),
          context,
        }
      : {
          title: "Clients and sectors",
          answer: `We work across Canada with clients in these sectors: ${sectors}. ${m.about.market.subtitle}`,
          questions: [
            "What kind of clients do you work with?",
            "Do you work with museums?",
            "Which sectors do you serve?",
            "Do you work with government?",
            "Do you work with schools or small businesses?",
            "Who are your clients?",
          ],
          keywords: terms(`
            clients, customers, sectors, industries, fields, museums, heritage, heritage sites, education, schools,
            universities, colleges, events, festivals, showrooms, public spaces, public sector, government,
            municipalities, cities, agencies, nonprofits, non-profit, businesses, companies, galleries, organizations,
            organisations, kinds, types, serve
          `),
          context,
        };
  }),

  defineEntry("portfolio", (language, m) => {
    const stories = m.portfolio.stories;
    const projects = [...stories.aiConsulting.projects, ...stories.creativeStudio.projects];
    const titles = formatList(
      projects.map((project) => lowerFirst(project.title)),
      language,
    );
    const context = [stories.title, stories.subtitle, ...projects.flatMap((project) => [project.title, project.text])];
    return language === "fr-CA"
      ? {
          title: "Réalisations et projets clients",
          answer: `Parmi nos projets récents : ${titles}. Les détails se trouvent dans notre portfolio (${sitePath("/portfolio", language)}).`,
          questions: [
            "Pouvez-vous me montrer vos réalisations ?",
            "Quels projets avez-vous faits ?",
            "Avez-vous des exemples de travaux ?",
            "Avez-vous des études de cas ?",
            "Où voir votre portfolio ?",
            "Quels projets avez-vous réalisés pour des clients ?",
          ],
          keywords: terms(`
            portfolio, réalisations, projets, exemples, études de cas, références, travaux, mandats,
            expériences passées, projets clients, démonstration, fiers, fierté, meilleurs projets, récents, récemment
          `),
          context,
        }
      : {
          title: "Portfolio and client stories",
          answer: `Recent client work includes: ${titles}. You can read more in our portfolio (${sitePath("/portfolio", language)}).`,
          questions: [
            "Can I see your work?",
            "What projects have you done?",
            "Do you have examples of past work?",
            "Do you have case studies?",
            "Where is your portfolio?",
            "What have you built for clients?",
          ],
          keywords: terms(`
            portfolio, work, projects, examples, case studies, case study, references, past work, previous,
            client stories, samples, demo, showcase, proud, best work, favourite, notable, recent, recently
          `),
          context,
        };
  }),
];
