import type { MetaFunction } from "react-router";
import { pageMeta } from "~/lib/page-meta";
import { LegalPage } from "~/features/legal/legal-page";

export const meta: MetaFunction = ({ location }) => pageMeta("cookies", location.pathname);

export default function Cookies() {
  return <LegalPage page="cookies" />;
}
