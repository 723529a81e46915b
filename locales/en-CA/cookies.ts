/** The cookie policy page: its title, introduction and sections (its own module: only that page loads it). */
export const cookies = {
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
};
