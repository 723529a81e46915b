export const api = {
  validation: "Please check the highlighted fields.",
  chatInvalid: "This message could not be sent. A message can be up to {{max}} characters.",
  rateLimited: "Too many requests. Please wait a few minutes and try again.",
  tooLarge: "This request is too large. Each file must be 10 MB or smaller.",
  fileTooLarge: "This file is larger than 10 MB.",
  fileType: "This file is not a PDF, DOC or DOCX document.",
  unexpectedFile: "Only a cover letter and a resume can be attached.",
  malformed: "We could not read this request. Please try again.",
  unsupportedType: "This type of request is not supported.",
  notFound: "Nothing is here.",
  busy: "We are receiving many applications right now. Please try again in a minute.",
  unavailable: "Our service is briefly unavailable. Nothing was sent: please try again in a few minutes.",
  handoffLimited: "You already asked our team to contact you. They will write to you by email soon.",
  crossSite: "This form can only be sent from our website.",
  server: "Something went wrong on our side. Please try again in a moment.",
  /** The page a form sent without the site's script gets when it is refused (server/api/plain-forms.ts). */
  page: {
    title: "Your form was not sent",
    correct: "Please correct the following:",
    back: "Use your browser’s Back button to return to your form: what you typed is still there.",
    formLink: "Open the form again",
  },
};
