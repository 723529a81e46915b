/** A small OpenAI-compatible chat completions server on loopback, for the optional chat engine's tests. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the engine sends (the parts the tests read). */
interface RequestBody {
  model: string;
  messages: { role: string; content: string }[];
}

export interface FakeChatApi {
  url: string;
  mode: "ok" | "error" | "slow";
  reply: string;
  requests: { authorization: string | undefined; body: RequestBody }[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeChatApi(): Promise<FakeChatApi> {
  const api: FakeChatApi = {
    url: "",
    mode: "ok",
    reply: "Hello from the remote model.",
    requests: [],
    close: () => Promise.resolve(),
  };
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    api.requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) as RequestBody });
    if (api.mode === "error") {
      response.writeHead(500, { "Content-Type": "application/json" }).end('{"error":{"message":"boom"}}');
      return;
    }
    if (api.mode === "slow") await new Promise((resolve) => setTimeout(resolve, 3_000));
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(
      JSON.stringify({
        id: "x",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content: api.reply }, finish_reason: "stop" }],
      }),
    );
  };
  // Node does not wait on a request handler's promise.
  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  api.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return api;
}
