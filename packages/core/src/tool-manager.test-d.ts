// The ToolManager API other packages are written against, pinned by type tests.
import { expectTypeOf } from 'vitest';
import type { FunctionCallRecord, FunctionCallRequest } from './function-call-record.js';
import type { FunctionInterface } from './function-interface.js';
import * as core from './index.js';
import type { ToolManager } from './tool-manager.js';
import type { Toolbox, ToolboxFunction } from './toolbox.js';
import type { Translator } from './translator.js';

declare const manager: ToolManager;

expectTypeOf(core.createToolManager).returns.toEqualTypeOf<ToolManager>();
expectTypeOf(manager.register).parameters.toEqualTypeOf<[Toolbox]>();
expectTypeOf(manager.unregister).toEqualTypeOf<(toolboxName: string) => boolean>();
expectTypeOf(manager.call).toBeCallableWith('greet');
expectTypeOf(manager.call).toBeCallableWith('box.fn', { a: 1 }, 100);
expectTypeOf(manager.call).returns.toEqualTypeOf<Promise<unknown>>();
expectTypeOf(manager.getFunctions).toBeCallableWith();
expectTypeOf(manager.getFunctions).returns.toEqualTypeOf<string[]>();
expectTypeOf(manager.findFunction).returns.toEqualTypeOf<ToolboxFunction | null>();
expectTypeOf(manager.getInterfaces).returns.toEqualTypeOf<FunctionInterface[]>();
expectTypeOf(manager.getInterfaceSnapshot).returns.toEqualTypeOf<readonly FunctionInterface[]>();
expectTypeOf(manager.setFunctionTranslator).toBeCallableWith('atfunc');
expectTypeOf(manager.setFunctionTranslator).toBeCallableWith({} as Translator);
expectTypeOf(manager.getTranslator).returns.toEqualTypeOf<Translator>();
expectTypeOf(manager.getStandardTranslatorList).returns.toEqualTypeOf<string[]>();
expectTypeOf(manager.executeResponseFunctions).returns.resolves.toExtend<{
  functionsOutput: string;
  functionCalCount: number;
  functionCallCount: number;
  calls: FunctionCallRecord[];
}>();
expectTypeOf(manager.executeFunctionCalls)
  .parameter(0)
  .toEqualTypeOf<readonly FunctionCallRequest[]>();
expectTypeOf(manager.executeFunctionCalls).returns.toEqualTypeOf<Promise<FunctionCallRecord[]>>();
expectTypeOf(manager.getRootInterfaceAsText).toBeCallableWith(true);
expectTypeOf(manager.getStats).returns.toExtend<{ toolCalls: number; functionCalls: number }>();
expectTypeOf(manager.registerControlFunction).toBeCallableWith('get_toolboxes');

// The reference's module-level functions, bound to the default manager.
expectTypeOf(core.register).toEqualTypeOf<(toolbox: Toolbox) => void>();
expectTypeOf(core.call).returns.toEqualTypeOf<Promise<unknown>>();
expectTypeOf(core.executeResponseFunctions).returns.resolves.toHaveProperty('functionCalCount');
expectTypeOf<typeof core.TRANSLATOR_ATFUNC>().toEqualTypeOf<'atfunc'>();
