/**
 * Vitest global setup: makes sure build/chat-model.bin matches today's training material before the test files
 * start, so that a fresh clone trains the chat classifier once rather than once per test file.
 */
import { loadOrTrainModel } from "../../server/chat/model-file.ts";

export default function setup(): void {
  loadOrTrainModel();
}
