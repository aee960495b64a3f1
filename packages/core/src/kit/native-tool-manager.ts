import * as v from 'valibot';
import type { ToolManager } from '../tool-manager.js';

/** The part of core's `ToolManager` a schema package uses: its functions and its pipeline. */
export type NativeToolManager = Pick<
  ToolManager,
  'getInterfaces' | 'getRootToolBox' | 'executeFunctionCalls'
>;

function isNativeToolManager(value: unknown): value is NativeToolManager {
  const manager = value as Partial<Record<keyof NativeToolManager, unknown>> | null;
  return (
    typeof manager === 'object' &&
    manager !== null &&
    typeof manager.getInterfaces === 'function' &&
    typeof manager.getRootToolBox === 'function' &&
    typeof manager.executeFunctionCalls === 'function'
  );
}

/**
 * The valibot schema of a schema package's `manager` setting, so that a wrong one fails at
 * setup (`InvalidSettingsError` naming `manager`) rather than at the first request.
 */
export const nativeToolManagerSchema = v.custom<NativeToolManager>(
  isNativeToolManager,
  'a tool manager (createToolManager()) is needed as `manager`',
);
