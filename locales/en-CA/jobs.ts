/** The open positions (core/jobs.ts), on the careers page, the application form, its emails and the chat. */
export const jobs = {
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
};
