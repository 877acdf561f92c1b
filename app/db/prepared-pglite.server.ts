import {
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
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

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The embedded database, keeping each query text as a named prepared statement. PGlite's own
 * `query` parses and plans every statement anew in five calls into its WebAssembly; here a text
 * is parsed once, then each query is one call (bind, describe, execute, sync) that PostgreSQL
 * plans from its plan cache: 3–5× less CPU per query on the dashboards' reads (decision 020).
 * Results, errors and locking are PGlite's own: the same parser, the same exclusive queue, and
 * transactions (which PGlite runs on its own path) are untouched.
 */
export class PreparingPGlite extends PGlite {
  readonly #statements = new Map<string, Promise<Statement | null>>();
  #named = 0;

  constructor(dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions) {
    const withExtensions = (given?: PGliteOptions): PGliteOptions => ({
      ...given,
      extensions: { ...embeddedExtensions, ...given?.extensions },
    });
    if (typeof dataDirOrOptions === "string") super(dataDirOrOptions, withExtensions(options));
    else super(withExtensions(dataDirOrOptions));
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
      return super.query<T>(text, params, options);
    }
    const statement = await this.#prepared(text);
    // A text PostgreSQL refuses, or one past the limit, goes PGlite's way, which reports errors.
    if (!statement) return super.query<T>(text, params, options);
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
              protocol.serialize.describe({ type: "P" }),
              protocol.serialize.execute({}),
              protocol.serialize.sync(),
            ]),
            { syncToFs: false },
          );
          const [result] = parse.parseResults(messages, this.parsers, options);
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

  /** The prepared statement for a text, made on first use (once, whoever asks at once). */
  #prepared(text: string): Promise<Statement | null> {
    let statement = this.#statements.get(text);
    if (statement) return statement;
    if (this.#statements.size >= MAX_PREPARED_STATEMENTS) return Promise.resolve(null);
    this.#named += 1;
    const name = `rk_${this.#named}`;
    statement = this._checkReady().then(() =>
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
