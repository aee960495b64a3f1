/**
 * The `data` of the error answer the stdio transport gives a request in the server's stead when
 * the server's answer was longer than the transport reads: an object no JSON can make, so the
 * mount tells this answer from any error the server sends.
 */
export class McpOversizedAnswer {
  constructor(
    /** How long the server's answer was, in bytes. */
    readonly bytes: number,
    /** The most the transport reads, in bytes. */
    readonly maxMessageBytes: number,
  ) {}
}
