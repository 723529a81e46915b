export const meta = {
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
};
