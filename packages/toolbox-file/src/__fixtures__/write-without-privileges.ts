// Run by a test in a process without the capabilities that let root ignore permissions:
// tries writefile on the given path and prints the outcome (`ok` or the error's code and
// system code) as JSON.
import { createFileToolbox } from '../create-file-toolbox.js';
import { FileSystemError } from '../file-system-error.js';
import { FileToolboxError } from '../file-toolbox-error.js';

const [root = '', filepath = ''] = process.argv.slice(2);
const toolbox = createFileToolbox({ root });
try {
  await toolbox.getFunction('writefile')?.f({ filepath, content: 'replaced' }, 5000, {
    signal: new AbortController().signal,
    truncateLength: 5000,
  });
  console.log(JSON.stringify({ outcome: 'ok' }));
} catch (error) {
  if (!FileToolboxError.isInstance(error)) throw error;
  const systemCode = FileSystemError.isInstance(error) ? error.systemCode : undefined;
  console.log(JSON.stringify({ outcome: error.code, systemCode }));
}
