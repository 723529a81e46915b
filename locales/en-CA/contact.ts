export const contact = {
  metaTitle: "Contact",
  metaDescription:
    "Tell us about your project. Northlight Studio answers within {{responseHours}} hours, Monday to Friday, from Ottawa, Ontario.",
  hero: {
    badge: "Contact",
    title: "Let’s build something together",
    subtitle: "Tell us about your project and we will get back to you within {{responseHours}} hours.",
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
    privacyNote: "We use what you send only to answer you.",
  },
  info: {
    title: "Contact information",
    emailLabel: "Email",
    locationLabel: "Location",
    location: "Ottawa, Ontario, Canada",
  },
  response: {
    title: "Response time",
    text: "We usually respond within {{responseHours}} hours.",
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
};
