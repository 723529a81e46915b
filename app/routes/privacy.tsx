import { LegalPage } from "~/features/legal/legal-page";

export default function Privacy() {
  return <LegalPage page="privacy" />;
}
