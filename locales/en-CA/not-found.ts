export const notFound = {
  code: "404",
  title: "Page Not Found",
  subtitle: "The page you're looking for doesn't exist.",
  button: "Go Home",
};
