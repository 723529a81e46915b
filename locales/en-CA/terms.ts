/** The terms of use page: its title, introduction and sections (its own module: only that page loads it). */
export const terms = {
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
};
