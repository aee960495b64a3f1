import { createToolManager } from './create-tool-manager.js';
import type { ToolManager } from './tool-manager.js';

let defaultManager: ToolManager | undefined;

/**
 * The manager behind the reference's module-level functions (`register`, `call`, ...),
 * created on first use with default settings. Applications that need more than one
 * configuration create their own with `createToolManager`.
 */
export function getDefaultToolManager(): ToolManager {
  defaultManager ??= createToolManager();
  return defaultManager;
}

/** Registers a toolbox with the default manager (see {@link ToolManager.register}). */
export function register(toolbox: Parameters<ToolManager['register']>[0]): void {
  getDefaultToolManager().register(toolbox);
}

/** Unregisters a toolbox from the default manager (see {@link ToolManager.unregister}). */
export function unregister(toolboxName: string): boolean {
  return getDefaultToolManager().unregister(toolboxName);
}

/** Sets the default manager's root toolbox (see {@link ToolManager.setRootToolBox}). */
export function setRootToolBox(toolboxName: string | null): void {
  getDefaultToolManager().setRootToolBox(toolboxName);
}

/** Calls a function through the default manager (see {@link ToolManager.call}). */
export function call(...args: Parameters<ToolManager['call']>): ReturnType<ToolManager['call']> {
  return getDefaultToolManager().call(...args);
}

/** The default manager's functions (see {@link ToolManager.getFunctions}). */
export function getFunctions(toolboxName?: string): string[] {
  return getDefaultToolManager().getFunctions(toolboxName);
}

/** Finds a function in the default manager (see {@link ToolManager.findFunction}). */
export function findFunction(toolPath: string): ReturnType<ToolManager['findFunction']> {
  return getDefaultToolManager().findFunction(toolPath);
}

/** Sets the default manager's translator (see {@link ToolManager.setFunctionTranslator}). */
export function setFunctionTranslator(
  translator: Parameters<ToolManager['setFunctionTranslator']>[0],
): void {
  getDefaultToolManager().setFunctionTranslator(translator);
}

/** A standard translator by name (see {@link ToolManager.getTranslator}). */
export function getTranslator(name: string): ReturnType<ToolManager['getTranslator']> {
  return getDefaultToolManager().getTranslator(name);
}

/** The names of the standard translators known now. */
export function getStandardTranslatorList(): string[] {
  return getDefaultToolManager().getStandardTranslatorList();
}

/**
 * Runs the calls in model text through the default manager
 * (see {@link ToolManager.executeResponseFunctions}).
 */
export function executeResponseFunctions(
  ...args: Parameters<ToolManager['executeResponseFunctions']>
): ReturnType<ToolManager['executeResponseFunctions']> {
  return getDefaultToolManager().executeResponseFunctions(...args);
}

/** Runs calls from any source through the default manager. */
export function executeFunctionCalls(
  ...args: Parameters<ToolManager['executeFunctionCalls']>
): ReturnType<ToolManager['executeFunctionCalls']> {
  return getDefaultToolManager().executeFunctionCalls(...args);
}

/** Every interface of the default manager as translator text. */
export function getRootInterfaceAsText(useSeparator?: boolean): string {
  return getDefaultToolManager().getRootInterfaceAsText(useSeparator);
}

/** The default manager's statistics. */
export function getStats(): ReturnType<ToolManager['getStats']> {
  return getDefaultToolManager().getStats();
}

/** Sets the default manager's statistics back to zero. */
export function resetStats(): void {
  getDefaultToolManager().resetStats();
}

/** Registers every control function with the default manager. */
export function registerControlFunctions(): void {
  getDefaultToolManager().registerControlFunctions();
}

/** Unregisters every control function from the default manager. */
export function unregisterControlFunctions(): void {
  getDefaultToolManager().unregisterControlFunctions();
}

/** Registers one control function with the default manager. */
export function registerControlFunction(
  name: Parameters<ToolManager['registerControlFunction']>[0],
): void {
  getDefaultToolManager().registerControlFunction(name);
}

/** Unregisters one control function from the default manager. */
export function unregisterControlFunction(
  name: Parameters<ToolManager['unregisterControlFunction']>[0],
): void {
  getDefaultToolManager().unregisterControlFunction(name);
}
