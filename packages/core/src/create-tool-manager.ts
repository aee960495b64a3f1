import { AiToolboxError } from './ai-toolbox-error.js';
import { clipText } from './clip-text.js';
import {
  CONTROL_FUNCTION_NAMES,
  CONTROL_TOOLBOX_NAME,
  createControlToolbox,
  isControlFunctionName,
} from './control-functions.js';
import { createListeners } from './create-listeners.js';
import { createToolStats } from './create-tool-stats.js';
import { describeThrown } from './describe-value.js';
import { FunctionRegistry } from './function-registry.js';
import { InvalidSettingsError } from './invalid-settings-error.js';
import { parseSettings } from './kit/parse-settings.js';
import { stringifyValue } from './kit/stringify-value.js';
import { chooseTranslator, type ModelChoice } from './models/choose-translator.js';
import { type CallBatch, createCallBatch } from './pipeline/call-batch.js';
import { type CallPipelineContext, isCaseSensitive } from './pipeline/call-pipeline-context.js';
import { MAX_QUOTED_NAME_LENGTH } from './pipeline/call-record.js';
import { toolNotFound } from './pipeline/resolve-call.js';
import { runCallBatch } from './pipeline/run-call-batch.js';
import { runCallPipeline } from './pipeline/run-call-pipeline.js';
import { listStandardTranslators } from './standard-translators.js';
import type { CallsOfToolboxes, ControlFunctionName, ToolManager } from './tool-manager.js';
import {
  DEFAULT_MAX_CALLS_PER_RESPONSE,
  DEFAULT_MAX_TRUNCATE_LENGTH,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_TRUNCATE_LENGTH,
  type ToolManagerOptions,
  toolManagerOptionsSchema,
} from './tool-manager-options.js';
import type { Toolbox, ToolboxFunction } from './toolbox.js';
import { ToolboxNotFoundError } from './toolbox-not-found-error.js';
import { ToolboxValidationError } from './toolbox-validation-error.js';
import type { Translator } from './translator.js';
import { lookUpStandardTranslator, readCallRequests } from './translator-bridge.js';
import { TranslatorError } from './translator-error.js';
import { toTranslatorV2 } from './translator-v2/to-translator-v2.js';
import type { TranslatorV2 } from './translator-v2/translator-v2.js';
import { truncateText } from './truncate-text.js';
import { validateToolbox } from './validate-toolbox.js';

/**
 * Creates a tool manager: its own toolboxes, root toolbox, translator, settings, statistics and
 * listeners, and the one call pipeline (`pipeline/run-call-pipeline.ts`) behind `call`,
 * `executeResponseFunctions` and `executeFunctionCalls`. Two managers share nothing.
 *
 * @throws {InvalidSettingsError} when the options do not fit {@link toolManagerOptionsSchema}.
 *
 * @example
 * ```ts
 * const manager = createToolManager({ translator: 'atfunc', timeoutMs: 10_000 });
 * manager.register(weatherToolbox);
 *
 * // Typed calls: paths checked, arguments and results inferred from defineToolbox toolboxes.
 * const typed = createToolManager({ toolboxes: [shop] });
 * await typed.call('shop.order', { item: 'tea', qty: 2 });
 * const { functionsOutput } = await manager.executeResponseFunctions(modelAnswer);
 * ```
 */
export function createToolManager<const T extends readonly Toolbox[] = readonly []>(
  options: ToolManagerOptions & { readonly toolboxes?: T } = {},
): ToolManager<CallsOfToolboxes<T>> {
  parseSettings(toolManagerOptionsSchema, options, 'createToolManager');
  if (options.model !== undefined && options.translator !== undefined) {
    throw new InvalidSettingsError({
      subject: 'createToolManager',
      problems: [
        `model and translator: give one of them, not both (the model '${clipText(options.model)}' chooses its translator; chooseTranslator(model) shows which)`,
      ],
    });
  }
  const modelChoice: ModelChoice | null =
    options.model === undefined ? null : chooseTranslator(options.model);
  const maxTruncateLength = options.maxTruncateLength ?? DEFAULT_MAX_TRUNCATE_LENGTH;
  const enabledControlFunctions = new Set<ControlFunctionName>();
  const context: CallPipelineContext = {
    registry: new FunctionRegistry(),
    translator: null,
    root: null,
    controlFunctions: enabledControlFunctions,
    policy: options.policy,
    approve: options.approve,
    functionTimeouts: new Map(Object.entries(options.functionTimeouts ?? {})),
    defaultTimeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxCallsPerResponse: options.maxCallsPerResponse ?? DEFAULT_MAX_CALLS_PER_RESPONSE,
    stats: createToolStats(),
    listeners: createListeners(options),
  };
  const { registry, stats, listeners } = context;
  /** The translator as the application set it; `context.translator` is its v2 form. */
  let givenTranslator: Translator | null = null;
  const toolboxChanged = (toolboxName: string, change: 'registered' | 'unregistered') =>
    listeners.emit('toolboxChange', { toolboxName, change });
  let truncateLength = Math.min(
    options.truncateLength ?? DEFAULT_TRUNCATE_LENGTH,
    maxTruncateLength,
  );
  let controlToolbox: Toolbox | undefined;
  let plainBatch: CallBatch | undefined;
  const plainCallBatch = (length: number): CallBatch => {
    if (plainBatch?.truncateLength !== length) {
      plainBatch = createCallBatch(undefined, 'call', length);
    }
    return plainBatch;
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
    const toolbox = registry.findToolbox(toolboxName, isCaseSensitive(context));
    if (toolbox === undefined) {
      throw new ToolboxNotFoundError({
        toolboxName: clipText(toolboxName, MAX_QUOTED_NAME_LENGTH),
        available: getToolboxes(),
      });
    }
    return Array.from(toolbox.functions.values(), (registered) => registered.path);
  };

  const resolve = (path: string) => registry.resolve(path, context.root, isCaseSensitive(context));

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
      if (ours) {
        registry.remove(CONTROL_TOOLBOX_NAME, true);
        toolboxChanged(CONTROL_TOOLBOX_NAME, 'unregistered');
      }
      controlToolbox = undefined;
      return;
    }
    controlToolbox = createControlToolbox(
      {
        getToolboxes,
        getFunctions,
        describeFunction: (functionName, separator) => {
          const found = resolve(functionName);
          if (found === undefined) throw toolNotFound(functionName, context);
          return context.translator === null
            ? stringifyValue(found.interface)
            : context.translator.generateFunctionIfText(found.interface, separator);
        },
        setTruncateLength: (length) => ({
          length: setTruncateLength(length),
          maximum: maxTruncateLength,
        }),
      },
      enabledControlFunctions,
    );
    registry.add(validateToolbox(controlToolbox));
    toolboxChanged(CONTROL_TOOLBOX_NAME, 'registered');
  };

  const requireTranslator = (): TranslatorV2 => {
    if (context.translator === null) {
      throw new TranslatorError({
        reason: 'not-set',
        message: 'No translator is set: call setFunctionTranslator(translator or name) first',
      });
    }
    return context.translator;
  };

  const manager: ToolManager = {
    register(toolbox) {
      const validated = validateToolbox(toolbox);
      registry.add(validated);
      if (validated.name === CONTROL_TOOLBOX_NAME && validated.toolbox !== controlToolbox) {
        enabledControlFunctions.clear();
        controlToolbox = undefined;
      }
      toolboxChanged(validated.name, 'registered');
      // The same manager: only its type widens with the toolbox's calls.
      return manager as never;
    },
    unregister(toolboxName) {
      const removed = registry.remove(toolboxName, isCaseSensitive(context));
      if (removed === undefined) return false;
      if (removed.name === context.root) context.root = null;
      if (removed.toolbox === controlToolbox) {
        enabledControlFunctions.clear();
        controlToolbox = undefined;
      }
      toolboxChanged(removed.name, 'unregistered');
      return true;
    },
    setRootToolBox(toolboxName) {
      if (toolboxName === null) {
        context.root = null;
        return;
      }
      const toolbox = registry.findToolbox(toolboxName, isCaseSensitive(context));
      if (toolbox === undefined) {
        throw new ToolboxNotFoundError({ toolboxName, available: getToolboxes() });
      }
      context.root = toolbox.name;
    },
    getRootToolBox: () => context.root,
    async call(toolPath, args, callTruncateLength, callOptions) {
      // A call with no options of its own shares one batch, made again when the limit changes.
      const batch =
        callOptions === undefined && callTruncateLength === undefined
          ? plainCallBatch(truncateLength)
          : createCallBatch(callOptions, 'call', truncateLength, callTruncateLength);
      stats.countBatch();
      const outcome = runCallPipeline({ name: toolPath, params: args ?? {} }, batch, context);
      const record = outcome instanceof Promise ? await outcome : outcome;
      if (!record.ok) {
        throw (
          record.error ?? new AiToolboxError({ code: 'call-failed', message: 'The call failed' })
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
    getInterfaceSnapshot: () => registry.interfaces(),
    setFunctionTranslator(next) {
      const given = typeof next === 'string' ? lookUpStandardTranslator(next) : next;
      // The pipeline reads only contract v2; the application gets back the object it gave.
      context.translator = toTranslatorV2(given);
      givenTranslator = given;
    },
    getFunctionTranslator: () => givenTranslator,
    getModelChoice: () => modelChoice,
    getTranslator: (name) => lookUpStandardTranslator(name),
    getStandardTranslatorList: () => listStandardTranslators(),
    async executeResponseFunctions(text, callOptions) {
      const active = requireTranslator();
      const batch = createCallBatch(
        callOptions,
        'text',
        truncateLength,
        undefined,
        options.concurrency,
      );
      let requests: unknown[];
      try {
        requests = readCallRequests(
          active,
          typeof text === 'string' ? text : String(text ?? ''),
          registry.interfaces(),
          context.root,
        );
      } catch (cause) {
        stats.countBatch();
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
      const calls = await runCallBatch(requests, batch, context);
      const base = { functionCalCount: calls.length, functionCallCount: calls.length, calls };
      if (calls.length === 0) return { functionsOutput: '', ...base };
      try {
        // The records are the results the translator formats: no copy is made for it.
        return { functionsOutput: active.formatFunctionCallResults(calls), ...base };
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
      // Not async: an async method returning the batch's promise would make two more promises
      // and two more ticks for every call. Options it refuses still reject rather than throw.
      let batch: CallBatch;
      try {
        batch = createCallBatch(
          callOptions,
          'native',
          truncateLength,
          undefined,
          options.concurrency,
        );
      } catch (error) {
        return Promise.reject(error);
      }
      return runCallBatch(requests, batch, context);
    },
    getRootInterfaceAsText(useSeparator = false) {
      const active = requireTranslator();
      return registry
        .interfaces()
        .map((functionInterface) => active.generateFunctionIfText(functionInterface, useSeparator))
        .join('\n');
    },
    getStats: () => stats.snapshot(),
    resetStats: () => stats.reset(),
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
      if (!isControlFunctionName(name)) {
        throw toolNotFound(`${CONTROL_TOOLBOX_NAME}.${name}`, context);
      }
      enabledControlFunctions.add(name);
      refreshControlToolbox();
    },
    unregisterControlFunction(name) {
      if (!isControlFunctionName(name)) {
        throw toolNotFound(`${CONTROL_TOOLBOX_NAME}.${name}`, context);
      }
      enabledControlFunctions.delete(name);
      refreshControlToolbox();
    },
    on: (event, listener) => context.listeners.on(event, listener),
  };

  if (options.controlFunctions !== false) manager.registerControlFunctions();
  if (options.translator !== undefined) manager.setFunctionTranslator(options.translator);
  if (modelChoice !== null) {
    manager.setFunctionTranslator(lookUpStandardTranslator(modelChoice.translator, modelChoice));
  }
  for (const toolbox of options.toolboxes ?? []) manager.register(toolbox);
  if (options.rootToolbox !== undefined) manager.setRootToolBox(options.rootToolbox);
  // Typed by the toolboxes given: the calls are the same, only checked at compile time.
  return manager as ToolManager<never> as ToolManager<CallsOfToolboxes<T>>;
}
