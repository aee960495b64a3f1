import type { Toolbox, ToolManager } from '@ai-toolbox/core';
import { createMathToolbox, createWeatherToolbox } from './demo-toolboxes.js';

/**
 * Registers the demo toolboxes (weather, math and the given file toolbox) on a manager.
 * No root toolbox is set, so every call names its toolbox, as the prompts show them.
 */
export function registerDemoToolboxes(manager: ToolManager, fileToolbox: Toolbox): void {
  manager.register(createWeatherToolbox());
  manager.register(createMathToolbox());
  manager.register(fileToolbox);
}
