export const meta = {
  siteName: "Northlight Studio",
  shareImageAlt: "Northlight Studio: AI consulting and creative digital studio in Ottawa",
  titleTemplate: "{{page}} | Northlight Studio",
};
