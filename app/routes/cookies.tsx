import { LegalPage } from "~/features/legal/legal-page";

export default function Cookies() {
  return <LegalPage page="cookies" />;
}
