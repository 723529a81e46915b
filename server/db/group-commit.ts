/**
 * Group commit: submissions that arrive while a transaction is being written are written together in the
 * next one. A lone submission is committed at once (no added wait); under a burst, one commit carries many,
 * which is what keeps acknowledgements fast on a single SQLite writer (docs/decisions/007).
 */
import type { Kysely } from "kysely";
import { immediateTransaction } from "./exclusive-transaction.ts";
import type { Database } from "./schema.ts";
import type { Engine } from "./database.ts";

/** Work inside a transaction: on SQLite, `trx` is the connection the transaction was begun on. */
export type Work<T> = (trx: Kysely<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommit {
  /** Runs `work` in a transaction shared with concurrent work; resolves once that transaction committed. */
  run<T>(work: Work<T>): Promise<T>;
}

/** A bound on how much one commit carries, so one slow batch cannot hold back a whole burst. */
const MAX_BATCH = 64;

/**
 * `concurrency` is how many transactions may be open at once: 1 for SQLite (one writer anyway), a few for
 * PostgreSQL, whose commits wait on its disk and can overlap.
 *
 * Work is gathered for the rest of the event loop's turn before it is committed: SQLite's calls return
 * synchronously, so a transaction would otherwise end before the next request is even parsed, and nothing
 * would ever be grouped.
 */
export function createGroupCommit(db: Kysely<Database>, concurrency: number, engine: Engine): GroupCommit {
  // On SQLite, IMMEDIATE: the mail thread writes through a connection of its own (immediateTransaction).
  const transaction = <T>(work: Work<T>): Promise<T> =>
    engine === "postgres" ? db.transaction().execute(work) : immediateTransaction(db, work);
  const queue: Job[] = [];
  let open = 0;
  let gathering = false;

  async function commitBatch(batch: Job[]): Promise<void> {
    let results: unknown[];
    try {
      results = await transaction(async (trx) => {
        const values: unknown[] = [];
        for (const job of batch) values.push(await job.work(trx));
        return values;
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad submission must not fail the others: each is tried again in a transaction of its own.
      for (const job of batch) {
        try {
          job.resolve(await transaction(job.work));
        } catch (jobError) {
          job.reject(jobError);
        }
      }
      return;
    }
    batch.forEach((job, index) => job.resolve(results[index]));
  }

  function pump(): void {
    while (open < concurrency && queue.length > 0) {
      open += 1;
      void commitBatch(queue.splice(0, MAX_BATCH)).finally(() => {
        open -= 1;
        pump();
      });
    }
  }

  return {
    run<T>(work: Work<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!gathering) {
          gathering = true;
          setImmediate(() => {
            gathering = false;
            pump();
          });
        }
      });
    },
  };
}
