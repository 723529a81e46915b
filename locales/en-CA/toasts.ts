export const toasts = {
  fileTooLarge: {
    title: "File too large",
    description: "Please upload a file smaller than 10MB.",
  },
  fileWrongType: {
    title: "Unsupported file type",
    description: "Please upload a PDF, DOC or DOCX file.",
  },
  applicationSuccess: {
    title: "Application submitted successfully!",
    description: "We'll review your application and get back to you within 48 hours.",
  },
  applicationFailure: {
    title: "Submission failed",
    description: "Please try again or contact us directly.",
  },
  contactSuccess: {
    title: "Message sent!",
    description: "We'll get back to you soon. Check your email for confirmation.",
  },
  contactFailure: {
    title: "Error",
    description: "Something went wrong. Please try again.",
  },
};
