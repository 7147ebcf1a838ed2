/** The types of start.mjs's exports, for the tests, the benches and the builds that use them. */
export declare const BUILD_ENVIRONMENT: Readonly<Record<string, string>>;
export declare function buildClient(options?: {
  outDir?: string;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}): number;
export declare const SERVER_ENVIRONMENT: Readonly<Record<string, string>>;
export declare function buildInputsHash(inputs?: string[]): string;
export declare function buildServer(options?: { outDir?: string }): number;
