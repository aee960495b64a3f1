import { CallDeniedError } from '../call-denied-error.js';
import { describeThrown } from '../describe-value.js';
import type { ResolvedCall } from '../resolved-call.js';
import type { ApprovalHandler, ToolPolicy } from '../tool-policy.js';

/**
 * Asks the application's policy about a call, and its approver when the policy says `'ask'`.
 * Anything but an allowance or an approval denies the call, including a policy or approver
 * that throws, and `'ask'` without an approver.
 */
export async function checkCallPolicy(
  call: ResolvedCall,
  policy: ToolPolicy,
  approve: ApprovalHandler | undefined,
): Promise<CallDeniedError | undefined> {
  const deny = (reason: string | undefined, cause?: unknown) =>
    new CallDeniedError({ functionName: call.name, fingerprint: call.fingerprint, reason, cause });
  let verdict: unknown;
  let reason: string | undefined;
  try {
    const decision = await policy(call);
    // Read inside the try: a decision's getters are the application's code too.
    verdict = typeof decision === 'string' ? decision : decision?.decision;
    reason = typeof decision === 'object' && decision !== null ? decision.reason : undefined;
  } catch (error) {
    return deny(`the policy failed (${describeThrown(error)})`, error);
  }
  if (verdict === 'allow') return undefined;
  if (verdict !== 'ask') return deny(reason);
  if (approve === undefined) return deny(reason ?? 'it needs approval and no one can approve it');
  try {
    if ((await approve(call, reason)) === true) return undefined;
  } catch (error) {
    return deny(`approval failed (${describeThrown(error)})`, error);
  }
  return deny(reason ?? 'it was not approved');
}
