/**
 * English (Canada), what the site shows: the source of every key. French must have the same keys (see ../types.ts).
 * {{name}} placeholders are filled by i18next; visible text never lives in components.
 */
export const site = {
  meta: {
    siteName: "Northlight Studio",
    shareImageAlt: "Northlight Studio: AI consulting and creative digital studio in Ottawa",
    titleTemplate: "{{page}} | Northlight Studio",
    pages: {
      home: {
        title: "Northlight Studio | AI consulting and creative digital studio in Ottawa",
        description:
          "Northlight Studio is an Ottawa AI consulting and creative digital studio building inclusive, bilingual experiences for museums, heritage sites, education and public spaces.",
      },
      about: {
        title: "About us",
        description:
          "Meet the Ottawa team behind Northlight Studio: our mission, our values and the people who lead our AI consulting and creative work.",
      },
      services: {
        title: "Services",
        description:
          "AI consulting, custom web apps and creative studio work for cultural, educational and public-sector organizations across Canada.",
      },
      portfolio: {
        title: "Portfolio",
        description:
          "Innovation Lab products and client stories: AI digital twins, touring interactive exhibits, strategy and creative production.",
      },
      careers: {
        title: "Careers",
        description:
          "Join Northlight Studio as a freelance Application Developer or AI Engineer and help build meaningful digital experiences.",
      },
      application: {
        title: "Apply",
        description:
          "Apply for a freelance role at Northlight Studio: tell us about your experience, your motivation and when you can start.",
      },
      contact: {
        title: "Contact",
        description:
          "Tell us about your project. Northlight Studio answers within 24 hours, Monday to Friday, from Ottawa, Ontario.",
      },
      notFound: {
        title: "Page not found",
        description: "The page you are looking for does not exist.",
      },
    },
  },
  common: {
    skipToContent: "Skip to main content",
    homeLink: "Northlight Studio, home",
    getStarted: "Get Started",
    learnMore: "Learn More",
    opensInNewTab: "(opens in a new tab)",
    nav: {
      label: "Main",
      home: "Home",
      about: "About",
      services: "Services",
      portfolio: "Portfolio",
      careers: "Careers",
      contact: "Contact",
      privacy: "Privacy",
      terms: "Terms",
      cookies: "Cookies",
    },
    menu: {
      open: "Open menu",
      close: "Close menu",
      title: "Menu",
      description: "Site navigation",
    },
    languageToggle: {
      label: "FR",
      name: "Switch to French",
    },
    footer: {
      tagline:
        "An Ottawa studio for AI consulting and creative digital experiences, made for museums, heritage sites, education, events and public spaces.",
      explore: "Explore",
      legal: "Legal",
      follow: "Follow us",
      copyright: "© {{year}} Northlight Studio. All rights reserved.",
      social: {
        linkedin: "LinkedIn",
        x: "X",
        facebook: "Facebook",
        instagram: "Instagram",
      },
    },
    cookieBanner: {
      label: "Cookie consent",
      title: "We respect your privacy",
      text: "We only use essential browser storage to remember your language and this choice. No advertising or tracking cookies.",
      policyLink: "Read our cookie policy",
      accept: "Accept",
      decline: "Decline",
      close: "Close and decline",
    },
    notifications: "Notifications",
    honeypot: "Leave this field empty",
  },
  home: {
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
      projects: {
        digitalTwin: {
          title: "Digital Twin Platform",
          badge: "AI platform",
          description:
            "An AI-powered digital twin of a building or collection: explore spaces, ask questions and plan changes before they happen.",
          imageAlt: "Abstract wireframe of a building mirrored by a network of glowing nodes",
        },
        touringExperience: {
          title: "Touring AI Experience",
          badge: "Touring exhibit",
          description:
            "A travelling interactive AI-multimedia experience that museums and visitor centres can host for a season.",
          imageAlt: "Abstract gallery frames crossed by beams of light and sound waves",
        },
      },
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
    cta: {
      title: "Have a project in mind?",
      text: "Tell us what you are imagining. We reply within one business day.",
      button: "Let’s talk",
    },
  },
  about: {
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
    inclusive: {
      badge: "Inclusive design",
      title: "Made for everyone who walks through the door",
      subtitle: "Inclusion is part of the brief, not an afterthought.",
      items: {
        accessibility: {
          title: "Accessibility",
          text: "We design and test to WCAG 2.2 AA so that people using screen readers, keyboards or magnifiers get the full experience.",
        },
        multilingualism: {
          title: "Multilingualism",
          text: "English and French are equal from day one, and other languages can follow without rebuilding.",
        },
        inclusivity: {
          title: "Inclusivity",
          text: "We involve diverse communities early so that stories, images and interactions reflect the people they serve.",
        },
      },
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
  },
  services: {
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
  },
  portfolio: {
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
  },
  careers: {
    hero: {
      badge: "Careers",
      title: "Join our team",
      subtitle: "We work with independent talent across Canada on projects with public impact.",
    },
    openings: {
      title: "Open positions",
      subtitle: "Both roles are freelance contracts.",
      apply: "Apply now",
      skillsLabel: "Skills",
    },
    types: {
      freelance: "Freelance",
    },
    locations: {
      hybrid: "Hybrid",
      remote: "Remote",
    },
    jobs: {
      "app-developer": {
        title: "Application Developer",
        description:
          "Build accessible, bilingual web applications with React and TypeScript for museums and public institutions, from prototype to production.",
        skills: [
          "React and TypeScript",
          "Node.js APIs",
          "Accessibility (WCAG 2.2)",
          "Automated testing",
          "English and French a plus",
        ],
      },
      "ai-engineer": {
        title: "AI Engineer",
        description:
          "Design, evaluate and deploy generative AI features such as retrieval, assistants and content tools, with care for privacy and quality.",
        skills: [
          "Python or TypeScript",
          "LLMs and retrieval",
          "Evaluation and testing",
          "Privacy by design",
          "Clear communication",
        ],
      },
    },
    why: {
      badge: "Why join us",
      title: "A good place to do your best work",
      items: {
        innovation: {
          title: "Innovation",
          text: "Work on new ideas with real clients, from AI guides to immersive rooms.",
        },
        flexibility: {
          title: "Flexibility",
          text: "Choose your hours and your projects; work remotely or with us in Ottawa.",
        },
        growth: {
          title: "Growth",
          text: "Learn from senior peers and take on more responsibility as you go.",
        },
      },
    },
    cta: {
      title: "Don’t see your role?",
      text: "Tell us what you do best. We are always glad to meet talented people.",
      button: "Get in touch",
    },
  },
  application: {
    hero: {
      badge: "Careers",
      title: "Apply to Northlight Studio",
      subtitle: "Tell us about yourself. It takes about ten minutes.",
    },
    formTitle: "Job application",
    formDescription: "Fields marked with * are required.",
    fields: {
      position: "Position *",
      positionPlaceholder: "Select a position",
      firstName: "First name *",
      lastName: "Last name *",
      email: "Email *",
      phone: "Phone *",
      portfolioUrl: "Portfolio or LinkedIn URL",
      portfolioUrlPlaceholder: "https://",
      experience: {
        "app-developer":
          "Describe your experience building web or mobile applications (frameworks, projects, your role) *",
        "ai-engineer": "Describe your experience with AI and machine learning (models, tools, projects you shipped) *",
      },
      motivation: "Why do you want to join our team? *",
      availableStart: "When can you start? *",
      availableStartPlaceholder: "For example: in two weeks, or from March 1",
      coverLetter: "Cover letter",
      resume: "Resume",
      chooseFile: "Choose a file",
      fileHint: "PDF, DOC, DOCX, max 10MB",
      fileChosen: "Selected file: {{name}}",
    },
    submit: "Submit application",
    submitting: "Submitting...",
  },
  contact: {
    hero: {
      badge: "Contact",
      title: "Let’s build something together",
      subtitle: "Tell us about your project and we will get back to you within one business day.",
    },
    form: {
      title: "Send us a message",
      description: "Fields marked with * are required.",
      firstName: "First name *",
      lastName: "Last name *",
      email: "Email *",
      company: "Organization",
      service: "Service of interest",
      message: "Message *",
      messagePlaceholder: "Tell us about your project, your audience and your timeline.",
      submit: "Send message",
      sending: "Sending...",
      services: {
        none: "Select a service",
        "ai-consulting": "AI Consulting",
        "creative-studio": "Creative Studio",
        both: "Both AI Consulting and Creative Studio",
        "lab-projects": "Innovation Lab projects",
        other: "Other",
      },
    },
    info: {
      title: "Contact information",
      emailLabel: "Email",
      locationLabel: "Location",
      location: "Ottawa, Ontario, Canada",
    },
    response: {
      title: "Response time",
      text: "We usually respond within 24 hours.",
      hoursLabel: "Office hours",
      hours: "Monday to Friday, 9 AM to 6 PM EST",
    },
    meeting: {
      title: "Prefer to talk?",
      text: "Book a free 30-minute introductory call with our team.",
      button: "Schedule a meeting",
    },
    cta: {
      title: "Want to know more first?",
      text: "Browse what we do and what we have built.",
      services: "Our services",
      portfolio: "Our portfolio",
    },
  },
  notFound: {
    code: "404",
    title: "Page Not Found",
    subtitle: "The page you're looking for doesn't exist.",
    button: "Go Home",
  },
  validation: {
    positionRequired: "Please select a position",
    firstNameMin: "First name must be at least 2 characters",
    lastNameMin: "Last name must be at least 2 characters",
    emailInvalid: "Please enter a valid email address",
    phoneInvalid: "Please enter a valid phone number",
    urlInvalid: "Please enter a valid URL",
    experienceMin: "Please provide at least 50 characters about your experience",
    motivationMin: "Please tell us why you want to join our team",
    availabilityRequired: "Please indicate your availability",
    firstNameRequired: "Please enter your first name",
    lastNameRequired: "Please enter your last name",
    messageRequired: "Please enter a message",
    serviceInvalid: "Please choose a service from the list",
    nameTooLong: "Please use 100 characters or fewer",
    shortTextTooLong: "Please use 200 characters or fewer",
    longTextTooLong: "Please use 5,000 characters or fewer",
  },
  chat: {
    open: "Chat with our assistant",
    title: "Northlight assistant",
    subtitle: "Usually answers right away",
    close: "Close the chat",
    greeting:
      "Hello! I'm the Northlight Studio assistant. Ask me about our services, our Innovation Lab, careers or how to reach the team.",
    you: "You",
    assistant: "Assistant",
    typing: "The assistant is typing…",
    inputLabel: "Your message",
    placeholder: "Type your question…",
    send: "Send",
    emailPrompt: {
      title: "Talk to our team",
      text: "Leave your email and a person from our team will write to you.",
      label: "Your email",
      placeholder: "you@example.com",
      submit: "Send my email",
    },
    escalationRequest: "I would like to talk to someone from your team. You can reach me at {{email}}.",
    failure: "I'm sorry, I ran into an issue. Please try again, or contact our team directly at {{email}}.",
    escalatedToast: {
      title: "Request Escalated",
      description: "Our team has been notified and will contact you directly via email.",
    },
    emailToast: {
      title: "Email Provided",
      description: "Thank you! Our team will be in touch soon.",
    },
  },
  api: {
    validation: "Please check the highlighted fields.",
    rateLimited: "Too many requests. Please wait a few minutes and try again.",
    tooLarge: "This request is too large. Each file must be 10 MB or smaller.",
    fileTooLarge: "This file is larger than 10 MB.",
    fileType: "This file is not a PDF, DOC or DOCX document.",
    unexpectedFile: "Only a cover letter and a resume can be attached.",
    malformed: "We could not read this request. Please try again.",
    unsupportedType: "This type of request is not supported.",
    notFound: "Nothing is here.",
    server: "Something went wrong on our side. Please try again in a moment.",
  },
  toasts: {
    fileTooLarge: {
      title: "File too large",
      description: "Please upload a file smaller than 10MB.",
    },
    fileWrongType: {
      title: "Unsupported file type",
      description: "Please upload a PDF, DOC or DOCX file.",
    },
    applicationSuccess: {
      title: "Application submitted successfully!",
      description: "We'll review your application and get back to you within 48 hours.",
    },
    applicationFailure: {
      title: "Submission failed",
      description: "Please try again or contact us directly.",
    },
    contactSuccess: {
      title: "Message sent!",
      description: "We'll get back to you soon. Check your email for confirmation.",
    },
    contactFailure: {
      title: "Error",
      description: "Something went wrong. Please try again.",
    },
  },
};
