import * as v from 'valibot';

/**
 * Settings of a file toolbox.
 *
 * @example
 * ```ts
 * const options: FileToolboxOptions = { root: './data', readOnly: true, maxReadBytes: 65_536 };
 * ```
 */
export interface FileToolboxOptions {
  /** The folder the toolbox is confined to; its real path is taken once, at setup. */
  readonly root: string;
  /** The toolbox's name and its functions' domain (default `file`). */
  readonly name?: string | undefined;
  /** Offer only readfile and listfiles (default false). */
  readonly readOnly?: boolean | undefined;
  /** The largest file readfile returns, in bytes (default 1 MiB, at most 256 MiB). */
  readonly maxReadBytes?: number | undefined;
  /** The largest content writefile accepts, in UTF-8 bytes (default 1 MiB, at most 256 MiB). */
  readonly maxWriteBytes?: number | undefined;
  /** The most entries listfiles returns (default 1,000, at most 100,000). */
  readonly maxListEntries?: number | undefined;
  /** The longest path accepted, in UTF-8 bytes (default 1,024, at most 4,096). */
  readonly maxPathBytes?: number | undefined;
  /** The most names a path may have (default 32, at most 256). */
  readonly maxPathDepth?: number | undefined;
  /** How many operations run at once; the others wait (default 16, at most 1,024). */
  readonly maxConcurrentOperations?: number | undefined;
  /**
   * How folders are reached: `descriptor` (Linux, through `/proc/self/fd`; refused where not
   * available), `path` (name by name through host paths), or `auto` (default: `descriptor`
   * where available, else `path`). See the README for what each one leaves possible.
   */
  readonly pinning?: 'auto' | 'descriptor' | 'path' | undefined;
}

const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * The valibot schema of {@link FileToolboxOptions}, checked by `createFileToolbox`; limits
 * that would let the model exhaust memory have upper bounds. Kept inside the package, so that
 * its published types do not need valibot.
 */
export const fileToolboxOptionsSchema = v.strictObject({
  root: v.pipe(v.string(), v.minLength(1)),
  name: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/)), 'file'),
  readOnly: v.optional(v.boolean(), false),
  maxReadBytes: v.optional(v.pipe(positiveInteger, v.maxValue(256 * 1024 * 1024)), 1024 * 1024),
  maxWriteBytes: v.optional(v.pipe(positiveInteger, v.maxValue(256 * 1024 * 1024)), 1024 * 1024),
  maxListEntries: v.optional(v.pipe(positiveInteger, v.maxValue(100_000)), 1000),
  maxPathBytes: v.optional(v.pipe(positiveInteger, v.maxValue(4096)), 1024),
  maxPathDepth: v.optional(v.pipe(positiveInteger, v.maxValue(256)), 32),
  maxConcurrentOperations: v.optional(v.pipe(positiveInteger, v.maxValue(1024)), 16),
  pinning: v.optional(v.picklist(['auto', 'descriptor', 'path']), 'auto'),
}) satisfies v.GenericSchema<FileToolboxOptions, unknown>;
