export const api = {
  validation: "Please check the highlighted fields.",
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
  server: "Something went wrong on our side. Please try again in a moment.",
};
