import { LegalPage } from "~/features/legal/legal-page";

export default function Terms() {
  return <LegalPage page="terms" />;
}
