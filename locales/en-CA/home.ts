export const home = {
  metaTitle: "Northlight Studio | AI consulting and creative digital studio in Ottawa",
  metaDescription:
    "Northlight Studio is an Ottawa AI consulting and creative digital studio building inclusive, bilingual experiences for museums, heritage sites, education and public spaces.",
  hero: {
    badge: "AI consulting · Creative studio · Ottawa",
    headlineStart: "Digital experiences that bring culture to life with ",
    headlineHighlight: "AI",
    subtitle:
      "We help museums, heritage sites, schools and public institutions turn ideas into inclusive, bilingual experiences people remember.",
    primary: "Start a project",
    secondary: "See our work",
    videoFallback: "Your browser does not support the video tag.",
  },
  services: {
    badge: "What we do",
    title: "Three ways we can help",
    subtitle: "Strategy, software and storytelling, from one small senior team.",
    items: {
      aiConsulting: {
        title: "AI Consulting",
        description:
          "Practical AI strategy, responsible adoption and prototypes that prove value before you commit a budget.",
      },
      webApps: {
        title: "Custom Web Apps",
        description: "Fast, accessible and bilingual web applications, built to last and easy for your team to run.",
      },
      creativeStudio: {
        title: "Creative Studio",
        description:
          "Interactive installations, immersive media and content that make visitors stop, explore and stay.",
      },
    },
  },
  lab: {
    badge: "Innovation Lab",
    title: "Ideas we are building in the open",
    subtitle: "Two concept products where we test what AI can do for visitor experiences.",
    visit: "Visit the project",
  },
  stats: {
    badge: "Why Northlight",
    title: "Experience you can count on",
    subtitle: "Our founders have been shipping digital projects for cultural and public organizations for decades.",
    counters: {
      years: "Years of combined experience",
      projects: "Projects delivered",
      clients: "Clients served",
    },
    cards: {
      first: {
        number: "01",
        title: "Strategy before software",
        text: "We start from your visitors and goals, then choose the technology, never the other way around.",
      },
      second: {
        number: "02",
        title: "Inclusive by design",
        text: "Accessible, bilingual and respectful of privacy from the first sketch to launch day.",
      },
    },
    aboutLink: "More about us",
  },
};
