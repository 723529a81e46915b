export const chat = {
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
    decline: "No thanks",
  },
  /**
   * Sent to the server for the visitor when they give their email (the spec's escalation request), so that the
   * team's email says what they asked for; the conversation shows `emailShared` instead, not words they never typed.
   */
  escalationRequest: "I would like to talk to someone from your team. You can reach me at {{email}}.",
  emailShared: "You shared your email ({{email}}) with our team.",
  handoffConfirmed: "Thank you! I’ve passed our conversation on to our team, and someone will write to you by email.",
  failure: "I'm sorry, I ran into an issue. Please try again, or contact our team directly at {{email}}.",
  escalatedToast: {
    title: "Request Escalated",
    description: "Our team has been notified and will contact you directly via email.",
  },
  emailToast: {
    title: "Email Provided",
    description: "Thank you! Our team will be in touch soon.",
  },
};
