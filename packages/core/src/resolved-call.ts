import { type CallFingerprint, createCallFingerprint } from './call-fingerprint.js';
import type { FunctionInterface } from './function-interface.js';
import type { RegisteredFunction } from './registered-function.js';

/** Where a call came from. */
export type CallSource = 'call' | 'text' | 'native';

/**
 * A call after its name resolved and its arguments were checked, as the policy, the approver
 * and the `beforeCall` listeners see it. The pipeline makes it from the call's record only
 * when a policy or a `beforeCall` listener is there to read it.
 */
export interface ResolvedCall {
  /** `toolbox.function`. */
  readonly name: string;
  readonly toolbox: string;
  readonly functionName: string;
  /** The arguments the function will receive. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly interface: FunctionInterface;
  /** A stable hash of `name` and the canonical arguments (see `createCallFingerprint`). */
  readonly fingerprint: string;
  /** The arguments as JSON with sorted keys. */
  readonly canonicalArgs: string;
  /** Where the call came from. */
  readonly source: CallSource;
  /** The exact text of the call, when it came from text. */
  readonly raw?: string;
}

/** The call as policies and listeners see it; the fingerprint is computed on first read. */
export function createResolvedCall(
  registered: RegisteredFunction,
  params: Record<string, unknown>,
  source: CallSource,
  raw: string | undefined,
): ResolvedCall {
  let identity: CallFingerprint | undefined;
  const identify = () => {
    identity ??= createCallFingerprint(registered.path, params);
    return identity;
  };
  return {
    name: registered.path,
    toolbox: registered.toolboxName,
    functionName: registered.functionName,
    params,
    interface: registered.interface,
    get fingerprint() {
      return identify().fingerprint;
    },
    get canonicalArgs() {
      return identify().canonicalArgs;
    },
    source,
    ...(raw === undefined ? {} : { raw }),
  };
}
