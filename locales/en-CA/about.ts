export const about = {
  metaTitle: "About us",
  metaDescription:
    "Meet the Ottawa team behind Northlight Studio: our mission, our values and the people who lead our AI consulting and creative work.",
  hero: {
    badge: "About us",
    title: "A studio where craft meets",
    titleHighlight: "intelligence",
    subtitle:
      "We are strategists, designers and engineers in Ottawa who build AI and digital experiences for the places where people learn and gather.",
  },
  pillarsHeading: "Our mission, vision and values",
  pillars: {
    mission: {
      title: "Mission",
      text: "Make advanced technology useful, understandable and welcoming for cultural and public organizations.",
    },
    vision: {
      title: "Vision",
      text: "A world where every visitor, whatever their language or ability, finds an experience made for them.",
    },
    values: {
      title: "Values",
      text: "Candour, care for the people we serve, and work we are proud to sign.",
    },
  },
  whatWeDo: {
    badge: "What we do",
    title: "From first question to opening night",
    text: "We advise on AI, design and build web applications, and produce interactive media. One team follows your project from the strategy workshop to the moment the doors open.",
    servicesLink: "Explore our services",
    contactLink: "Talk to us",
  },
  team: {
    badge: "Leadership",
    title: "The people behind the studio",
    subtitle: "Four leads, one shared standard for quality.",
    profileLink: "{{name}} on LinkedIn",
    photoAlt: "Portrait of {{name}}",
    members: {
      claireDubois: {
        role: "Co-founder, Strategic Lead",
        bio: "Claire has guided digital strategy for national museums and galleries for twenty years and leads every client engagement from its first workshop.",
      },
      marcLefebvre: {
        role: "Co-founder, Product Lead",
        bio: "Marc turns ambitious ideas into products people use, with a background in interactive exhibits and large public-sector platforms.",
      },
      aishaRahman: {
        role: "Lead UI/UX",
        bio: "Aisha designs interfaces that are clear, accessible and bilingual from the start, and tests them with real visitors.",
      },
      danielChen: {
        role: "Lead Generative AI",
        bio: "Daniel builds responsible generative AI systems, from retrieval and evaluation to on-premise deployment.",
      },
    },
  },
  join: {
    title: "Want to build with us?",
    text: "We work with talented freelancers across Canada.",
    button: "See open roles",
  },
  market: {
    badge: "Who we serve",
    title: "Built for places of culture and learning",
    subtitle: "Our clients share a public mission and a high bar for quality.",
    items: {
      museums: { title: "Museums", text: "Exhibits, collections and visitor journeys." },
      heritage: { title: "Heritage sites", text: "Stories told on site and online." },
      education: { title: "Education", text: "Schools, colleges and learning programs." },
      events: { title: "Events", text: "Festivals, conferences and launches." },
      showrooms: { title: "Showrooms & public spaces", text: "Lobbies, showrooms and civic spaces." },
      publicSector: { title: "Public sector", text: "Departments, agencies and municipalities." },
    },
  },
};
