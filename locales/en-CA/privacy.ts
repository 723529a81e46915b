/** The privacy policy page: its title, introduction and sections (its own module: only that page loads it). */
export const privacy = {
  metaTitle: "Privacy Policy",
  metaDescription:
    "How Northlight Studio collects, uses and protects personal information under PIPEDA and Quebec’s Law 25, and how to exercise your rights.",
  badge: "Legal",
  title: "Privacy Policy",
  intro:
    "Northlight Studio is a small AI consulting and creative digital studio in Ottawa, Ontario, and this policy explains in plain language what personal information we collect through this website, why we collect it and how you stay in control of it. We follow the federal Personal Information Protection and Electronic Documents Act (PIPEDA) and, for people in Quebec, the Act respecting the protection of personal information in the private sector, as amended by Law 25.",
  sections: [
    {
      title: "What we collect",
      paragraphs: [
        "When you use our contact form, we collect your first and last name, your email address, your company name if you choose to give it, the service you are interested in and your message. When you apply for a position, we collect your name, email address, phone number, portfolio URL (optional), your answers to the application questions, your availability and the CV and cover letter files you upload.",
        "When you use our support chatbot, we collect the messages you type and, if you ask to be put in touch with our team, the email address you provide. Your browser also keeps your language preference and your cookie-consent choice on your own device; our Cookie Policy explains how.",
        "We only ask for what we need. Please avoid including sensitive information, such as health or financial details or identification numbers, in your messages or files. We do not use advertising trackers, and we never sell or rent personal information.",
      ],
    },
    {
      title: "How we use and store it",
      paragraphs: [
        "We use your information only for the purpose you gave it to us: to answer your message, to assess your application and contact you about it, to reply to you through the chatbot and, when you ask, to have a team member follow up by email. Applications are reviewed by people; the chatbot does not make decisions about you. We do not use your information for marketing without your consent.",
        "Your information is stored on servers located in Canada, and only the team members who need it can access it. We work with a small number of service providers (for hosting, email delivery and the service that powers our chatbot) who are bound by contract to protect it and to use it only on our behalf. If a provider ever needs to process information outside Quebec or Canada, we first assess the risks to make sure it stays adequately protected, as Law 25 requires. If a confidentiality incident ever creates a risk of serious harm, we will notify you and the appropriate authorities.",
        "We keep information only as long as we need it. Messages sent through the contact form, job applications with their files, and chatbot conversations handed to our team are deleted automatically {{retentionDays}} days after we receive them, together with the emails they produced; posts our spam filter catches are deleted after {{spamRetentionDays}} days. Our backups follow the same periods, and you can ask us to delete your information sooner at any time.",
      ],
    },
    {
      title: "Your rights",
      paragraphs: [
        "You can ask us whether we hold personal information about you, access it and have it corrected if it is inaccurate or incomplete. You can also withdraw your consent at any time, for example by asking us to delete your application or your messages; we may then no longer be able to answer your request or consider your application.",
        "To make a request, write to {{privacyEmail}} from the email address you used with us (or tell us which one it was), and say whether you would like a copy of your information, a correction or its deletion. We may ask you to confirm your identity before acting on it, and we will reply within 30 days. A copy comes as one file with everything we hold under that address, including the files you sent us; a deletion also erases the emails we exchanged about it. There is no charge for these requests.",
      ],
    },
    {
      title: "Privacy officer and complaints",
      paragraphs: [
        "Our privacy officer is the person responsible for the protection of personal information at Northlight Studio and makes sure this policy is followed. For any question, request or concern about your personal information, write to {{privacyEmail}}.",
        "If you are not satisfied with our answer, you can file a complaint with the Office of the Privacy Commissioner of Canada or, if you live in Quebec, with the Commission d’accès à l’information du Québec. We would appreciate the chance to resolve your concern with you first.",
        "We may update this policy when our practices or the law change. The last-updated date on this page shows which version is in effect.",
      ],
    },
  ],
};
