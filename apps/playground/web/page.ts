import '@ai-toolbox/translator-atfunc';
import '@ai-toolbox/translator-json';
import '@ai-toolbox/translator-markers';
import '@ai-toolbox/translator-tags';
import '@ai-toolbox/translator-pythonic';
import type { FunctionCallRecord, Repair } from '@ai-toolbox/core';
import { type PageExample, pageExamplesFor } from '../src/page-examples.js';
import {
  createWorkbench,
  type ParsedCallView,
  SCHEMA_KINDS,
  type SchemaKind,
} from '../src/workbench.js';

// Model text is hostile: everything it wrote reaches the page through textContent only.

function element<T extends HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`the page has no ${selector}`);
  return found;
}

function make(tag: string, className: string, text: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

const translatorSelect = element<HTMLSelectElement>('#translator');
const exampleSelect = element<HTMLSelectElement>('#example');
const exampleSource = element('#example-source');
const promptView = element('#prompt');
const promptTranslator = element('#prompt-translator');
const schemasView = element('#schemas');
const schemaKindSelect = element<HTMLSelectElement>('#schema-kind');
const input = element<HTMLTextAreaElement>('#model-output');
const callsList = element('#calls');
const callsSummary = element('#calls-summary');
const formattedView = element('#formatted');
const streamLog = element('#stream-log');
const status = element('#status');
const chunkSizeInput = element<HTMLInputElement>('#chunk-size');
const chunkDelayInput = element<HTMLInputElement>('#chunk-delay');

const workbench = createWorkbench();

function repairItems(repairs: readonly Repair[]): HTMLElement[] {
  return repairs.map((repair) =>
    make('div', 'repair', `repaired: ${repair.message} [${repair.code}]`),
  );
}

function parsedItem(call: ParsedCallView, index: number): HTMLElement {
  const item = document.createElement('li');
  item.dataset.testid = 'call';
  if (call.error) item.classList.add('error');
  item.append(make('div', 'call-name', `${index + 1}. ${call.name}`));
  item.append(make('div', 'raw', `written: ${call.raw ?? '(not reported by this translator)'}`));
  item.append(make('div', 'params', `arguments: ${JSON.stringify(call.params)}`));
  item.append(...repairItems(call.repairs));
  if (call.error)
    item.append(
      make('div', 'error-text', `cannot run [${call.error.code}]: ${call.error.message}`),
    );
  return item;
}

function recordItem(record: FunctionCallRecord, label: string): HTMLElement {
  const item = document.createElement('li');
  item.dataset.testid = 'call';
  item.classList.add(record.ok ? 'ok' : 'error');
  item.append(make('div', 'call-name', `${label} ${record.name}`));
  if (record.raw !== undefined) item.append(make('div', 'raw', `written: ${record.raw}`));
  item.append(make('div', 'params', `arguments: ${JSON.stringify(record.params)}`));
  item.append(...repairItems(record.repairs));
  // A failed call's result is the model's text, `Error: ...`; the page labels the error
  // itself and shows its message once.
  const outcome = record.ok
    ? `result: ${record.result}`
    : record.error
      ? `error [${record.error.code}]: ${record.error.message}`
      : `error: ${record.result}`;
  item.append(make('div', record.ok ? 'result' : 'result error-text', outcome));
  return item;
}

function summarise(total: number, failed: number, verb: string): string {
  return `${total} call${total === 1 ? '' : 's'} ${verb}, ${failed} with an error`;
}

/** The active translator's examples, listed in the picker by title. */
let examples: readonly PageExample[] = [];

function showExamples(): void {
  examples = pageExamplesFor(workbench.translatorName);
  exampleSelect.replaceChildren(
    ...examples.map((example, index) => {
      const option = document.createElement('option');
      option.value = String(index);
      option.textContent = example.title;
      return option;
    }),
  );
  exampleSelect.value = '0';
  exampleSource.textContent = '';
}

function loadExample(): void {
  const example = examples[Number(exampleSelect.value)] ?? examples[0];
  if (!example) return;
  input.value = example.text;
  exampleSource.textContent = example.source === '' ? '' : `Shape from: ${example.source}`;
  parse();
}

function showTranslator(): void {
  showExamples();
  promptTranslator.textContent = workbench.translatorName;
  promptView.textContent = workbench.promptText();
  showSchemas();
}

function showSchemas(): void {
  const kind = schemaKindSelect.value as SchemaKind;
  schemasView.textContent = JSON.stringify(workbench.toolSchemas(kind), null, 2);
}

/** Empties everything an earlier action or the previous translator left on the page. */
function clearResults(): void {
  callsList.replaceChildren();
  streamLog.replaceChildren();
  callsSummary.textContent = '';
  formattedView.textContent = '';
}

function parse(): void {
  const calls = workbench.parse(input.value);
  callsList.replaceChildren(...calls.map(parsedItem));
  callsSummary.textContent = summarise(
    calls.length,
    calls.filter((call) => call.error).length,
    'found',
  );
  formattedView.textContent = '';
  status.textContent = 'parsed';
}

const sourceLabels = {
  text: '',
  chat: ' (native Chat Completions tool_calls)',
  responses: ' (native Responses function_call items)',
  anthropic: ' (native Claude tool_use blocks)',
  gemini: ' (native Gemini functionCall parts)',
} as const;

async function run(): Promise<void> {
  status.textContent = 'running…';
  const { calls, output, source } = await workbench.run(input.value);
  callsList.replaceChildren(...calls.map((record, index) => recordItem(record, `${index + 1}.`)));
  callsSummary.textContent = summarise(
    calls.length,
    calls.filter((call) => !call.ok).length,
    'run',
  );
  formattedView.textContent = output;
  status.textContent = `ran${sourceLabels[source]}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stream(): Promise<void> {
  const text = input.value;
  const size = Math.max(1, Math.min(1000, Number(chunkSizeInput.value) || 1));
  const delay = Math.max(0, Math.min(2000, Number(chunkDelayInput.value) || 0));
  const session = workbench.createStream();
  clearResults();
  const records: FunctionCallRecord[] = [];
  const chunks = Math.ceil(text.length / size);
  const show = (completed: readonly FunctionCallRecord[], where: string) => {
    for (const record of completed) {
      records.push(record);
      streamLog.append(recordItem(record, `${where}:`));
      callsList.append(recordItem(record, `${records.length}.`));
    }
    // The summary counts what is listed, while the stream runs too.
    callsSummary.textContent = summarise(
      records.length,
      records.filter((call) => !call.ok).length,
      'streamed so far',
    );
  };
  for (let index = 0; index < chunks; index++) {
    status.textContent = `streaming chunk ${index + 1} of ${chunks}`;
    show(await session.push(text.slice(index * size, (index + 1) * size)), `chunk ${index + 1}`);
    if (delay > 0) await sleep(delay);
  }
  show(await session.end(), 'end of text');
  formattedView.textContent = session.format(records);
  callsSummary.textContent = summarise(
    records.length,
    records.filter((call) => !call.ok).length,
    'streamed',
  );
  status.textContent = `streamed ${chunks} chunks (${session.incremental ? 'incremental parser' : 'parsed at the end: this translator has no incremental parser'})`;
}

let completedActions = 0;

// Every action a person starts (a button, the translator) ends by counting itself in
// data-completed, so a test can wait for the action it started rather than for a text an
// earlier action also left. The parse that follows typing is not counted.
function guard(action: () => void | Promise<void>, counted = true) {
  return async () => {
    try {
      await action();
    } catch (error) {
      status.textContent = `failed: ${(error as Error).message}`;
    } finally {
      if (counted) {
        completedActions += 1;
        document.body.dataset.completed = String(completedActions);
      }
    }
  };
}

for (const name of workbench.translatorNames()) {
  const option = document.createElement('option');
  option.value = name;
  option.textContent = name;
  translatorSelect.append(option);
}
translatorSelect.value = workbench.translatorName;
for (const [kind, label] of Object.entries(SCHEMA_KINDS)) {
  const option = document.createElement('option');
  option.value = kind;
  option.textContent = label;
  schemaKindSelect.append(option);
}
schemaKindSelect.value = 'chat';
schemaKindSelect.addEventListener(
  'change',
  guard(() => {
    showSchemas();
    status.textContent = `schemas: ${SCHEMA_KINDS[schemaKindSelect.value as SchemaKind]}`;
  }),
);

/** Copies a view's text; a page without clipboard access says so instead of failing. */
function copyButton(buttonSelector: string, view: HTMLElement, what: string): void {
  element(buttonSelector).addEventListener(
    'click',
    guard(async () => {
      try {
        await navigator.clipboard.writeText(view.textContent ?? '');
        status.textContent = `copied the ${what}`;
      } catch {
        status.textContent = `this browser does not allow copying; select the ${what} instead`;
      }
    }),
  );
}
copyButton('#copy-prompt', promptView, 'prompt');
copyButton('#copy-schemas', schemasView, 'schemas');
translatorSelect.addEventListener(
  'change',
  guard(() => {
    workbench.setTranslator(translatorSelect.value);
    clearResults();
    showTranslator();
    status.textContent = `translator: ${workbench.translatorName}`;
  }),
);
element('#load-example').addEventListener('click', guard(loadExample));
exampleSelect.addEventListener('change', guard(loadExample));
element('#reset-files').addEventListener(
  'click',
  guard(() => {
    workbench.resetFiles();
    status.textContent = 'the file sandbox is empty again';
  }),
);
element('#parse').addEventListener('click', guard(parse));
element('#run').addEventListener('click', guard(run));
element('#stream').addEventListener('click', guard(stream));
input.addEventListener('input', guard(parse, false));

showTranslator();
status.textContent = 'ready';
document.body.dataset.completed = '0';
document.body.dataset.ready = 'true';
