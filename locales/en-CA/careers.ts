export const careers = {
  metaTitle: "Careers",
  metaDescription:
    "Join Northlight Studio as a freelance Application Developer or AI Engineer and help build meaningful digital experiences.",
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
};
