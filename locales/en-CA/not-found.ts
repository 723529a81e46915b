export const notFound = {
  metaTitle: "Page not found",
  metaDescription: "The page you are looking for does not exist.",
  code: "404",
  title: "Page Not Found",
  subtitle: "The page you're looking for doesn't exist.",
  button: "Go Home",
};
