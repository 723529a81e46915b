import { PurgeCSS } from "purgecss";
import purgeFromHtml from "purgecss-from-html";

/**
 * Attributes the browser or the boot script change on the page before hydration, without a render: rules
 * that select on them are kept whatever the HTML holds (the open phone menu, the revealed cookie banner).
 */
const STATE_ATTRIBUTES = [
  "open",
  "hidden",
  "aria-expanded",
  "aria-current",
  "aria-disabled",
  "aria-invalid",
  "disabled",
];

/**
 * A prerendered page with only the CSS rules its own HTML uses in its inline stylesheet (ADR 011): the
 * document then arrives in the first round trip of a slow connection, where the whole stylesheet made it
 * need two. Whatever hydration may show next (an open chat, a form's errors, another page) is styled by the
 * whole stylesheet, which the boot script fetches with the page's code.
 */
export async function withPageCss(html: string, styleKey: string): Promise<string> {
  const inlineStyle = new RegExp(`(<style[^>]*\\sdata-href="${styleKey}"[^>]*>)([\\s\\S]*?)(</style>)`);
  const match = inlineStyle.exec(html);
  if (!match) throw new Error(`The page has no inline stylesheet "${styleKey}" to cut down.`);
  const [purged] = await new PurgeCSS().purge({
    content: [{ raw: html.replace(inlineStyle, ""), extension: "html" }],
    css: [{ raw: match[2] ?? "" }],
    extractors: [{ extractor: purgeFromHtml, extensions: ["html"] }],
    dynamicAttributes: STATE_ATTRIBUTES,
    keyframes: true,
    variables: true,
    fontFace: false,
  });
  if (!purged) throw new Error("PurgeCSS returned no stylesheet.");
  return html.replace(inlineStyle, (_whole, open: string, _css: string, close: string) => open + purged.css + close);
}
