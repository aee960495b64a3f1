import { AiToolboxError } from './ai-toolbox-error.js';
import { CallAbortedError } from './call-aborted-error.js';
import { CallDeniedError } from './call-denied-error.js';
import { clipText } from './clip-text.js';
import {
  CONTROL_FUNCTION_NAMES,
  CONTROL_TOOLBOX_NAME,
  createControlToolbox,
  isControlFunctionName,
} from './control-functions.js';
import { describeThrown } from './describe-value.js';
import type { FunctionCallRecord, FunctionCallRequest } from './function-call-record.js';
import { FunctionRegistry } from './function-registry.js';
import { isRecord } from './function-signature.js';
import { InvalidSettingsError } from './invalid-settings-error.js';
import { parseSettings } from './kit/parse-settings.js';
import { stringifyValue } from './kit/stringify-value.js';
import { suggestNames } from './kit/suggest-names.js';
import { normalizeArguments } from './normalize-arguments.js';
import type { RegisteredFunction } from './registered-function.js';
import type { Repair } from './repair.js';
import type { CallSource, ResolvedCall } from './resolved-call.js';
import { createResolvedCall } from './resolved-call.js';
import { runToolFunction } from './run-tool-function.js';
import { shapeResult } from './shape-result.js';
import { listStandardTranslators } from './standard-translators.js';
import type { CallOptions, ControlFunctionName, ToolManager } from './tool-manager.js';
import {
  DEFAULT_MAX_CALLS_PER_RESPONSE,
  DEFAULT_MAX_TRUNCATE_LENGTH,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_TRUNCATE_LENGTH,
  type ToolManagerEvents,
  type ToolManagerOptions,
  toolManagerOptionsSchema,
} from './tool-manager-options.js';
import { ToolNotFoundError } from './tool-not-found-error.js';
import type { FunctionStats, ToolStats } from './tool-stats.js';
import type { Toolbox, ToolboxFunction } from './toolbox.js';
import { ToolboxNotFoundError } from './toolbox-not-found-error.js';
import { ToolboxValidationError } from './toolbox-validation-error.js';
import type { Translator } from './translator.js';
import {
  checkTranslator,
  formatCallRecords,
  lookUpStandardTranslator,
  readCallRequests,
} from './translator-bridge.js';
import { TranslatorError } from './translator-error.js';
import { truncateText } from './truncate-text.js';
import { UnreadableCallError } from './unreadable-call-error.js';
import { validateToolbox } from './validate-toolbox.js';

/** Names written by a model are quoted in messages and records up to this length. */
const maxNameLength = 200;

interface MutableFunctionStats {
  calls: number;
  errors: number;
  totalDurationMs: number;
  maxDurationMs: number;
}

/** What was thrown as a project error: itself when it is one, else wrapped under `code`. */
function asToolboxError(thrown: unknown, code: string, prefix: string): AiToolboxError {
  if (AiToolboxError.isInstance(thrown)) return thrown;
  return new AiToolboxError({ code, message: `${prefix}${describeThrown(thrown)}`, cause: thrown });
}

/** Settings shared by the calls of one batch. */
interface BatchSettings {
  readonly source: CallSource;
  readonly signal: AbortSignal | undefined;
  readonly timeoutMs: number | undefined;
  readonly truncateLength: number;
}

/**
 * Creates a tool manager: its own toolboxes, root toolbox, translator, settings and statistics,
 * and the one call pipeline (resolve → coerce and validate → policy → run with signal and
 * timeout → shape → count → format) behind `call`, `executeResponseFunctions` and
 * `executeFunctionCalls`. Two managers share nothing.
 *
 * @throws {InvalidSettingsError} when the options do not fit {@link toolManagerOptionsSchema}.
 *
 * @example
 * ```ts
 * const manager = createToolManager({ translator: 'atfunc', timeoutMs: 10_000 });
 * manager.register(weatherToolbox);
 * const { functionsOutput } = await manager.executeResponseFunctions(modelAnswer);
 * ```
 */
export function createToolManager(options: ToolManagerOptions = {}): ToolManager {
  parseSettings(toolManagerOptionsSchema, options, 'createToolManager');
  const maxTruncateLength = options.maxTruncateLength ?? DEFAULT_MAX_TRUNCATE_LENGTH;
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxCallsPerResponse = options.maxCallsPerResponse ?? DEFAULT_MAX_CALLS_PER_RESPONSE;
  const functionTimeouts = new Map(Object.entries(options.functionTimeouts ?? {}));
  const registry = new FunctionRegistry();
  const enabledControlFunctions = new Set<ControlFunctionName>();
  const listeners = {
    beforeCall: new Set<(event: ToolManagerEvents['beforeCall']) => void>(),
    afterCall: new Set<(event: ToolManagerEvents['afterCall']) => void>(),
  };
  if (options.onBeforeCall !== undefined) listeners.beforeCall.add(options.onBeforeCall);
  if (options.onAfterCall !== undefined) listeners.afterCall.add(options.onAfterCall);

  let translator: Translator | null = null;
  let root: string | null = null;
  let truncateLength = Math.min(
    options.truncateLength ?? DEFAULT_TRUNCATE_LENGTH,
    maxTruncateLength,
  );
  let toolCalls = 0;
  let functionCalls = 0;
  let functionStats = new Map<string, MutableFunctionStats>();
  let controlToolbox: Toolbox | undefined;

  const isCaseSensitive = () => translator?.caseSensitive !== false;

  /** Reports a listener's failure: it must not change the call's result, nor be lost. */
  const reportListenerError = (error: unknown) => {
    try {
      (options.onListenerError ?? console.error)(error);
    } catch {
      // The handler failed as well and there is no one left to tell: the call goes on.
    }
  };

  const emit = <E extends keyof ToolManagerEvents>(event: E, payload: ToolManagerEvents[E]) => {
    for (const listener of listeners[event] as Set<(payload: ToolManagerEvents[E]) => unknown>) {
      try {
        const returned = listener(payload);
        // An async listener fails by rejecting; left alone, that would be an unhandled rejection.
        if (returned !== undefined) Promise.resolve(returned).catch(reportListenerError);
      } catch (error) {
        reportListenerError(error);
      }
    }
  };

  const getToolboxes = () => Array.from(registry.toolboxes(), (toolbox) => toolbox.name);

  const getFunctions = (toolboxName?: string): string[] => {
    if (toolboxName === undefined) {
      const paths: string[] = [];
      for (const toolbox of registry.toolboxes()) {
        for (const registered of toolbox.functions.values()) paths.push(registered.path);
      }
      return paths;
    }
    const toolbox = registry.findToolbox(toolboxName, isCaseSensitive());
    if (toolbox === undefined) {
      throw new ToolboxNotFoundError({
        toolboxName: clipText(toolboxName, maxNameLength),
        available: getToolboxes(),
      });
    }
    return Array.from(toolbox.functions.values(), (registered) => registered.path);
  };

  const resolve = (path: string) => registry.resolve(path, root, isCaseSensitive());

  const notFound = (name: string): ToolNotFoundError => {
    const candidates: string[] = [];
    const rootToolbox = root === null ? undefined : registry.findToolbox(root, true);
    for (const toolbox of registry.toolboxes()) {
      for (const registered of toolbox.functions.values()) {
        candidates.push(registered.path);
        if (toolbox === rootToolbox) candidates.push(registered.functionName);
      }
    }
    const hint = enabledControlFunctions.has('get_functions')
      ? ` Call ${CONTROL_TOOLBOX_NAME}.get_functions to list the available functions.`
      : '';
    return new ToolNotFoundError({
      functionName: clipText(name, maxNameLength),
      suggestions: suggestNames(name, candidates),
      hint,
    });
  };

  const setTruncateLength = (length: number): number => {
    if (typeof length !== 'number' || Number.isNaN(length)) {
      throw new InvalidSettingsError({
        subject: 'setTruncateLength',
        problems: ['length must be a number'],
      });
    }
    truncateLength = Math.min(maxTruncateLength, Math.max(1, Math.floor(length)));
    return truncateLength;
  };

  const refreshControlToolbox = () => {
    const registered = registry.findToolbox(CONTROL_TOOLBOX_NAME, true);
    const ours = registered !== undefined && registered.toolbox === controlToolbox;
    if (registered !== undefined && !ours && enabledControlFunctions.size > 0) {
      enabledControlFunctions.clear();
      throw new ToolboxValidationError({
        toolboxName: CONTROL_TOOLBOX_NAME,
        problems: [
          `The application registered its own toolbox '${CONTROL_TOOLBOX_NAME}'; unregister it before registering the control functions`,
        ],
      });
    }
    if (enabledControlFunctions.size === 0) {
      if (ours) registry.remove(CONTROL_TOOLBOX_NAME, true);
      controlToolbox = undefined;
      return;
    }
    controlToolbox = createControlToolbox(
      {
        getToolboxes,
        getFunctions,
        describeFunction: (functionName, separator) => {
          const found = resolve(functionName);
          if (found === undefined) throw notFound(functionName);
          return translator === null
            ? stringifyValue(found.interface)
            : translator.generateFunctionIfText(found.interface, separator);
        },
        setTruncateLength: (length) => ({
          length: setTruncateLength(length),
          maximum: maxTruncateLength,
        }),
      },
      enabledControlFunctions,
    );
    registry.add(validateToolbox(controlToolbox));
  };

  const statsFor = (path: string): MutableFunctionStats => {
    let stats = functionStats.get(path);
    if (stats === undefined) {
      stats = { calls: 0, errors: 0, totalDurationMs: 0, maxDurationMs: 0 };
      functionStats.set(path, stats);
    }
    return stats;
  };

  /** Builds the one record of a call, counts it and tells the listeners. */
  const finish = (
    request: FunctionCallRequest,
    registered: RegisteredFunction | undefined,
    fields: {
      params: Record<string, unknown>;
      repairs: readonly Repair[];
      durationMs: number;
    } & ({ ok: true; value: unknown; result: string } | { ok: false; error: AiToolboxError }),
  ): FunctionCallRecord => {
    const name =
      registered?.path ??
      (typeof request.name === 'string' ? clipText(request.name, maxNameLength) : '');
    // Built field by field: optional fields are left out, not set to undefined.
    const record: { -readonly [K in keyof FunctionCallRecord]: FunctionCallRecord[K] } = {
      name,
      params: fields.params,
      interface: registered?.interface,
      repairs: fields.repairs,
      durationMs: fields.durationMs,
      ok: fields.ok,
      result: fields.ok ? fields.result : `Error: ${fields.error.message}`,
    };
    if (request.raw !== undefined) record.raw = request.raw;
    if (request.span !== undefined) record.span = request.span;
    if (fields.ok) record.value = fields.value;
    else record.error = fields.error;
    functionCalls += 1;
    if (registered !== undefined) {
      const stats = statsFor(registered.path);
      stats.calls += 1;
      if (!fields.ok) stats.errors += 1;
      stats.totalDurationMs += fields.durationMs;
      if (fields.durationMs > stats.maxDurationMs) stats.maxDurationMs = fields.durationMs;
    }
    emit('afterCall', record);
    return record;
  };

  const decide = async (call: ResolvedCall): Promise<CallDeniedError | undefined> => {
    const deny = (reason: string | undefined, cause?: unknown) =>
      new CallDeniedError({
        functionName: call.name,
        fingerprint: call.fingerprint,
        reason,
        cause,
      });
    const policy = options.policy;
    if (policy === undefined) return undefined;
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
    if (options.approve === undefined) {
      return deny(reason ?? 'it needs approval and no one can approve it');
    }
    try {
      if ((await options.approve(call, reason)) === true) return undefined;
    } catch (error) {
      return deny(`approval failed (${describeThrown(error)})`, error);
    }
    return deny(reason ?? 'it was not approved');
  };

  /** The pipeline for one call: exactly one record, whatever happens. */
  const runRequest = async (
    request: FunctionCallRequest,
    batch: BatchSettings,
  ): Promise<FunctionCallRecord> => {
    const found = isRecord(request.params) ? request.params : {};
    const repairs: Repair[] = Array.isArray(request.repairs) ? [...request.repairs] : [];
    const fail = (
      error: AiToolboxError,
      registered?: RegisteredFunction,
      params = found,
      durationMs = 0,
    ) => finish(request, registered, { ok: false, error, params, repairs, durationMs });
    const requestName = typeof request.name === 'string' ? request.name : '';
    if (request.error !== undefined && request.error !== null) {
      // Read defensively: a request from any source may carry any value here.
      const { code, message } =
        typeof request.error === 'string'
          ? { code: undefined, message: request.error }
          : (request.error as { code?: unknown; message?: unknown });
      return fail(
        new UnreadableCallError({
          functionName: clipText(requestName, maxNameLength),
          parseCode: typeof code === 'string' ? code : 'unreadable-call',
          message: typeof message === 'string' ? message : 'The call could not be read',
        }),
      );
    }
    const registered = resolve(requestName);
    if (registered === undefined) return fail(notFound(requestName));
    const normalized = normalizeArguments(
      registered.path,
      registered.signature,
      request.params,
      isCaseSensitive(),
    );
    // A loop, not push(...): a spread of a list this long would overflow the stack.
    for (const repair of normalized.repairs) repairs.push(repair);
    if (normalized.error !== undefined) return fail(normalized.error, registered);
    const params = normalized.params;
    if (batch.signal?.aborted === true) {
      return fail(
        new CallAbortedError({ functionName: registered.path, reason: batch.signal.reason }),
        registered,
        params,
      );
    }
    // The resolved call (and its fingerprint) is only made for a policy or a listener: most
    // calls need neither, and building it costs more than the rest of the call.
    const needsCall = options.policy !== undefined || listeners.beforeCall.size > 0;
    const call = needsCall
      ? createResolvedCall(registered, params, batch.source, request.raw)
      : undefined;
    const denied = call === undefined ? undefined : await decide(call);
    if (denied !== undefined) return fail(denied, registered, params);
    const timeoutMs =
      batch.timeoutMs ??
      functionTimeouts.get(registered.path) ??
      registered.entry.timeoutMs ??
      defaultTimeoutMs;
    const started = performance.now();
    const running = runToolFunction(registered.entry, {
      functionName: registered.path,
      args: params,
      truncateLength: batch.truncateLength,
      timeoutMs,
      signal: batch.signal,
      ...(call !== undefined && listeners.beforeCall.size > 0
        ? { onStart: (signal: AbortSignal) => emit('beforeCall', { ...call, signal }) }
        : {}),
    });
    const outcome = running instanceof Promise ? await running : running;
    const durationMs = performance.now() - started;
    if (!outcome.ok) return fail(outcome.error, registered, params, durationMs);
    let result: string;
    try {
      result = shapeResult(
        outcome.value,
        registered.path,
        params,
        translator?.outputFilter,
        batch.truncateLength,
      );
    } catch (error) {
      return fail(asToolboxError(error, 'result-failed', ''), registered, params, durationMs);
    }
    return finish(request, registered, {
      ok: true,
      value: outcome.value,
      result,
      params,
      repairs,
      durationMs,
    });
  };

  const batchSettings = (
    callOptions: CallOptions | undefined,
    source: CallSource,
  ): BatchSettings => ({
    source: callOptions?.source ?? source,
    signal: callOptions?.signal,
    timeoutMs: callOptions?.timeoutMs,
    truncateLength: callOptions?.truncateLength ?? truncateLength,
  });

  const runBatch = async (
    requests: readonly FunctionCallRequest[],
    batch: BatchSettings,
  ): Promise<FunctionCallRecord[]> => {
    toolCalls += 1;
    const records: FunctionCallRecord[] = [];
    for (const [index, given] of requests.entries()) {
      const request: FunctionCallRequest = isRecord(given) ? given : { name: '', params: {} };
      const limited: FunctionCallRequest =
        index < maxCallsPerResponse
          ? request
          : {
              ...request,
              error: {
                code: 'too-many-calls',
                message: `Too many calls in one answer: only the first ${maxCallsPerResponse} were run. Call this again in your next answer.`,
              },
            };
      try {
        records.push(await runRequest(limited, batch));
      } catch (thrown) {
        // A safety net: whatever went wrong, the call still gets its one result.
        records.push(
          finish(limited, undefined, {
            ok: false,
            error: asToolboxError(thrown, 'internal-error', 'The call could not be handled: '),
            params: isRecord(limited.params) ? limited.params : {},
            repairs: [],
            durationMs: 0,
          }),
        );
      }
    }
    return records;
  };

  const requireTranslator = (): Translator => {
    if (translator === null) {
      throw new TranslatorError({
        reason: 'not-set',
        message: 'No translator is set: call setFunctionTranslator(translator or name) first',
      });
    }
    return translator;
  };

  const manager: ToolManager = {
    register(toolbox) {
      const validated = validateToolbox(toolbox);
      registry.add(validated);
      if (validated.name === CONTROL_TOOLBOX_NAME && validated.toolbox !== controlToolbox) {
        enabledControlFunctions.clear();
        controlToolbox = undefined;
      }
    },
    unregister(toolboxName) {
      const removed = registry.remove(toolboxName, isCaseSensitive());
      if (removed === undefined) return false;
      if (removed.name === root) root = null;
      if (removed.toolbox === controlToolbox) {
        enabledControlFunctions.clear();
        controlToolbox = undefined;
      }
      return true;
    },
    setRootToolBox(toolboxName) {
      if (toolboxName === null) {
        root = null;
        return;
      }
      const toolbox = registry.findToolbox(toolboxName, isCaseSensitive());
      if (toolbox === undefined) {
        throw new ToolboxNotFoundError({ toolboxName, available: getToolboxes() });
      }
      root = toolbox.name;
    },
    getRootToolBox: () => root,
    async call(toolPath, args, callTruncateLength, callOptions) {
      const batch = batchSettings(
        callTruncateLength === undefined
          ? callOptions
          : { ...callOptions, truncateLength: callTruncateLength },
        'call',
      );
      const [record] = await runBatch([{ name: toolPath, params: args ?? {} }], batch);
      if (record === undefined || !record.ok) {
        throw (
          record?.error ?? new AiToolboxError({ code: 'call-failed', message: 'The call failed' })
        );
      }
      return typeof record.value === 'string'
        ? truncateText(record.value, batch.truncateLength)
        : record.value;
    },
    getFunctions,
    getToolboxes,
    findFunction(toolPath): ToolboxFunction | null {
      return resolve(toolPath)?.entry ?? null;
    },
    getInterfaces: () => [...registry.interfaces()],
    setFunctionTranslator(next) {
      translator =
        typeof next === 'string' ? lookUpStandardTranslator(next) : checkTranslator(next);
    },
    getFunctionTranslator: () => translator,
    getTranslator: (name) => lookUpStandardTranslator(name),
    getStandardTranslatorList: () => listStandardTranslators(),
    async executeResponseFunctions(text, callOptions) {
      const active = requireTranslator();
      const batch = batchSettings(callOptions, 'text');
      let requests: FunctionCallRequest[];
      try {
        requests = readCallRequests(
          active,
          typeof text === 'string' ? text : String(text ?? ''),
          registry.interfaces(),
          root,
        );
      } catch (cause) {
        toolCalls += 1;
        const error = new TranslatorError({
          reason: 'failed',
          message: `The translator could not read the answer: ${describeThrown(cause)}`,
          cause,
        });
        return {
          functionsOutput: `Error: ${error.message}`,
          functionCalCount: 0,
          functionCallCount: 0,
          calls: [],
          error,
        };
      }
      const calls = await runBatch(requests, batch);
      const base = { functionCalCount: calls.length, functionCallCount: calls.length, calls };
      if (calls.length === 0) return { functionsOutput: '', ...base };
      try {
        return { functionsOutput: formatCallRecords(active, calls), ...base };
      } catch (cause) {
        // The results exist and must reach the model even when the translator cannot write them.
        const error = new TranslatorError({
          reason: 'failed',
          message: `The translator could not format the results: ${describeThrown(cause)}`,
          cause,
        });
        const plain = calls.map((record) => `${record.name}: ${record.result}`).join('\n');
        return { functionsOutput: plain, ...base, error };
      }
    },
    executeFunctionCalls(requests, callOptions) {
      return runBatch(requests, batchSettings(callOptions, 'native'));
    },
    getRootInterfaceAsText(useSeparator = false) {
      const active = requireTranslator();
      return registry
        .interfaces()
        .map((functionInterface) => active.generateFunctionIfText(functionInterface, useSeparator))
        .join('\n');
    },
    getStats(): ToolStats {
      const functions: Record<string, FunctionStats> = {};
      for (const [path, stats] of functionStats) {
        Object.defineProperty(functions, path, { value: { ...stats }, enumerable: true });
      }
      return { toolCalls, functionCalls, functions };
    },
    resetStats() {
      toolCalls = 0;
      functionCalls = 0;
      functionStats = new Map();
    },
    getTruncateLength: () => truncateLength,
    setTruncateLength,
    registerControlFunctions() {
      for (const name of CONTROL_FUNCTION_NAMES) enabledControlFunctions.add(name);
      refreshControlToolbox();
    },
    unregisterControlFunctions() {
      enabledControlFunctions.clear();
      refreshControlToolbox();
    },
    registerControlFunction(name) {
      if (!isControlFunctionName(name)) throw notFound(`${CONTROL_TOOLBOX_NAME}.${name}`);
      enabledControlFunctions.add(name);
      refreshControlToolbox();
    },
    unregisterControlFunction(name) {
      if (!isControlFunctionName(name)) throw notFound(`${CONTROL_TOOLBOX_NAME}.${name}`);
      enabledControlFunctions.delete(name);
      refreshControlToolbox();
    },
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };

  if (options.controlFunctions !== false) manager.registerControlFunctions();
  if (options.translator !== undefined) manager.setFunctionTranslator(options.translator);
  for (const toolbox of options.toolboxes ?? []) manager.register(toolbox);
  if (options.rootToolbox !== undefined) manager.setRootToolBox(options.rootToolbox);
  return manager;
}
