import type { Messages } from "../types.ts";

/**
 * Français (Canada) : mêmes clés que l’anglais (voir ../types.ts).
 * Typographie canadienne : espace insécable (U+00A0) devant les deux-points, le point-virgule, les points
 * d’exclamation et d’interrogation, dans les nombres et les heures.
 */
export const site = {
  meta: {
    siteName: "Northlight Studio",
    shareImageAlt: "Northlight Studio : studio de conseil en IA et de création numérique à Ottawa",
    titleTemplate: "{{page}} | Northlight Studio",
    pages: {
      home: {
        title: "Northlight Studio | Conseil en IA et studio de création numérique à Ottawa",
        description:
          "Studio de conseil en IA et de création numérique à Ottawa, Northlight Studio crée des expériences inclusives et bilingues pour la culture et l’éducation.",
      },
      about: {
        title: "À propos",
        description:
          "Découvrez l’équipe d’Ottawa derrière Northlight Studio : notre mission, nos valeurs et les personnes qui dirigent nos mandats en IA et en création.",
      },
      services: {
        title: "Services",
        description:
          "Conseil en IA, applications Web sur mesure et création numérique pour les organismes culturels, éducatifs et publics de partout au Canada.",
      },
      portfolio: {
        title: "Portfolio",
        description:
          "Produits de notre Laboratoire d’innovation et projets clients : jumeaux numériques, expositions interactives itinérantes, stratégie et création.",
      },
      careers: {
        title: "Carrières",
        description:
          "Joignez-vous à Northlight Studio à la pige, en développement d’applications ou en ingénierie de l’IA, et créez des expériences numériques qui comptent.",
      },
      application: {
        title: "Postuler",
        description:
          "Postulez à un poste à la pige chez Northlight Studio : parlez-nous de votre expérience, de votre motivation et de votre date de disponibilité.",
      },
      contact: {
        title: "Nous joindre",
        description:
          "Parlez-nous de votre projet. Depuis Ottawa, en Ontario, Northlight Studio vous répond en moins de 24 heures, du lundi au vendredi.",
      },
      notFound: {
        title: "Page introuvable",
        description:
          "La page que vous recherchez n’existe pas ou a été déplacée. Revenez à l’accueil de Northlight Studio pour poursuivre votre visite.",
      },
    },
  },
  common: {
    skipToContent: "Passer au contenu principal",
    homeLink: "Northlight Studio, accueil",
    getStarted: "Commencer",
    learnMore: "En savoir plus",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    nav: {
      label: "Principale",
      home: "Accueil",
      about: "À propos",
      services: "Services",
      portfolio: "Portfolio",
      careers: "Carrières",
      contact: "Nous joindre",
      privacy: "Confidentialité",
      terms: "Conditions d’utilisation",
      cookies: "Témoins",
    },
    menu: {
      open: "Ouvrir le menu",
      close: "Fermer le menu",
      title: "Menu",
      description: "Navigation du site",
    },
    languageToggle: {
      label: "EN",
      name: "Passer à l'anglais",
    },
    footer: {
      tagline:
        "Un studio d’Ottawa spécialisé en conseil en IA et en expériences numériques créatives, pour les musées, les sites patrimoniaux, l’éducation, les événements et les espaces publics.",
      explore: "Explorer",
      legal: "Juridique",
      follow: "Suivez-nous",
      copyright: "© {{year}} Northlight Studio. Tous droits réservés.",
      social: {
        linkedin: "LinkedIn",
        x: "X",
        facebook: "Facebook",
        instagram: "Instagram",
      },
    },
    cookieBanner: {
      label: "Consentement aux témoins",
      title: "Nous respectons votre vie privée",
      text: "Nous utilisons uniquement le stockage essentiel de votre navigateur pour retenir votre langue et ce choix. Aucun témoin publicitaire ni de suivi.",
      policyLink: "Lire notre politique relative aux témoins",
      accept: "Accepter",
      decline: "Refuser",
      close: "Fermer et refuser",
    },
    notifications: "Notifications",
    honeypot: "Laissez ce champ vide",
  },
  home: {
    hero: {
      badge: "Conseil en IA · Studio de création · Ottawa",
      headlineStart: "Des expériences numériques qui font vivre la culture grâce à l’",
      headlineHighlight: "IA",
      subtitle:
        "Nous aidons les musées, les sites patrimoniaux, les écoles et les institutions publiques à transformer leurs idées en expériences inclusives, bilingues et mémorables.",
      primary: "Lancer un projet",
      secondary: "Voir nos réalisations",
      videoFallback: "Votre navigateur ne prend pas en charge la balise vidéo.",
    },
    services: {
      badge: "Ce que nous faisons",
      title: "Trois façons de vous aider",
      subtitle: "Stratégie, développement et narration, réunis dans une petite équipe chevronnée.",
      items: {
        aiConsulting: {
          title: "Conseil en IA",
          description:
            "Une stratégie d’IA concrète, une adoption responsable et des prototypes qui démontrent la valeur avant que vous engagiez un budget.",
        },
        webApps: {
          title: "Applications Web sur mesure",
          description:
            "Des applications Web rapides, accessibles et bilingues, conçues pour durer et faciles à gérer pour votre équipe.",
        },
        creativeStudio: {
          title: "Studio de création",
          description:
            "Des installations interactives, des médias immersifs et des contenus qui donnent envie de s’arrêter, d’explorer et de rester.",
        },
      },
    },
    lab: {
      badge: "Laboratoire d’innovation",
      title: "Des idées que nous développons au grand jour",
      subtitle:
        "Deux concepts de produits qui nous permettent d’explorer ce que l’IA peut apporter à l’expérience de visite.",
      visit: "Visiter le projet",
      projects: {
        digitalTwin: {
          title: "Plateforme de jumeau numérique",
          badge: "Plateforme d’IA",
          description:
            "Le jumeau numérique d’un bâtiment ou d’une collection, propulsé par l’IA : explorez les espaces, posez vos questions et planifiez les changements avant de les réaliser.",
          imageAlt: "Structure filaire abstraite d’un bâtiment, reflétée par un réseau de nœuds lumineux",
        },
        touringExperience: {
          title: "Expérience IA itinérante",
          badge: "Exposition itinérante",
          description:
            "Une expérience multimédia interactive et itinérante, propulsée par l’IA, que les musées et les centres d’interprétation peuvent présenter le temps d’une saison.",
          imageAlt: "Cadres de galerie abstraits traversés par des faisceaux de lumière et des ondes sonores",
        },
      },
    },
    stats: {
      badge: "Pourquoi Northlight",
      title: "Une expérience sur laquelle compter",
      subtitle:
        "Notre équipe fondatrice réalise des projets numériques pour des organismes culturels et publics depuis des décennies.",
      counters: {
        years: "Années d’expérience cumulée",
        projects: "Projets réalisés",
        clients: "Clients accompagnés",
      },
      cards: {
        first: {
          number: "01",
          title: "La stratégie avant la technologie",
          text: "Nous partons de votre public et de vos objectifs, puis nous choisissons la technologie. Jamais l’inverse.",
        },
        second: {
          number: "02",
          title: "L’inclusion dès la conception",
          text: "Accessibilité, bilinguisme et respect de la vie privée, de la première esquisse au jour du lancement.",
        },
      },
      aboutLink: "En savoir plus sur nous",
    },
    cta: {
      title: "Vous avez un projet en tête ?",
      text: "Dites-nous ce que vous imaginez. Nous vous répondons en un jour ouvrable.",
      button: "Parlons-en",
    },
  },
  about: {
    hero: {
      badge: "À propos",
      title: "Un studio où le savoir-faire rencontre",
      titleHighlight: "l’intelligence",
      subtitle:
        "Établie à Ottawa, notre équipe de stratèges, de designers et d’ingénieurs crée des expériences numériques et d’IA pour les lieux où l’on apprend et où l’on se rassemble.",
    },
    pillarsHeading: "Notre mission, notre vision et nos valeurs",
    pillars: {
      mission: {
        title: "Mission",
        text: "Rendre les technologies de pointe utiles, compréhensibles et accueillantes pour les organismes culturels et publics.",
      },
      vision: {
        title: "Vision",
        text: "Un monde où chaque personne, quelles que soient sa langue et ses capacités, trouve une expérience pensée pour elle.",
      },
      values: {
        title: "Valeurs",
        text: "La franchise, le souci des personnes que nous servons et un travail que nous sommes fiers de signer.",
      },
    },
    whatWeDo: {
      badge: "Ce que nous faisons",
      title: "De la première question au jour de l’ouverture",
      text: "Nous offrons des conseils en IA, nous concevons et développons des applications Web, et nous produisons des médias interactifs. Une seule équipe accompagne votre projet, de l’atelier stratégique jusqu’à l’ouverture des portes.",
      servicesLink: "Découvrir nos services",
      contactLink: "Parlez-nous",
    },
    team: {
      badge: "Direction",
      title: "Les personnes derrière le studio",
      subtitle: "Quatre leaders, une même exigence de qualité.",
      profileLink: "{{name}} sur LinkedIn",
      photoAlt: "Portrait : {{name}}",
      members: {
        claireDubois: {
          role: "Cofondatrice, responsable de la stratégie",
          bio: "Depuis vingt ans, Claire oriente la stratégie numérique de musées et de galeries nationaux. Elle dirige chaque mandat, dès le premier atelier.",
        },
        marcLefebvre: {
          role: "Cofondateur, responsable des produits",
          bio: "Marc transforme des idées ambitieuses en produits que les gens utilisent vraiment, fort d’une expérience en expositions interactives et en grandes plateformes du secteur public.",
        },
        aishaRahman: {
          role: "Responsable UI/UX",
          bio: "Aisha conçoit des interfaces claires, accessibles et bilingues dès le départ, et les met à l’essai auprès de vrais visiteurs.",
        },
        danielChen: {
          role: "Responsable de l’IA générative",
          bio: "Daniel conçoit des systèmes d’IA générative responsables, de la recherche d’information et de l’évaluation jusqu’au déploiement sur site.",
        },
      },
    },
    join: {
      title: "Envie de bâtir avec nous ?",
      text: "Nous collaborons avec des pigistes de talent partout au Canada.",
      button: "Voir les postes offerts",
    },
    inclusive: {
      badge: "Conception inclusive",
      title: "Pensé pour toutes les personnes qui franchissent la porte",
      subtitle: "L’inclusion fait partie du mandat dès le départ, pas après coup.",
      items: {
        accessibility: {
          title: "Accessibilité",
          text: "Nous concevons et testons selon le niveau AA des WCAG 2.2, afin que les personnes qui utilisent un lecteur d’écran, un clavier ou une loupe profitent pleinement de l’expérience.",
        },
        multilingualism: {
          title: "Multilinguisme",
          text: "Le français et l’anglais sont sur un pied d’égalité dès le premier jour, et d’autres langues peuvent s’ajouter sans tout reconstruire.",
        },
        inclusivity: {
          title: "Inclusivité",
          text: "Nous faisons participer des communautés diverses dès le départ, pour que les récits, les images et les interactions reflètent les personnes à qui ils s’adressent.",
        },
      },
    },
    market: {
      badge: "Notre clientèle",
      title: "Au service des lieux de culture et d’apprentissage",
      subtitle: "Notre clientèle partage une mission publique et un haut niveau d’exigence.",
      items: {
        museums: { title: "Musées", text: "Expositions, collections et parcours de visite." },
        heritage: { title: "Sites patrimoniaux", text: "Des récits racontés sur place et en ligne." },
        education: { title: "Éducation", text: "Écoles, collèges et programmes de formation." },
        events: { title: "Événements", text: "Festivals, congrès et lancements." },
        showrooms: {
          title: "Salles d’exposition et espaces publics",
          text: "Halls d’entrée, salles d’exposition et lieux civiques.",
        },
        publicSector: { title: "Secteur public", text: "Ministères, organismes et municipalités." },
      },
    },
  },
  services: {
    hero: {
      badge: "Services",
      title: "Ce que nous pouvons accomplir ensemble",
      subtitle: "Trois expertises, une seule équipe. Choisissez-en une ou combinez-les.",
    },
    cards: {
      aiConsulting: {
        title: "Conseil en IA",
        badge: "Stratégie",
        description:
          "Comprenez où l’IA est utile, où elle ne l’est pas, et comment l’adopter de façon responsable au sein de votre organisme.",
        items: [
          "Évaluation de la maturité en IA",
          "Ateliers de repérage des cas d’utilisation",
          "Examens d’IA responsable et de protection de la vie privée",
          "Prototypes et preuves de concept",
          "Formation des équipes",
        ],
      },
      webApps: {
        title: "Applications Web sur mesure",
        badge: "Développement",
        description: "Des applications Web rapides, accessibles, bilingues et conçues pour être faciles à maintenir.",
        items: [
          "Portails de collections et d’archives",
          "Outils de réservation et d’accueil des visiteurs",
          "Assistants d’IA et moteurs de recherche",
          "Gestion de contenu et intégrations",
          "Audits et correctifs d’accessibilité",
        ],
      },
      creativeStudio: {
        title: "Studio de création",
        badge: "Expériences",
        description: "Des médias interactifs qui transforment une visite en souvenir, sur place ou en ligne.",
        items: [
          "Installations interactives",
          "Projections et médias immersifs",
          "Visites virtuelles et 3D",
          "Vidéo et animation graphique",
          "Contenu d’exposition et narration",
        ],
      },
    },
    learnMore: "{{service}} : en discuter",
    cta: {
      title: "Vous ne savez pas par où commencer ?",
      text: "Dites-nous quel est votre objectif et nous vous proposerons la façon la plus simple de l’atteindre.",
      contact: "Nous joindre",
      portfolio: "Voir nos réalisations",
    },
  },
  portfolio: {
    hero: {
      badge: "Portfolio",
      title: "Des réalisations qui marquent les esprits",
      subtitle: "Les produits de notre Laboratoire d’innovation et les projets de nos clients.",
    },
    lab: {
      badge: "Laboratoire d’innovation",
      title: "Nos produits",
      subtitle: "Des concepts que nous développons, mettons à l’essai et partageons avec nos partenaires.",
      visit: "Découvrir le projet {{project}}",
      features: {
        digitalTwin: [
          "Modèle 3D en temps réel des espaces et des collections",
          "Questions en langage naturel sur le bâtiment",
          "Planification de scénarios pour les expositions et la circulation des visiteurs",
          "Bilingue dès la conception",
        ],
        touringExperience: [
          "Dispositif modulaire qui voyage d’un lieu à l’autre",
          "Guide IA qui s’adapte à chaque visiteur",
          "Stations multisensorielles et accessibles",
          "Contenu adapté à chaque lieu d’accueil",
        ],
      },
    },
    stories: {
      badge: "Projets clients",
      title: "Ce que nous avons réalisé pour nos clients",
      subtitle: "Une sélection de mandats récents.",
      contactLink: "Lancer un projet semblable",
      aiConsulting: {
        title: "Conseil en IA",
        projects: [
          {
            title: "Feuille de route en IA pour un musée national",
            text: "Douze cas d’utilisation évalués, trois mis à l’essai et un en production en moins d’un an.",
          },
          {
            title: "Recherche bilingue dans les collections",
            text: "Recherche sémantique dans 200 000 notices, en français et en anglais.",
          },
          {
            title: "Politique d’IA responsable pour un organisme public",
            text: "Lignes directrices, analyse des risques et formation de 80 membres du personnel.",
          },
        ],
      },
      creativeStudio: {
        title: "Studio de création",
        projects: [
          {
            title: "Salle patrimoniale immersive",
            text: "Un espace de projection qui raconte 150 ans d’histoire locale.",
          },
          {
            title: "Exposition scientifique interactive",
            text: "Des bornes tactiles et vocales utilisées par 90 000 visiteurs par année.",
          },
          {
            title: "Expérience de lancement d’un festival",
            text: "Des visuels génératifs qui réagissaient à la foule en temps réel.",
          },
        ],
      },
    },
    cta: {
      title: "Votre projet pourrait être le prochain",
      text: "Laissez-nous vous aider à le planifier, à le concevoir et à le lancer.",
      contact: "Nous joindre",
      services: "Nos services",
    },
  },
  careers: {
    hero: {
      badge: "Carrières",
      title: "Joignez-vous à notre équipe",
      subtitle: "Nous collaborons avec des talents indépendants de partout au Canada sur des projets d’intérêt public.",
    },
    openings: {
      title: "Postes offerts",
      subtitle: "Les deux postes sont des contrats à la pige.",
      apply: "Postuler",
      skillsLabel: "Compétences",
    },
    types: {
      freelance: "À la pige",
    },
    locations: {
      hybrid: "Hybride",
      remote: "À distance",
    },
    jobs: {
      "app-developer": {
        title: "Développeuse ou développeur d’applications",
        description:
          "Créez des applications Web accessibles et bilingues avec React et TypeScript pour des musées et des institutions publiques, du prototype à la mise en production.",
        skills: [
          "React et TypeScript",
          "API Node.js",
          "Accessibilité (WCAG 2.2)",
          "Tests automatisés",
          "Français et anglais, un atout",
        ],
      },
      "ai-engineer": {
        title: "Ingénieure ou ingénieur en IA",
        description:
          "Concevez, évaluez et déployez des fonctionnalités d’IA générative, comme la recherche d’information, les assistants et les outils de contenu, avec le souci de la vie privée et de la qualité.",
        skills: [
          "Python ou TypeScript",
          "Grands modèles de langage et recherche d’information",
          "Évaluation et tests",
          "Protection de la vie privée dès la conception",
          "Communication claire",
        ],
      },
    },
    why: {
      badge: "Pourquoi nous choisir",
      title: "Un milieu où donner le meilleur de vous-même",
      items: {
        innovation: {
          title: "Innovation",
          text: "Travaillez sur des idées nouvelles avec de vrais clients, des guides IA aux salles immersives.",
        },
        flexibility: {
          title: "Flexibilité",
          text: "Choisissez vos horaires et vos projets. Travaillez à distance ou avec nous, à Ottawa.",
        },
        growth: {
          title: "Évolution",
          text: "Apprenez aux côtés de collègues chevronnés et prenez plus de responsabilités au fil du temps.",
        },
      },
    },
    cta: {
      title: "Vous ne trouvez pas votre poste ?",
      text: "Dites-nous ce que vous faites de mieux. Nous sommes toujours heureux de rencontrer des gens de talent.",
      button: "Écrivez-nous",
    },
  },
  application: {
    hero: {
      badge: "Carrières",
      title: "Postulez chez Northlight Studio",
      subtitle: "Parlez-nous de vous. Cela prend environ dix minutes.",
    },
    formTitle: "Candidature",
    formDescription: "Les champs marqués d’un astérisque (*) sont obligatoires.",
    fields: {
      position: "Poste *",
      positionPlaceholder: "Sélectionnez un poste",
      firstName: "Prénom *",
      lastName: "Nom *",
      email: "Courriel *",
      phone: "Téléphone *",
      portfolioUrl: "URL de votre portfolio ou profil LinkedIn",
      portfolioUrlPlaceholder: "https://",
      experience: {
        "app-developer":
          "Décrivez votre expérience en développement d’applications Web ou mobiles (cadriciels, projets, votre rôle) *",
        "ai-engineer":
          "Décrivez votre expérience en IA et en apprentissage automatique (modèles, outils, projets livrés) *",
      },
      motivation: "Pourquoi souhaitez-vous vous joindre à notre équipe ? *",
      availableStart: "Quand pouvez-vous commencer ? *",
      availableStartPlaceholder: "Par exemple : dans deux semaines, ou à partir du 1er mars",
      coverLetter: "Lettre de présentation",
      resume: "CV",
      chooseFile: "Choisir un fichier",
      fileHint: "PDF, DOC, DOCX, max. 10 Mo",
      fileChosen: "Fichier sélectionné : {{name}}",
    },
    submit: "Envoyer ma candidature",
    submitting: "Envoi en cours...",
  },
  contact: {
    hero: {
      badge: "Nous joindre",
      title: "Créons quelque chose ensemble",
      subtitle: "Parlez-nous de votre projet : nous vous répondrons en un jour ouvrable.",
    },
    form: {
      title: "Écrivez-nous",
      description: "Les champs marqués d’un astérisque (*) sont obligatoires.",
      firstName: "Prénom *",
      lastName: "Nom *",
      email: "Courriel *",
      company: "Organisme ou entreprise",
      service: "Service souhaité",
      message: "Message *",
      messagePlaceholder: "Parlez-nous de votre projet, de votre public et de votre échéancier.",
      submit: "Envoyer",
      sending: "Envoi en cours...",
      services: {
        none: "Sélectionnez un service",
        "ai-consulting": "Conseil en IA",
        "creative-studio": "Studio de création",
        both: "Conseil en IA et studio de création",
        "lab-projects": "Projets du Laboratoire d’innovation",
        other: "Autre",
      },
    },
    info: {
      title: "Coordonnées",
      emailLabel: "Courriel",
      locationLabel: "Emplacement",
      location: "Ottawa (Ontario), Canada",
    },
    response: {
      title: "Délai de réponse",
      text: "Nous répondons habituellement en moins de 24 heures.",
      hoursLabel: "Heures de bureau",
      hours: "Du lundi au vendredi, de 9 h à 18 h (HNE)",
    },
    meeting: {
      title: "Vous préférez en parler de vive voix ?",
      text: "Réservez un appel de présentation gratuit de 30 minutes avec notre équipe.",
      button: "Prendre rendez-vous",
    },
    cta: {
      title: "Envie d’en savoir plus d’abord ?",
      text: "Découvrez ce que nous faisons et ce que nous avons réalisé.",
      services: "Nos services",
      portfolio: "Nos réalisations",
    },
  },
  notFound: {
    code: "404",
    title: "Page introuvable",
    subtitle: "La page que vous recherchez n’existe pas.",
    button: "Retour à l’accueil",
  },
  validation: {
    positionRequired: "Veuillez sélectionner un poste",
    firstNameMin: "Le prénom doit contenir au moins 2 caractères",
    lastNameMin: "Le nom doit contenir au moins 2 caractères",
    emailInvalid: "Veuillez entrer une adresse courriel valide",
    phoneInvalid: "Veuillez entrer un numéro de téléphone valide",
    urlInvalid: "Veuillez entrer une adresse URL valide",
    experienceMin: "Veuillez fournir au moins 50 caractères sur votre expérience",
    motivationMin: "Veuillez nous dire pourquoi vous souhaitez vous joindre à notre équipe",
    availabilityRequired: "Veuillez indiquer votre disponibilité",
    firstNameRequired: "Veuillez entrer votre prénom",
    lastNameRequired: "Veuillez entrer votre nom",
    messageRequired: "Veuillez entrer un message",
    serviceInvalid: "Veuillez choisir un service dans la liste",
    nameTooLong: "Veuillez utiliser 100 caractères ou moins",
    shortTextTooLong: "Veuillez utiliser 200 caractères ou moins",
    longTextTooLong: "Veuillez utiliser 5 000 caractères ou moins",
  },
  chat: {
    open: "Clavarder avec notre assistant",
    title: "Assistant Northlight",
    subtitle: "Répond habituellement tout de suite",
    close: "Fermer le clavardage",
    greeting:
      "Bonjour ! Je suis l’assistant de Northlight Studio. Posez-moi vos questions sur nos services, notre Laboratoire d’innovation, nos postes ouverts ou la façon de joindre l’équipe.",
    you: "Vous",
    assistant: "Assistant",
    typing: "L’assistant écrit…",
    inputLabel: "Votre message",
    placeholder: "Écrivez votre question…",
    send: "Envoyer",
    emailPrompt: {
      title: "Parler à notre équipe",
      text: "Laissez votre adresse courriel et une personne de notre équipe vous écrira.",
      label: "Votre courriel",
      placeholder: "vous@courriel.example",
      submit: "Envoyer mon courriel",
    },
    escalationRequest: "J’aimerais parler à une personne de votre équipe. Vous pouvez me joindre à {{email}}.",
    failure: "Désolé, j’ai rencontré un problème. Veuillez réessayer ou écrire directement à notre équipe à {{email}}.",
    escalatedToast: {
      title: "Demande transmise",
      description: "Notre équipe a été avisée et communiquera avec vous directement par courriel.",
    },
    emailToast: {
      title: "Courriel reçu",
      description: "Merci ! Notre équipe vous écrira bientôt.",
    },
  },
  api: {
    validation: "Veuillez vérifier les champs indiqués.",
    rateLimited: "Trop de demandes. Veuillez patienter quelques minutes, puis réessayer.",
    tooLarge: "Cette demande est trop volumineuse. Chaque fichier doit faire 10 Mo ou moins.",
    fileTooLarge: "Ce fichier dépasse 10 Mo.",
    fileType: "Ce fichier n’est pas un document PDF, DOC ou DOCX.",
    unexpectedFile: "Seuls une lettre de présentation et un CV peuvent être joints.",
    malformed: "Nous n’avons pas pu lire cette demande. Veuillez réessayer.",
    unsupportedType: "Ce type de demande n’est pas pris en charge.",
    notFound: "Il n’y a rien ici.",
    server: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
  },
  toasts: {
    fileTooLarge: {
      title: "Fichier trop volumineux",
      description: "Veuillez téléverser un fichier de moins de 10 Mo.",
    },
    fileWrongType: {
      title: "Type de fichier non pris en charge",
      description: "Veuillez téléverser un fichier PDF, DOC ou DOCX.",
    },
    applicationSuccess: {
      title: "Candidature envoyée avec succès !",
      description: "Nous examinerons votre candidature et vous répondrons dans les 48 heures.",
    },
    applicationFailure: {
      title: "Échec de l’envoi",
      description: "Veuillez réessayer ou communiquer directement avec nous.",
    },
    contactSuccess: {
      title: "Message envoyé !",
      description: "Nous vous répondrons sous peu. Vérifiez votre boîte de réception pour le courriel de confirmation.",
    },
    contactFailure: {
      title: "Erreur",
      description: "Une erreur s’est produite. Veuillez réessayer.",
    },
  },
} satisfies Omit<Messages, "legal" | "emails">;
