export const application = {
  metaTitle: "Apply",
  metaDescription:
    "Apply for a freelance role at Northlight Studio: tell us about your experience, your motivation and when you can start.",
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
    availableStartHint: "For example: in two weeks, or from March 1",
    coverLetter: "Cover letter",
    resume: "Resume",
    chooseFile: "Choose a file",
    fileHint: "PDF, DOC, DOCX, max 10MB",
    fileChosen: "Selected file: {{name}}",
    fileRefused: "{{name}} is not attached. {{reason}}",
  },
  submit: "Submit application",
  submitting: "Submitting...",
  privacyNote: "We use your application only to consider you for this role.",
};
