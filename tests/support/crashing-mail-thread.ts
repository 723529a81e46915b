/** A mail thread that starts, says it is ready, then crashes: what worker-host.test.ts restarts and stops. */
import { parentPort } from "node:worker_threads";

parentPort?.postMessage("ready");
setTimeout(() => process.exit(3), 10);
