/** The emails the server sends (notifications and confirmations): never shipped to the browser. */
export const emails = {
  signature: "Northlight Studio · Ottawa, Ontario, Canada",
  notProvided: "(not provided)",
  greeting: "Hello {{name}},",
  greetingWithoutName: "Hello,",
  confirmationSkipped: {
    "recipient-limit": "Not sent: this address already received {{count}} confirmations today.",
    "daily-limit": "Not sent: the daily limit of confirmations was reached.",
  },
  retention:
    "We keep what you sent us for {{retentionDays}} days, then delete it; to receive a copy or have it erased sooner, write to {{privacyEmail}}.",
  privacyPolicy: "Our privacy policy: {{url}}",
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    company: "Organization",
    service: "Service",
    message: "Message",
    position: "Position",
    phone: "Phone",
    portfolioUrl: "Portfolio",
    experience: "Experience",
    motivation: "Motivation",
    availableStart: "Available from",
    language: "Language",
    attachments: "Attachments",
    reference: "Reference",
    confirmation: "Confirmation to the visitor",
  },
  contactTeam: {
    subject: "New contact message from {{name}}",
    intro: "A visitor sent a message through the contact form. Reply to this email to answer them directly.",
  },
  contactVisitor: {
    subject: "We received your message",
    body: "Thank you for contacting Northlight Studio. We received your message and will reply within {{responseHours}} hours on business days (Monday to Friday, 9 AM to 6 PM EST).",
    signoff: "The Northlight Studio team",
  },
  applicationTeam: {
    subject: "New application for {{position}} from {{name}}",
    intro:
      "Someone applied for a freelance role. Their files are attached. Reply to this email to answer them directly.",
    noAttachments: "No files attached.",
  },
  chatTeam: {
    subject: "Chat hand-off: a visitor asked to talk to the team ({{email}})",
    intro:
      "A visitor asked the website assistant to talk to a person. Reply to this email to reach them. The conversation follows.",
    visitor: "Visitor",
    assistant: "Assistant",
    visitorFromBrowser: "Visitor (as reported by their browser)",
    assistantFromBrowser: "Assistant (as reported by the browser, not verified)",
    browserNote:
      "The earlier turns were sent by the visitor’s browser and are not verified: anyone can write them, including the assistant’s lines. Only the last question and the last answer were seen by the server.",
  },
  applicationVisitor: {
    subject: "We received your application",
    body: "Thank you for applying for the {{position}} role at Northlight Studio. We'll review your application and get back to you within 48 hours.",
    signoff: "The Northlight Studio team",
  },
};
