export type DeepStrings<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? DeepStrings<U>[]
    : { [K in keyof T]: DeepStrings<T[K]> };

export const legal = {
  lastUpdated: "Last updated: {{date}}",
  privacy: {
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
  },
  terms: {
    metaTitle: "Terms of Service",
    metaDescription:
      "The terms that apply when you use the Northlight Studio website, including intellectual property, limits of liability and Ontario governing law.",
    badge: "Legal",
    title: "Terms of Service",
    intro:
      "These terms apply to your use of the Northlight Studio website. By browsing the site or using its forms and chatbot, you agree to them; if you do not agree, please do not use the site.",
    sections: [
      {
        title: "Using this site",
        paragraphs: [
          "This website presents our studio, our services and our career opportunities. You may browse it, share links to it and use the contact form, the application form and the chatbot for their intended purpose.",
          "Please do not misuse the site: do not try to disrupt it or gain unauthorized access to its systems, send spam or malicious files, submit false information or someone else’s personal information without their permission, or use automated tools to harvest its content.",
          "The information on this site is general and is not an offer or a contract. Any project with Northlight Studio is governed by a separate written agreement. Chatbot answers are generated automatically and may be incomplete or inaccurate; for anything important, please confirm with our team.",
        ],
      },
      {
        title: "Intellectual property",
        paragraphs: [
          "The content of this site, including text, images, videos, design, logos and the Northlight Studio name, belongs to Northlight Studio or to its partners and licensors. It is protected by Canadian and international copyright and trademark laws.",
          "You may view and print pages for your personal use or for internal use within your organization. Any other copying, modification, distribution or commercial use requires our prior written permission. The names and trademarks of our clients and partners belong to their respective owners.",
          "Messages, applications and files you send us remain yours; you simply allow us to use them to respond to you and, for applications, to assess your candidacy.",
        ],
      },
      {
        title: "No warranty and limitation of liability",
        paragraphs: [
          "We do our best to keep this site accurate, secure and available, but it is provided “as is” and “as available”. We do not guarantee that it will always be error-free, uninterrupted or up to date, and we may change or remove content at any time.",
          "To the extent permitted by law, Northlight Studio is not liable for any indirect, incidental or consequential loss or damage arising from your use of the site, your inability to use it or your reliance on its content, including chatbot answers. Nothing in these terms limits rights that cannot be limited under the law that applies to you.",
        ],
      },
      {
        title: "External links and governing law",
        paragraphs: [
          "This site links to websites we do not control, such as our Innovation Lab project sites, our scheduling page and our social media profiles. These links open in a new tab and are provided for convenience; we are not responsible for their content, availability or privacy practices, and we encourage you to read their own terms and policies.",
          "These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Any dispute will be heard by the courts of Ontario, unless the law of the place where you live gives you a different right.",
          "We may update these terms from time to time; the date on this page shows which version is in effect. Questions? Write to us at hello@northlight.example.",
        ],
      },
    ],
  },
  cookies: {
    metaTitle: "Cookie Policy",
    metaDescription:
      "Northlight Studio uses only essential browser storage for your language and cookie-consent choice, with no advertising or third-party tracking cookies.",
    badge: "Legal",
    title: "Cookie Policy",
    intro:
      "Cookies and similar technologies, such as local storage, let a website remember information on your device. Our site keeps this to the strict minimum it needs to work.",
    sections: [
      {
        title: "What we store in your browser",
        paragraphs: [
          "We store only essential information in your browser’s local storage: your language preference (English or French), so the site opens in the language you chose, and your cookie-consent choice, so the banner does not reappear on every visit.",
          "This information stays on your device. It is not shared with advertisers, and we do not use it to identify you.",
        ],
      },
      {
        title: "No advertising or tracking cookies",
        paragraphs: [
          "We do not use advertising cookies, third-party tracking cookies, social media pixels or cross-site profiling. We do not sell or share browsing data.",
          "Some links lead to external websites, such as our social media profiles, our scheduling page and our Innovation Lab project sites. Once you are on those sites, they may set their own cookies under their own policies, which we encourage you to review.",
        ],
      },
      {
        title: "Your choice",
        paragraphs: [
          "On your first visit, a banner asks you to accept or decline cookies. Whatever you choose, we save your answer in your browser so we do not ask again. Either way, the site only uses the essential storage described above, and every part of it remains available to you.",
          "To change your choice, clear this site’s data (cookies and site data) in your browser settings. The banner will appear again on your next visit, and your language preference will be reset.",
        ],
      },
      {
        title: "Controlling cookies in your browser",
        paragraphs: [
          "Most browsers let you view, block or delete cookies and other site data, for all websites or only for some. Look for the privacy or site data section in the settings of Chrome, Firefox, Safari or Edge, or check your browser’s help pages.",
          "If you block all storage for our site, it will still work, but it will not remember your language or your cookie choice from one visit to the next. For any question about this policy, write to {{privacyEmail}}.",
        ],
      },
    ],
  },
};

export type LegalMessages = DeepStrings<typeof legal>;
