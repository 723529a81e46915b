import { Component, type ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { StatusPage } from "./status-page";

/**
 * What a visitor sees when a page fails: a page in their language that leads home (loading it anew). Only
 * the development server shows the error itself; a built site reveals nothing of it.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <StatusPage copy={t("common.error")} fresh>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mx-auto mt-8 max-w-3xl overflow-auto text-left text-sm text-muted">{error.stack}</pre>
      ) : null}
    </StatusPage>
  );
}

/** Catches a page's failure inside the site's layout, so that its header and footer stay. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
