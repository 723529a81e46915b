/** The emails the server sends (notifications and confirmations): never shipped to the browser. */
export const emails = {
  signature: "Northlight Studio · Ottawa, Ontario, Canada",
  notProvided: "(not provided)",
  retention:
    "We keep what you sent us for {{retentionDays}} days, then delete it; to receive a copy or have it erased sooner, write to {{privacyEmail}}.",
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
  },
  contactTeam: {
    subject: "New contact message from {{name}}",
    intro: "A visitor sent a message through the contact form. Reply to this email to answer them directly.",
  },
  contactVisitor: {
    subject: "We received your message",
    greeting: "Hello {{name}},",
    body: "Thank you for contacting Northlight Studio. We received your message and will reply within 24 hours on business days (Monday to Friday, 9 AM to 6 PM EST).",
    copy: "Here is a copy of your message:",
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
  },
  applicationVisitor: {
    subject: "We received your application",
    greeting: "Hello {{name}},",
    body: "Thank you for applying for the {{position}} role at Northlight Studio. We'll review your application and get back to you within 48 hours.",
    signoff: "The Northlight Studio team",
  },
};
