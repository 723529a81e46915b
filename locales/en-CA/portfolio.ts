export const portfolio = {
  metaTitle: "Portfolio",
  metaDescription:
    "Innovation Lab products and client stories: AI digital twins, touring interactive exhibits, strategy and creative production.",
  hero: {
    badge: "Portfolio",
    title: "Work that people remember",
    subtitle: "Products from our Innovation Lab and stories from our clients.",
  },
  lab: {
    badge: "Innovation Lab",
    title: "Our products",
    subtitle: "Concepts we develop, test and share with partners.",
    visit: "Visit {{project}}",
    features: {
      digitalTwin: [
        "Real-time 3D model of spaces and collections",
        "Natural-language questions about the building",
        "Scenario planning for exhibits and visitor flow",
        "Bilingual by design",
      ],
      touringExperience: [
        "Modular set that travels between venues",
        "AI guide that adapts to each visitor",
        "Multisensory and accessible stations",
        "Content localized for each host",
      ],
    },
  },
  stories: {
    badge: "Client stories",
    title: "What we have done for clients",
    subtitle: "A selection of recent engagements.",
    contactLink: "Start a similar project",
    aiConsulting: {
      title: "AI consulting",
      projects: [
        {
          title: "AI roadmap for a national museum",
          text: "Twelve use cases assessed, three piloted, one in production within a year.",
        },
        {
          title: "Bilingual collection search",
          text: "Semantic search across 200,000 records in English and French.",
        },
        {
          title: "Responsible AI policy for a public agency",
          text: "Guidelines, risk review and training for 80 staff.",
        },
      ],
    },
    creativeStudio: {
      title: "Creative studio",
      projects: [
        {
          title: "Immersive heritage room",
          text: "A projection space that retells 150 years of local history.",
        },
        {
          title: "Interactive science exhibit",
          text: "Touch and voice stations used by 90,000 visitors a year.",
        },
        {
          title: "Festival launch experience",
          text: "Generative visuals that reacted to the crowd in real time.",
        },
      ],
    },
  },
  cta: {
    title: "Your project could be next",
    text: "Let us help you plan, build and launch it.",
    contact: "Contact us",
    services: "Our services",
  },
};
