import type { ResolvedCall } from './resolved-call.js';

/** What a policy decides for one call. */
export type PolicyVerdict = 'allow' | 'deny' | 'ask';

/** A policy's answer: a verdict, or a verdict with a reason the model is told. */
export type PolicyDecision =
  | PolicyVerdict
  | { readonly decision: PolicyVerdict; readonly reason?: string | undefined };

/**
 * Decides whether a call may run: `'allow'`, `'deny'`, or `'ask'` to hand it to the
 * {@link ApprovalHandler}. A policy that throws denies the call.
 *
 * @example
 * ```ts
 * const policy: ToolPolicy = (call) => (call.toolbox === 'file' && call.functionName !== 'readfile' ? 'ask' : 'allow');
 * ```
 */
export type ToolPolicy = (call: ResolvedCall) => PolicyDecision | Promise<PolicyDecision>;

/**
 * Asked for calls the policy marks `'ask'`; `true` approves. Without one, such calls are
 * denied. Remember approvals by `call.fingerprint`.
 */
export type ApprovalHandler = (
  call: ResolvedCall,
  reason: string | undefined,
) => boolean | Promise<boolean>;
