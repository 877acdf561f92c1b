import {
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** The extensions the migrations create (pg_trgm for the copy check, migration 0007). */
export const embeddedExtensions = { pg_trgm };

/** Enough for every statement the app writes; past it, new texts run unprepared. */
export const MAX_PREPARED_STATEMENTS = 500;
/** Texts with more parameters (long `in (…)` lists) vary with their data: never prepared. */
const MAX_PREPARED_PARAMETERS = 64;
/** Only the statements pages repeat; migrations, settings and transactions run as PGlite runs them. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

type Statement = { name: string; parameterTypes: number[] };
type Parsers = NonNullable<QueryOptions["parsers"]>;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** What follows every bind: the same three messages for every statement. */
const DESCRIBE_EXECUTE_SYNC = joined([
  protocol.serialize.describe({ type: "P" }),
  protocol.serialize.execute({}),
  protocol.serialize.sync(),
]);

/**
 * The embedded database, keeping each query text as a named prepared statement. PGlite's own
 * `query` parses and plans every statement anew in five calls into its WebAssembly; here a text
 * is parsed once, then each query is one call (bind, describe, execute, sync) that PostgreSQL
 * plans from its plan cache: 3–5× less CPU per query on the dashboards' reads (decision 020).
 * Results, errors and locking are PGlite's own: the same parser, the same exclusive queue, and
 * transactions (which PGlite runs on its own path) are untouched.
 *
 * Prepared statements run their generic plan (`plan_cache_mode = force_generic_plan`, decision
 * 020): PostgreSQL's own choice would plan lists anew on every execution, 0.3–0.5 ms each in
 * WebAssembly, because a generic plan's cost estimate differs from a custom one's (a `limit $n`
 * is priced as a tenth of the rows, a campaign's own row count as the average) while both plans
 * run alike. A condition a partial index depends on is therefore written as a literal, never as a
 * parameter. Statements inside a transaction are not kept prepared: they plan as PostgreSQL
 * chooses (`auto`), as before.
 */
export class PreparingPGlite extends PGlite {
  readonly #statements = new Map<string, Promise<Statement | null>>();
  #named = 0;
  #genericPlans: Promise<unknown> | undefined;

  constructor(dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions) {
    const withExtensions = (given?: PGliteOptions): PGliteOptions => ({
      ...given,
      extensions: { ...embeddedExtensions, ...given?.extensions },
    });
    if (typeof dataDirOrOptions === "string") super(dataDirOrOptions, withExtensions(options));
    else super(withExtensions(dataDirOrOptions));
  }

  /** A transaction's statements plan as PostgreSQL chooses, each with its own values. */
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction(async (tx) => {
      await tx.exec("set local plan_cache_mode = auto");
      return callback(tx);
    });
  }

  /** How many texts are kept prepared (for tests). */
  get preparedCount(): number {
    return this.#statements.size;
  }

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (
      options?.blob ||
      options?.paramTypes ||
      params.length > MAX_PREPARED_PARAMETERS ||
      !PREPARABLE.test(text)
    ) {
      return this.#unprepared<T>(text, params, options);
    }
    const statement = await this.#prepared(text);
    // A text PostgreSQL refuses, or one past the limit, goes PGlite's way, which reports errors.
    if (!statement) return this.#unprepared<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = statement.parameterTypes[index] ?? 0;
          const serializer = options?.serializers?.[type] ?? this.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        try {
          const { messages } = await this.execProtocol(
            joined([
              protocol.serialize.bind({ statement: statement.name, values }),
              DESCRIBE_EXECUTE_SYNC,
            ]),
            { syncToFs: false },
          );
          // PGlite copies all of its ~340 parsers into a new object for a query that brings its
          // own (drizzle's do), 50 µs a query; the query's own on top of them costs nothing.
          const parsers = options?.parsers ? withOwn(this.parsers, options.parsers) : this.parsers;
          const [result] = parse.parseResults(messages, parsers, {
            ...options,
            parsers: undefined,
          });
          return result as Results<T>;
        } catch (error) {
          // A statement whose tables changed shape since it was prepared is prepared again.
          if ((error as { code?: string }).code === "0A000") this.#statements.delete(text);
          throw Object.assign(error as object, { query: text, params });
        } finally {
          await this.syncToFs();
        }
      }),
    );
  }

  /** PGlite's own way; with values, planned for them as in a transaction (not generically). */
  #unprepared<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (params.length === 0) return super.query<T>(text, params, options);
    return this.transaction((tx) => tx.query<T>(text, params, options));
  }

  /** The prepared statement for a text, made on first use (once, whoever asks at once). */
  #prepared(text: string): Promise<Statement | null> {
    let statement = this.#statements.get(text);
    if (statement) return statement;
    if (this.#statements.size >= MAX_PREPARED_STATEMENTS) return Promise.resolve(null);
    this.#named += 1;
    const name = `rk_${this.#named}`;
    this.#genericPlans ??= this._checkReady().then(() =>
      this.exec("set plan_cache_mode = force_generic_plan"),
    );
    statement = this.#genericPlans.then(() =>
      this._runExclusiveTransaction(() =>
        this._runExclusiveQuery(async () => {
          try {
            const { messages } = await this.execProtocol(
              joined([
                protocol.serialize.parse({ name, text }),
                protocol.serialize.describe({ type: "S", name }),
                protocol.serialize.sync(),
              ]),
              { syncToFs: false },
            );
            return { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
          } catch {
            return null;
          }
        }),
      ),
    );
    this.#statements.set(text, statement);
    return statement;
  }
}

/** A query's own parsers in front of PGlite's, which stay shared behind them. */
function withOwn<P extends object>(shared: P, own: Parsers): P {
  return Object.assign(Object.create(shared) as P, own);
}
