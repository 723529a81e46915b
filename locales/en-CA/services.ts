export const services = {
  metaTitle: "Services",
  metaDescription:
    "AI consulting, custom web apps and creative studio work for cultural, educational and public-sector organizations across Canada.",
  hero: {
    badge: "Services",
    title: "What we can do together",
    subtitle: "Three practices, one team. Pick one or combine them.",
  },
  cards: {
    aiConsulting: {
      title: "AI Consulting",
      badge: "Strategy",
      description:
        "Understand where AI helps, where it does not, and how to adopt it responsibly in your organization.",
      items: [
        "AI readiness assessments",
        "Use-case discovery workshops",
        "Responsible AI and privacy reviews",
        "Prototypes and proofs of concept",
        "Team training",
      ],
    },
    webApps: {
      title: "Custom Web Apps",
      badge: "Engineering",
      description: "Web applications that are fast, accessible, bilingual and built to be maintained.",
      items: [
        "Collection and archive portals",
        "Booking and visitor tools",
        "AI assistants and search",
        "Content management and integrations",
        "Accessibility audits and fixes",
      ],
    },
    creativeStudio: {
      title: "Creative Studio",
      badge: "Experiences",
      description: "Interactive media that turns a visit into a memory, on site or online.",
      items: [
        "Interactive installations",
        "Projection and immersive media",
        "Virtual tours and 3D",
        "Video and motion design",
        "Exhibit content and storytelling",
      ],
    },
  },
  learnMore: "Discuss {{service}}",
  cta: {
    title: "Not sure where to start?",
    text: "Tell us your goal and we will suggest the lightest way to reach it.",
    contact: "Contact us",
    portfolio: "See our portfolio",
  },
};
