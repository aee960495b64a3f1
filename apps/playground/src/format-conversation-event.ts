import type { FunctionCallRecord } from '@ai-toolbox/core';
import type { ConversationEvent } from './conversation-event.js';

function indent(text: string, prefix = '    '): string {
  return text
    .split('\n')
    .map((line) => (line.length > 0 ? prefix + line : line))
    .join('\n');
}

// Split and trim rather than a regular expression: the text may be long and hostile.
function oneLine(text: string, max = 160): string {
  const flat = text
    .split('\n')
    .map((line) => line.trim())
    .join(' ⏎ ');
  return flat.length > max ? `${flat.slice(0, max)}… (${flat.length - max} more chars)` : flat;
}

/** One call as a person reads it: what was written, what was repaired, what came back. */
export function formatCallRecord(record: FunctionCallRecord, index: number): string {
  const lines = [
    `  call ${index + 1}: ${record.name}(${oneLine(JSON.stringify(record.params), 120)})`,
  ];
  if (record.raw !== undefined) lines.push(`    written: ${oneLine(record.raw)}`);
  for (const repair of record.repairs) {
    lines.push(`    repaired: ${repair.message}${repair.code ? ` [${repair.code}]` : ''}`);
  }
  if (record.ok) lines.push(`    ok → ${oneLine(record.result)}`);
  else {
    lines.push(
      `    error${record.error?.code ? ` [${record.error.code}]` : ''} → ${oneLine(record.result)}`,
    );
  }
  return lines.join('\n');
}

/** Renders one conversation step as labelled text for the terminal. */
export function formatConversationEvent(event: ConversationEvent): string {
  switch (event.type) {
    case 'system':
      return [
        '[system prompt]',
        indent(event.text),
        ...(event.toolNames.length > 0
          ? [`  native tools sent: ${event.toolNames.join(', ')}`]
          : []),
      ].join('\n');
    case 'user':
      return `[user]\n${indent(event.text)}`;
    case 'assistant': {
      const lines = [`[model, turn ${event.turn}]`];
      if (event.text.length > 0) lines.push(indent(event.text));
      for (const toolCall of event.toolCalls) {
        lines.push(
          `    tool_call ${toolCall.id}: ${toolCall.function.name} ${toolCall.function.arguments}`,
        );
      }
      return lines.join('\n');
    }
    case 'calls': {
      const failed = event.calls.filter((call) => !call.ok).length;
      return [
        `[pipeline, turn ${event.turn}] ${event.calls.length} call(s), ${failed} error(s)`,
        ...event.calls.map((call, index) => formatCallRecord(call, index)),
      ].join('\n');
    }
    case 'feedback':
      return `[fed back to the model]\n${indent(event.text)}`;
    case 'final':
      return `[end: turn ${event.turn} has no calls, so it is the model's final answer]`;
  }
}
