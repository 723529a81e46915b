import { useLocation } from "react-router";
import type { Messages } from "../locales/types.ts";
import { addPageMessages, pageMessages } from "./i18n";

const ELEMENT_ID = "page-messages";

/** JSON inside a script element: `<` is escaped so that no string can close the element. */
function serialize(messages: Partial<Messages>): string {
  return JSON.stringify(messages).replace(/</g, "\\u003c");
}

/** The JSON prerendering wrote into this document, read once: hydration renders the same text back. */
const written: string = import.meta.env.SSR ? "" : (document.getElementById(ELEMENT_ID)?.textContent ?? "");

/**
 * The strings of the page, written into the prerendered HTML, so that the browser has them when it hydrates
 * without a download (and without a JavaScript chunk per page). It is data, never run as a script.
 */
export function PageMessages() {
  const { pathname } = useLocation();
  const json = import.meta.env.SSR ? serialize(pageMessages(pathname)) : written;
  return <script id={ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** Before hydration: takes in the strings the page carries. */
export function readPageMessages(pathname: string): void {
  if (written) addPageMessages(pathname, JSON.parse(written) as Partial<Messages>);
}
