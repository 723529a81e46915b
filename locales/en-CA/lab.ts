/** The Innovation Lab's two projects, shown on the home and portfolio pages. */
export const lab = {
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
};
