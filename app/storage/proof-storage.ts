// Apart from both stores (disk in storage.server.ts, S3 in s3-storage.server.ts) so that
// neither imports the other's module for it.
/** Private file storage for proof images: on disk or in an S3 bucket, behind one interface. */
export interface ProofStorage {
  /** Refuses (RangeError) a key that is not a plain relative path or does not match the type. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key, or the key could never have been stored. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Deleting a key that holds nothing succeeds. */
  delete(key: string): Promise<void>;
  /** Every key stored before this time, a page (up to 1,000 keys) at a time, for the orphan sweep. */
  listStoredBefore(time: Date): AsyncIterable<string[]>;
}
