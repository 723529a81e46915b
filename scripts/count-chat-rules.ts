/**
 * `node scripts/count-chat-rules.ts [file…]`: counts the hand-written patterns of the chat's intent rules (ADR
 * 019): regular expressions (literals and `new RegExp`) and word lists (`wordList(…)` calls). By default the
 * modules of server/chat/intents; give the old server/chat/intents.ts (git show) to count before.
 */
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";

const directory = new URL("../server/chat/intents/", import.meta.url);
const files = process.argv.slice(2);
const sources = files.length
  ? files.map((file) => ({ name: file, text: readFileSync(file, "utf8") }))
  : readdirSync(directory)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => ({ name, text: readFileSync(new URL(name, directory), "utf8") }));

let regexps = 0;
let wordLists = 0;
for (const { name, text } of sources) {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest);
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) regexps++;
    if (ts.isNewExpression(node) && node.expression.getText(source) === "RegExp") regexps++;
    if (ts.isCallExpression(node) && node.expression.getText(source) === "wordList") wordLists++;
    ts.forEachChild(node, visit);
  };
  visit(source);
}
console.log(`${regexps} regular expressions, ${wordLists} word lists: ${regexps + wordLists} patterns`);
