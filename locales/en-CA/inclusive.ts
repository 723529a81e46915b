/** The inclusive-design section, shown on the about and services pages. */
export const inclusive = {
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
};
