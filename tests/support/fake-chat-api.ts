/** A small OpenAI-compatible chat completions server on loopback, for the optional chat engine's tests. */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeChatApi {
  url: string;
  mode: "ok" | "error" | "slow";
  reply: string;
  requests: {
    authorization: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[];
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
    close: async () => undefined,
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    api.requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
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
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  api.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return api;
}
